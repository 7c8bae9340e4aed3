import { act, render } from '@testing-library/react'
import useSWR, { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { aNotification } from '#client/test/notification-fixtures.ts'
import type { NotificationPage } from '#shared/notifications.ts'
import { PANEL_LIMIT, panelListKey } from '../api/notifications-api.ts'
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
/** The bell's list as the page fetched it: one unread notification, id 7. */
const panel: NotificationPage = {
  items: [aNotification(7)],
  total: 1,
  unread: 1,
  page: 1,
  limit: PANEL_LIMIT,
}
/** The server: every notification list answers `panel`. */
const fetchList = vi.fn<(url: string) => Promise<Response>>()

function Stream(props: NotificationStreamOptions) {
  // Who is signed in, as the layout asks (the stream's default is to ask again).
  useSWR('/api/me', fetchMe)
  useNotificationStream(props)
  return null
}

/**
 * The stream of a page whose bell's list is already in the cache, as after the page's load (or,
 * with `isListFetched: false`, not yet).
 */
function renderStream(props: NotificationStreamOptions = {}, { isListFetched = true } = {}) {
  const provider = () => new Map(isListFetched ? [[panelListKey, { data: panel }]] : [])
  return render(
    <SWRConfig value={{ provider, dedupingInterval: 0, revalidateOnMount: !isListFetched }}>
      <Stream {...props} />
    </SWRConfig>,
  )
}

beforeEach(() => {
  FakeEventSource.instances = []
  fetchMe.mockClear()
  fetchList.mockReset().mockImplementation(async () => Response.json(panel))
  vi.stubGlobal('EventSource', FakeEventSource)
  vi.stubGlobal('fetch', fetchList)
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

  it('asks again for the lists and records of a resource someone changed, and for nothing else', async () => {
    const fetchProjects = vi.fn(async (key: string) => key)
    function Lists() {
      useSWR('/api/projects?page=1&pageSize=25&sort=-createdAt', fetchProjects)
      useSWR('/api/projects/p1', fetchProjects)
      useSWR('/api/projectsarchive?page=1', fetchProjects)
      useSWR('/api/customers?page=1', fetchProjects)
      useNotificationStream()
      return null
    }
    const keys = [
      '/api/projects?page=1&pageSize=25&sort=-createdAt',
      '/api/projects/p1',
      '/api/projectsarchive?page=1',
      '/api/customers?page=1',
    ]
    const provider = () =>
      new Map<string, { data: unknown }>([
        [panelListKey, { data: panel }],
        ...keys.map((key) => [key, { data: key }] as const),
      ])
    render(
      <SWRConfig value={{ provider, dedupingInterval: 0, revalidateOnMount: false }}>
        <Lists />
      </SWRConfig>,
    )
    const stream = FakeEventSource.instances[0] as FakeEventSource
    await act(async () => stream.emit('changed', JSON.stringify({ type: 'changed', resource: 'projects' })))
    expect(fetchProjects.mock.calls.map(([key]) => key).sort()).toEqual([
      '/api/projects/p1',
      '/api/projects?page=1&pageSize=25&sort=-createdAt',
    ])
    // A name that is not a resource's, or no name, asks for nothing.
    fetchProjects.mockClear()
    await act(async () => stream.emit('changed', JSON.stringify({ resource: '../admin' })))
    await act(async () => stream.emit('changed', 'not json'))
    expect(fetchProjects).not.toHaveBeenCalled()
  })

  it('first asks for what came after the newest notification the page has', () => {
    renderStream()
    expect(FakeEventSource.instances[0]?.url).toMatch(/\?lastEventId=7$/)
  })

  it('does not ask for the lists again when the count sent on connecting is the one shown', async () => {
    renderStream()
    const stream = FakeEventSource.instances[0] as FakeEventSource
    await act(async () => stream.emit('unread', JSON.stringify({ type: 'unread', unread: 1 })))
    expect(fetchList).not.toHaveBeenCalled()
    // Later counts are changes: asked again.
    await act(async () => stream.emit('unread', JSON.stringify({ type: 'unread', unread: 1 })))
    expect(fetchList).toHaveBeenCalledTimes(1)
  })

  it('asks for the lists again when the count sent on connecting differs from the one shown', async () => {
    renderStream()
    const stream = FakeEventSource.instances[0] as FakeEventSource
    await act(async () => stream.emit('unread', JSON.stringify({ type: 'unread', unread: 2 })))
    expect(fetchList).toHaveBeenCalledTimes(1)
  })

  it('opens once the bell’s list has answered, from its newest notification', async () => {
    let answer: (response: Response) => void = () => {}
    fetchList.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    renderStream({}, { isListFetched: false })
    await act(async () => {})
    expect(fetchList).toHaveBeenCalledTimes(1)
    expect(FakeEventSource.instances).toHaveLength(0)
    await act(async () => answer(Response.json(panel)))
    expect(FakeEventSource.instances[0]?.url).toMatch(/\?lastEventId=7$/)
  })

  it('stays open while a list that never loaded is asked again (and fails again)', async () => {
    fetchList.mockImplementation(async () => Response.json({}, { status: 503 }))
    renderStream({}, { isListFetched: false })
    await act(async () => {})
    expect(FakeEventSource.instances).toHaveLength(1)
    const stream = FakeEventSource.instances[0] as FakeEventSource
    await act(async () => stream.emit('unread', JSON.stringify({ type: 'unread', unread: 3 })))
    expect(fetchList).toHaveBeenCalledTimes(2)
    expect(stream.isClosed).toBe(false)
    expect(FakeEventSource.instances).toHaveLength(1)
  })
})
