import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatClockTime } from '#client/lib/format.ts'
import { memberMe } from '#client/test/admin-fixtures.ts'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import { ImpersonationBanner } from './impersonation-banner.tsx'

const endsAt = '2099-05-01T14:30:00.000Z'
const impersonated = { ...memberMe, impersonation: { administratorName: 'Grace Hopper', endsAt } }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ImpersonationBanner', () => {
  it('says who the administrator acts as, who started it and when it ends', () => {
    mockFetch({})
    renderWithApp(<ImpersonationBanner me={impersonated} />)
    const banner = screen.getByRole('region', { name: 'Impersonation' })
    expect(banner).toHaveTextContent(
      `You are acting as Ada Lovelace. Grace Hopper started this; it ends at ${formatClockTime(endsAt)}.`,
    )
    expect(within(banner).getByRole('button', { name: 'Stop acting as Ada Lovelace' })).toBeInTheDocument()
  })

  it('is not there when no one is acting as the signed-in person', () => {
    renderWithApp(
      <>
        <ImpersonationBanner me={{ ...memberMe, impersonation: null }} />
        <ImpersonationBanner me={{ ...memberMe, impersonation: undefined }} />
        <ImpersonationBanner me={undefined} />
      </>,
    )
    expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument()
  })

  it('stops with POST stop-impersonating, then loads the People page afresh', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const fetch = mockFetch({ 'POST /api/admin/stop-impersonating': () => jsonResponse(200, { ok: true }) })
    renderWithApp(<ImpersonationBanner me={impersonated} />)
    const stop = screen.getByRole('button', { name: 'Stop acting as Ada Lovelace' })
    await userEvent.click(stop)
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/users'))
    expect(sentBodies(fetch, '/api/admin/stop-impersonating')).toEqual([{}])
    // Busy until the new page replaces this one.
    expect(stop).toHaveAttribute('aria-busy', 'true')
  })

  it('says why stopping failed and lets the person try again', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    mockFetch({
      'POST /api/admin/stop-impersonating': () =>
        jsonResponse(409, { error: { code: 'not_impersonating', message: 'No one is being impersonated.' } }),
    })
    renderWithApp(<ImpersonationBanner me={impersonated} />)
    await userEvent.click(screen.getByRole('button', { name: 'Stop acting as Ada Lovelace' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No one is being impersonated.')
    expect(screen.getByRole('button', { name: 'Stop acting as Ada Lovelace' })).toBeEnabled()
    expect(assign).not.toHaveBeenCalled()
  })
})
