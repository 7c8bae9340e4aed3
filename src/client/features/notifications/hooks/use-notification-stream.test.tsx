import { act, render } from '@testing-library/react'
import useSWR, { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type NotificationStreamOptions, useNotificationStream } from './use-notification-stream.ts'

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource {
  static instances: FakeEventSource[] = []
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>()
  isClosed = false
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this)
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.isClosed = true
  }
  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }))
  }
}

const fetchMe = vi.fn(async () => null)

function Stream(props: NotificationStreamOptions) {
  // Who is signed in, as the layout asks (the stream's default is to ask again).
  useSWR('/api/me', fetchMe)
  useNotificationStream(props)
  return null
}

function renderStream(props: NotificationStreamOptions = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Stream {...props} />
    </SWRConfig>,
  )
}

beforeEach(() => {
  FakeEventSource.instances = []
  fetchMe.mockClear()
  vi.stubGlobal('EventSource', FakeEventSource)
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('useNotificationStream', () => {
  it('tells the caller that the person was banned, and does not reconnect', () => {
    const onSessionEnded = vi.fn()
    renderStream({ onSessionEnded })
    const stream = FakeEventSource.instances[0] as FakeEventSource
    act(() => stream.emit('end', JSON.stringify({ reason: 'banned' })))
    expect(onSessionEnded).toHaveBeenCalledWith('banned')
    expect(stream.isClosed).toBe(true)
    act(() => vi.advanceTimersByTime(60_000))
    expect(FakeEventSource.instances).toHaveLength(1)
  })

  it('tells the caller about an ended session the same way', () => {
    const onSessionEnded = vi.fn()
    renderStream({ onSessionEnded })
    act(() => FakeEventSource.instances[0]?.emit('end', JSON.stringify({ reason: 'session_ended' })))
    expect(onSessionEnded).toHaveBeenCalledWith('session_ended')
  })

  it('reconnects, without calling the handler, when the server is only stopping', () => {
    const onSessionEnded = vi.fn()
    renderStream({ onSessionEnded })
    act(() => FakeEventSource.instances[0]?.emit('end', JSON.stringify({ reason: 'server_stopping' })))
    expect(onSessionEnded).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(60_000))
    expect(FakeEventSource.instances.length).toBeGreaterThan(1)
  })

  it('asks who is signed in when the session ends and no handler was given', async () => {
    renderStream()
    await act(async () => {})
    const asked = fetchMe.mock.calls.length
    await act(async () => FakeEventSource.instances[0]?.emit('end', JSON.stringify({ reason: 'banned' })))
    expect(fetchMe.mock.calls.length).toBe(asked + 1)
    expect(FakeEventSource.instances[0]?.isClosed).toBe(true)
  })

  it('passes the id of the last notification seen when it reconnects', () => {
    renderStream()
    const first = FakeEventSource.instances[0] as FakeEventSource
    act(() => {
      for (const listener of first.listeners.get('notification') ?? [])
        listener(new MessageEvent('notification', { data: '{}', lastEventId: '42' }))
      first.emit('error')
      vi.advanceTimersByTime(5_000)
    })
    expect(FakeEventSource.instances[1]?.url).toMatch(/lastEventId=42$/)
  })
})
