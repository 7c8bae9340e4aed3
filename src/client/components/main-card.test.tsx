import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MainCard } from './main-card.tsx'

describe('MainCard', () => {
  it('is the element asked for, with its heading, action and content', () => {
    const { container } = render(
      <MainCard
        title="Sessions"
        titleComponent="h3"
        component="section"
        secondary={<button type="button">Revoke</button>}
      >
        Two devices
      </MainCard>,
    )
    const card = container.firstElementChild as HTMLElement
    expect(card.tagName).toBe('SECTION')
    expect(card).toHaveClass('MuiCard-root')
    expect(screen.getByRole('heading', { level: 3, name: 'Sessions' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Revoke' })).toBeInTheDocument()
    expect(card).toHaveTextContent('Two devices')
    expect(card.querySelector('hr')).not.toBeNull()
  })

  it('keeps a custom title as it is and leaves the divider out when asked', () => {
    const { container } = render(
      <MainCard title={<strong>Custom</strong>} divider={false}>
        Body
      </MainCard>,
    )
    const card = container.firstElementChild as HTMLElement
    expect(card.tagName).toBe('DIV')
    expect(screen.getByText('Custom').tagName).toBe('STRONG')
    expect(card.querySelector('hr')).toBeNull()
  })
})
