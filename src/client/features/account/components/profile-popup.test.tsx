import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import { ProfilePopup } from './profile-popup.tsx'

const person = {
  name: 'Ada Lovelace',
  subtitle: 'Analyst',
  avatar: null,
  initials: 'AL',
  role: 'admin' as const,
}
const popup = (onSignOut = vi.fn(async () => {})) => <ProfilePopup person={person} onSignOut={onSignOut} />

describe('ProfilePopup', () => {
  it('shows the person, their initials and a Logout button that signs out', async () => {
    const onSignOut = vi.fn(async () => {})
    renderWithApp(popup(onSignOut))
    expect(screen.getByRole('button', { name: /show profile menu/i })).toHaveTextContent('AL')
    await userEvent.click(screen.getByRole('button', { name: /show profile menu/i }))
    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace' })
    expect(within(dialog).getByText('Analyst')).toBeInTheDocument()
    const [logoutIcon, logoutItem] = within(dialog).getAllByRole('button', { name: 'Logout' })
    expect(logoutIcon).toHaveClass('MuiIconButton-root')
    await userEvent.click(logoutIcon as HTMLElement)
    expect(onSignOut).toHaveBeenCalledTimes(1)
    await userEvent.click(logoutItem as HTMLElement)
    expect(onSignOut).toHaveBeenCalledTimes(2)
  })

  it('names its button by what it shows, the initials and the name, then by what it does', () => {
    renderWithApp(popup())
    const button = screen.getByRole('button', { name: 'AL Ada Lovelace show profile menu' })
    expect(button.textContent).toBe('AL Ada Lovelace')
  })

  it('leaves the initials out of the name when a photo shows instead', () => {
    renderWithApp(<ProfilePopup person={{ ...person, avatar: '/ada.webp' }} onSignOut={vi.fn()} />)
    expect(screen.getByRole('button', { name: 'Ada Lovelace show profile menu' })).toBeInTheDocument()
  })

  it('has the Profile tab first with its five items, and the Setting tab with its five', async () => {
    renderWithApp(popup())
    await userEvent.click(screen.getByRole('button', { name: /show profile menu/i }))
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

  it('leads each account item to its page of the account center', async () => {
    renderWithApp(popup())
    await userEvent.click(screen.getByRole('button', { name: /show profile menu/i }))
    const profileTab = await screen.findByRole('tabpanel')
    expect(
      within(profileTab)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Edit Profile', '/account/profile/edit'],
      ['View Profile', '/account/profile'],
      ['Social Profile', '/account/social'],
      ['Billing', '/account/billing'],
    ])
    await userEvent.click(screen.getByRole('tab', { name: 'Setting' }))
    const settingTab = screen.getByRole('tabpanel')
    expect(within(settingTab).getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/account/settings',
    )
    expect(within(settingTab).getByRole('link', { name: 'Privacy Center' })).toHaveAttribute(
      'href',
      '/account/privacy',
    )
    expect(within(settingTab).getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/account/history',
    )
  })

  it('goes to the chosen page and closes, giving focus back to its button', async () => {
    const { router } = renderWithApp(popup())
    const button = screen.getByRole('button', { name: /show profile menu/i })
    await userEvent.click(button)
    await userEvent.click(await screen.findByRole('link', { name: 'Edit Profile' }))
    expect(router.state.location.pathname).toBe('/account/profile/edit')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(button).toHaveFocus()
  })

  it('points Support and Feedback at the Help page when no URL is configured, for an administrator', async () => {
    renderWithApp(popup())
    await userEvent.click(screen.getByRole('button', { name: /show profile menu/i }))
    await userEvent.click(await screen.findByRole('tab', { name: 'Setting' }))
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/help#support')
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/help#feedback')
  })

  it('leaves Support and Feedback out for a member when no URL is configured', async () => {
    renderWithApp(<ProfilePopup person={{ ...person, role: 'member' }} onSignOut={vi.fn()} />)
    await userEvent.click(screen.getByRole('button', { name: /show profile menu/i }))
    await userEvent.click(await screen.findByRole('tab', { name: 'Setting' }))
    expect(screen.queryByRole('link', { name: 'Support' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Feedback' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Account Settings' })).toBeInTheDocument()
  })

  it('closes on Escape and gives focus back to its button', async () => {
    renderWithApp(popup())
    const button = screen.getByRole('button', { name: /show profile menu/i })
    await userEvent.click(button)
    await screen.findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it('switches the theme to dark at once, stores it for the device and the person', async () => {
    const fetchSpy = mockFetch({ 'PUT /api/account/appearance': () => new Response(null, { status: 204 }) })
    renderWithApp(popup())
    await userEvent.click(screen.getByRole('button', { name: /show profile menu/i }))
    const theme = within(await screen.findByRole('dialog')).getByRole('group', { name: 'Theme' })
    expect(within(theme).getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(within(theme).getByRole('button', { name: 'Dark' }))
    expect(document.documentElement).toHaveAttribute('data-mui-color-scheme', 'dark')
    expect(localStorage.getItem('mui-mode')).toBe('dark')
    expect(within(theme).getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() =>
      expect(sentBodies(fetchSpy, '/api/account/appearance')).toEqual([{ colorMode: 'dark' }]),
    )
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('goes back to the theme it had, and says so beside the switch, when the server refuses', async () => {
    localStorage.setItem('mui-mode', 'light')
    mockFetch({
      'PUT /api/account/appearance': () =>
        jsonResponse(503, { error: { code: 'unavailable', message: 'The server is busy. Try again.' } }),
    })
    renderWithApp(popup())
    await userEvent.click(screen.getByRole('button', { name: /show profile menu/i }))
    const dialog = await screen.findByRole('dialog')
    const theme = within(dialog).getByRole('group', { name: 'Theme' })
    await userEvent.click(within(theme).getByRole('button', { name: 'System' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The theme was not saved. The server is busy. Try again.',
    )
    expect(within(theme).getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true')
    expect(localStorage.getItem('mui-mode')).toBe('light')
    vi.unstubAllGlobals()
    localStorage.clear()
  })
})
