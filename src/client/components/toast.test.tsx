import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { showToast, TOAST_MS, Toaster, UNDO_TOAST_MS } from './toast.tsx'

// The toasts' own words (Dismiss, Undo) are messages: English, from their defaults.
const wrapper = ({ children }: { children: ReactNode }) => <IntlProvider locale="en">{children}</IntlProvider>

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('says what happened, then fades by itself', async () => {
    render(<Toaster />, { wrapper })
    act(() => showToast({ message: 'Your profile is saved' }))
    expect(screen.getByRole('status')).toHaveTextContent('Your profile is saved')
    await act(() => vi.advanceTimersByTimeAsync(TOAST_MS + 1000))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('does the change once the toast is gone without Undo', async () => {
    const commit = vi.fn()
    const undo = vi.fn()
    render(<Toaster />, { wrapper })
    act(() => showToast({ message: 'Notification deleted', undo, commit }))
    await act(() => vi.advanceTimersByTimeAsync(TOAST_MS + 100))
    // An Undo toast stays longer than a plain one: time to change one's mind.
    expect(commit).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(UNDO_TOAST_MS - TOAST_MS))
    expect(commit).toHaveBeenCalledTimes(1)
    expect(undo).not.toHaveBeenCalled()
  })

  it('takes the change back on Undo, and never does it', async () => {
    const commit = vi.fn()
    const undo = vi.fn()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Toaster />, { wrapper })
    act(() => showToast({ message: 'Notification deleted', undo, commit }))
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(undo).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(UNDO_TOAST_MS * 2))
    expect(commit).not.toHaveBeenCalled()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('shows one at a time: a newer toast does the change of the one it replaces', async () => {
    const commit = vi.fn()
    render(<Toaster />, { wrapper })
    act(() => showToast({ message: 'Notification deleted', undo: vi.fn(), commit }))
    act(() => showToast({ message: 'Your photo is saved' }))
    expect(commit).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.getAllByRole('status')).toHaveLength(1)
    expect(screen.getByRole('status')).toHaveTextContent('Your photo is saved')
  })

  it('does a waiting change when the page is left', () => {
    const commit = vi.fn()
    render(<Toaster />, { wrapper })
    act(() => showToast({ message: 'Notification deleted', undo: vi.fn(), commit }))
    window.dispatchEvent(new Event('pagehide'))
    expect(commit).toHaveBeenCalledTimes(1)
  })

  it('says a failure as an alert', () => {
    render(<Toaster />, { wrapper })
    act(() => showToast({ severity: 'error', message: '“Welcome” could not be deleted' }))
    expect(screen.getByRole('alert')).toHaveTextContent('could not be deleted')
  })
})
