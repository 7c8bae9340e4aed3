import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { forwardPropsExcept } from './forward-props.ts'
import { Skeleton } from './skeleton.tsx'
import { Table, TableBody, TableCell, TableRow } from './table.tsx'

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

  it('lets sx style the element without writing it as an attribute', () => {
    const { container } = render(
      <>
        <Skeleton sx={{ mb: 2 }} />
        <Table>
          <TableBody>
            <TableRow hover>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>Cell</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </>,
    )
    for (const attribute of ['sx', 'hover', 'variant', 'isHead', 'size', 'align'])
      expect(container.querySelector(`[${attribute}]`)).toBeNull()
    expect(getComputedStyle(container.querySelector('span') as HTMLElement).marginBottom).toBe('16px')
    expect(getComputedStyle(container.querySelector('td') as HTMLElement).overflowWrap).toBe('anywhere')
  })
})
