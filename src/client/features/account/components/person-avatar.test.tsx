import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PersonAvatar } from './person-avatar.tsx'

describe('PersonAvatar', () => {
  it('shows the initials, hidden from assistive technology, when there is no photo', () => {
    const { container } = render(<PersonAvatar name="Ada Lovelace" avatar={null} size={32} />)
    expect(screen.getByText('AL')).toHaveAttribute('aria-hidden', 'true')
    expect(container.querySelector('img')).toBeNull()
  })

  it('shows the photo with the given text alternative', () => {
    render(<PersonAvatar name="Ada Lovelace" avatar="/free/api/avatars/1.webp" alt="Ada Lovelace" />)
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
      'src',
      '/free/api/avatars/1.webp',
    )
    expect(screen.queryByText('AL')).not.toBeInTheDocument()
  })

  it('falls back to the initials when the photo does not load, and tries a new photo again', () => {
    const { container, rerender } = render(<PersonAvatar name="Ada Lovelace" avatar="/gone.webp" />)
    fireEvent.error(container.querySelector('img') as HTMLImageElement)
    expect(screen.getByText('AL')).toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
    rerender(<PersonAvatar name="Ada Lovelace" avatar="/new.webp" />)
    expect(container.querySelector('img')).toHaveAttribute('src', '/new.webp')
  })
})
