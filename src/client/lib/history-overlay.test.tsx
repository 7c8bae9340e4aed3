import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useHistoryOverlay } from './history-overlay.ts'

let closed: Promise<void> | null = null

function Page() {
  const overlay = useHistoryOverlay('search')
  return (
    <>
      <p>{overlay.isOpen ? 'open' : 'closed'}</p>
      <button type="button" onClick={overlay.open}>
        Open
      </button>
      <button
        type="button"
        onClick={() => {
          closed = overlay.close()
        }}
      >
        Close
      </button>
      <button type="button" onClick={() => overlay.leaveFor('/other')}>
        Leave
      </button>
    </>
  )
}

function renderPage(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/page', Component: Page },
      { path: '/other', element: <p>other</p> },
      { path: '/before', element: <p>before</p> },
    ],
    { initialEntries: ['/before', { pathname: '/page', search: '?q=1', state }], initialIndex: 1 },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('useHistoryOverlay', () => {
  it('opens as an entry of its own at the same address, and Back closes it on the page', async () => {
    const router = renderPage({ kept: true })
    const pageKey = router.state.location.key
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByText('open')).toBeInTheDocument()
    expect(router.state.location).toMatchObject({ pathname: '/page', search: '?q=1', state: { kept: true } })
    expect(router.state.historyAction).toBe('PUSH')
    // Opening it again adds no entry.
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await act(() => router.navigate(-1))
    expect(screen.getByText('closed')).toBeInTheDocument()
    expect(router.state.location.key).toBe(pageKey)
  })

  it('closes by going back, resolving once the page is the current entry again', async () => {
    const router = renderPage()
    const pageKey = router.state.location.key
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await act(async () => {
      await closed
    })
    expect(screen.getByText('closed')).toBeInTheDocument()
    expect(router.state.location.key).toBe(pageKey)
    // Closed, closing again goes nowhere.
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await closed
    expect(router.state.location.key).toBe(pageKey)
    expect(screen.getByText('closed')).toBeInTheDocument()
  })

  it('leaves for a page in place of its entry: Back from there returns to the page under it', async () => {
    const router = renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }))
    expect(screen.getByText('other')).toBeInTheDocument()
    await act(() => router.navigate(-1))
    expect(screen.getByText('closed')).toBeInTheDocument()
    await act(() => router.navigate(-1))
    expect(screen.getByText('before')).toBeInTheDocument()
  })

  it('does not reopen from an entry an earlier load of the page pushed (a reload)', () => {
    renderPage({ foyerOverlay: { name: 'search', document: 'an-earlier-load' } })
    expect(screen.getByText('closed')).toBeInTheDocument()
  })
})
