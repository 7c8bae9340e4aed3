import { describe, expect, it } from 'vitest'
import { forwardPropsExcept } from './forward-props.ts'

describe('forwardPropsExcept', () => {
  it("keeps the component's own props and MUI's sx, as, ownerState and theme off the element", () => {
    const forward = forwardPropsExcept('isHead')
    expect(['isHead', 'sx', 'as', 'ownerState', 'theme'].map(forward)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
    expect(['id', 'aria-label', 'onClick'].map(forward)).toEqual([true, true, true])
  })
})
