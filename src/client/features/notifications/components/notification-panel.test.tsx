import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '#client/test/render.tsx'
import { badgeLabel, NotificationPanel } from './notification-panel.tsx'

describe('NotificationPanel', () => {
  it('starts with a badge of 2 and says so in the button name', () => {
    renderWithApp(<NotificationPanel />)
    const button = screen.getByRole('button', { name: 'Show notifications, 2 unread' })
    expect(within(button).getByText('2')).toBeInTheDocument()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens a labelled panel marked as sample, with focus inside', async () => {
    renderWithApp(<NotificationPanel />)
    await userEvent.click(screen.getByRole('button', { name: /Show notifications/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
    expect(within(dialog).getByText('Sample items')).toBeInTheDocument()
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('marks all read: the badge goes to 0 and the control disappears', async () => {
    renderWithApp(<NotificationPanel />)
    await userEvent.click(screen.getByRole('button', { name: /Show notifications/ }))
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }))
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show notifications', hidden: true })).toBeInTheDocument()
  })

  it('shows no mark-all-read control when nothing is unread', async () => {
    renderWithApp(<NotificationPanel initialCount={0} />)
    await userEvent.click(screen.getByRole('button', { name: 'Show notifications' }))
    await screen.findByRole('dialog', { name: 'Notifications' })
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument()
  })

  it('caps the badge at 99, shown as 99+', () => {
    renderWithApp(<NotificationPanel initialCount={150} />)
    expect(screen.getByText('99+')).toBeInTheDocument()
    expect(badgeLabel(99)).toBe('99')
    expect(badgeLabel(100)).toBe('99+')
  })

  it('closes on Escape and gives focus back to the bell', async () => {
    renderWithApp(<NotificationPanel />)
    const bell = screen.getByRole('button', { name: /Show notifications/ })
    await userEvent.click(bell)
    await screen.findByRole('dialog', { name: 'Notifications' })
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument()
    expect(bell).toHaveFocus()
  })
})
