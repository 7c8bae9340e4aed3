import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '#client/test/render.tsx'
import { ProfilePopup } from './profile-popup.tsx'

describe('ProfilePopup', () => {
  it('shows the sample name and job title, marked as a sample, and a Logout button', async () => {
    renderWithApp(<ProfilePopup />)
    await userEvent.click(screen.getByRole('button', { name: 'Show profile menu' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sample User' })
    expect(within(dialog).getByText('Sample job title')).toBeInTheDocument()
    expect(within(dialog).getByText(/Sample profile/)).toBeInTheDocument()
    const [logoutIcon] = within(dialog).getAllByRole('button', { name: 'Logout' })
    expect(logoutIcon).toHaveClass('MuiIconButton-root')
  })

  it('has the Profile tab first with its five items, and the Setting tab with its five', async () => {
    renderWithApp(<ProfilePopup />)
    await userEvent.click(screen.getByRole('button', { name: 'Show profile menu' }))
    const dialog = await screen.findByRole('dialog')
    const tabs = within(dialog).getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Profile', 'Setting'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    const panel = within(dialog).getByRole('tabpanel')
    expect([...panel.querySelectorAll('a, [role=button]')].map((el) => el.textContent)).toEqual([
      'Edit Profile',
      'View Profile',
      'Social Profile',
      'Billing',
      'Logout',
    ])
    await userEvent.click(tabs[1] as HTMLElement)
    const settings = within(dialog).getByRole('tabpanel')
    expect([...settings.querySelectorAll('a, [role=button]')].map((el) => el.textContent)).toEqual([
      'Support',
      'Account Settings',
      'Privacy Center',
      'Feedback',
      'History',
    ])
  })

  it('points Support and Feedback at the Help page when no URL is configured', async () => {
    renderWithApp(<ProfilePopup />)
    await userEvent.click(screen.getByRole('button', { name: 'Show profile menu' }))
    await userEvent.click(await screen.findByRole('tab', { name: 'Setting' }))
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/help#support')
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/help#feedback')
  })

  it('closes on Escape and gives focus back to its button', async () => {
    renderWithApp(<ProfilePopup />)
    const button = screen.getByRole('button', { name: 'Show profile menu' })
    await userEvent.click(button)
    await screen.findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })
})
