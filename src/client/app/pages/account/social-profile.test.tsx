import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { anAccount, apiError, me } from '#client/test/account-fixtures.ts'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import { socialKinds, socialLabels } from '#shared/account-rules.ts'
import { Component as SocialProfilePage } from './social-profile.tsx'

function renderPage() {
  return renderWithApp(null, {
    path: '/account/social',
    routes: [{ path: '/account/social', element: <SocialProfilePage /> }],
  })
}

const noUrl = 'Enter a web address that starts with https:// (or http://)'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Social Profile', () => {
  it('has one field per kind, filled with the saved links, and lists them as safe links', async () => {
    mockFetch({
      'GET /api/account': () =>
        jsonResponse(200, anAccount({ socialLinks: { github: 'https://github.com/ada' } })),
    })
    renderPage()
    expect(await screen.findByLabelText('GitHub')).toHaveValue('https://github.com/ada')
    for (const kind of socialKinds) expect(screen.getByLabelText(socialLabels[kind])).toBeInTheDocument()
    const saved = screen.getByRole('link', { name: /github\.com\/ada/ })
    expect(saved).toHaveAttribute('href', 'https://github.com/ada')
    expect(saved).toHaveAttribute('target', '_blank')
    expect(saved).toHaveAttribute('rel', 'noopener noreferrer')
    expect(saved).toHaveAccessibleName(/^https:\/\/github\.com\/ada\s*\(opens in a new tab\)$/)
  })

  it('refuses a javascript: address beside its field and sends nothing', async () => {
    const fetch = mockFetch({ 'GET /api/account': () => jsonResponse(200, anAccount()) })
    renderPage()
    const github = await screen.findByLabelText('GitHub')
    await userEvent.type(github, 'javascript:alert(1)')
    await userEvent.click(screen.getByRole('button', { name: 'Save links' }))
    await waitFor(() => expect(github).toHaveAccessibleDescription(noUrl))
    expect(github).toHaveAttribute('aria-invalid', 'true')
    expect(github).toHaveFocus()
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false)
  })

  it('shows the server’s refusal beside the field it names', async () => {
    mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount()),
      'PUT /api/account/social-links': () =>
        jsonResponse(
          400,
          apiError('bad_request', 'Some fields are invalid', { 'socialLinks.x': 'Too long' }),
        ),
    })
    renderPage()
    await userEvent.type(await screen.findByLabelText('X'), 'https://x.com/ada')
    await userEvent.click(screen.getByRole('button', { name: 'Save links' }))
    await waitFor(() => expect(screen.getByLabelText('X')).toHaveAccessibleDescription('Too long'))
  })

  it('saves every kind (empty for none) and shows the links the server kept', async () => {
    const fetch = mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount()),
      'PUT /api/account/social-links': () =>
        jsonResponse(200, anAccount({ socialLinks: { website: 'https://ada.example' } })),
      'GET /api/me': () => jsonResponse(200, me),
    })
    renderPage()
    expect(await screen.findByText('No links yet.')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Website'), '  https://ada.example  ')
    await userEvent.click(screen.getByRole('button', { name: 'Save links' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Your social links are saved')
    expect(sentBodies(fetch, '/api/account/social-links')).toEqual([
      {
        socialLinks: {
          website: 'https://ada.example',
          github: '',
          gitlab: '',
          linkedin: '',
          x: '',
          mastodon: '',
          bluesky: '',
          youtube: '',
        },
      },
    ])
    const card = screen
      .getByRole('heading', { name: 'On your profile' })
      .closest('.MuiCard-root') as HTMLElement
    expect(within(card).getByRole('link', { name: /ada\.example/ })).toHaveAttribute(
      'href',
      'https://ada.example',
    )
  })
})
