import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { EVENTS_CHANNEL, type PubSub } from '../db/pubsub.ts'

// Resolved sessions kept in memory for a few seconds, so that an authenticated request
// costs no database read. An entry is keyed on the session cookies exactly as the browser sent
// them, and only ever made from better-auth's own answer for those cookies: whoever presents the
// same bytes again presented a token whose signature better-auth has checked.
//
// Every instance forgets what the database announces on the 'foyer_events' channel: a session
// deleted ("ended", migration 0005), a session or a person changed ("session_changed",
// "person_changed", migration 0006). While the LISTEN connection is down nothing is cached, since
// announcements would be missed. Requests that change something wait until this instance has heard
// everything committed before them (see `settle`), so a person's next request never sees the past.

/** Long enough to spare the database, short enough that a lost announcement heals by itself. */
export const SESSION_CACHE_TTL_MS = 30_000
export const SESSION_CACHE_MAX_ENTRIES = 10_000
/** How long `settle` waits for its own announcement before it stops trusting the channel. */
const SETTLE_TIMEOUT_MS = 1000

type Event =
  | { t: 'ended' | 'session_changed'; s: string[] }
  | { t: 'person_changed'; u: string }
  | { t: 'sync'; i: string }

/** What the cache needs to know of a resolved session. */
export type CachedSession = {
  session: { id: string; userId: string; expiresAt: Date | string }
  user: { id: string }
}

type Entry<T> = { value: T; sessionId: string; userId: string; validUntil: number }

export type SessionCacheOptions = {
  pubsub: PubSub
  logger: FastifyBaseLogger
  ttlMs?: number
  maxEntries?: number
  /** better-auth refreshes a session this long after its last refresh (session.updateAge). */
  updateAgeMs: number
  /** and slides its expiry this far (session.expiresIn). */
  expiresInMs: number
}

export type SessionCache<T extends CachedSession> = Awaited<ReturnType<typeof createSessionCache<T>>>

export async function createSessionCache<T extends CachedSession>({
  pubsub,
  logger,
  ttlMs = SESSION_CACHE_TTL_MS,
  maxEntries = SESSION_CACHE_MAX_ENTRIES,
  updateAgeMs,
  expiresInMs,
}: SessionCacheOptions) {
  const entries = new Map<string, Entry<T>>()
  const instance = randomUUID()
  const waiting = new Map<string, () => void>()
  let syncCount = 0
  /** Bumped by every forgetting: a lookup that began before it must not store what it read. */
  let generation = 0
  let isListening = true
  let isStalled = false
  let isClosed = false
  let probe: NodeJS.Timeout | null = null
  const stats = { hits: 0, misses: 0, invalidations: 0, stalls: 0 }

  const isUsable = () => isListening && !isStalled && !isClosed

  function clear() {
    generation++
    entries.clear()
  }

  function forget(matches: (entry: Entry<T>) => boolean) {
    generation++
    stats.invalidations++
    // A scan: announcements are rare next to reads, and the map is bounded.
    for (const [key, entry] of entries) if (matches(entry)) entries.delete(key)
  }

  function handle(payload: string) {
    let event: Event
    try {
      event = JSON.parse(payload) as Event
    } catch {
      return
    }
    if (event.t === 'ended' || event.t === 'session_changed') {
      const ids = new Set(event.s)
      forget((entry) => ids.has(entry.sessionId))
    } else if (event.t === 'person_changed') {
      forget((entry) => entry.userId === event.u)
    } else if (event.t === 'sync') {
      waiting.get(event.i)?.()
    }
    if (isStalled) {
      // The channel speaks again; what was said while nobody listened is unknown.
      isStalled = false
      if (probe) clearInterval(probe)
      probe = null
      clear()
      logger.info('session cache: announcements are heard again')
    }
  }

  /** Stops trusting the channel: forget everything and cache nothing until it speaks again. */
  function stall(reason: string) {
    clear()
    if (isStalled || isClosed) return
    isStalled = true
    stats.stalls++
    logger.warn({ reason }, 'session cache: bypassed until announcements are heard again')
    probe = setInterval(() => {
      pubsub.publish(EVENTS_CHANNEL, JSON.stringify({ t: 'sync', i: `${instance}:probe` })).catch(() => {})
    }, SETTLE_TIMEOUT_MS)
    probe.unref()
  }

  await pubsub.subscribe(EVENTS_CHANNEL, handle)
  pubsub.onDisconnect(() => {
    isListening = false
    clear()
  })
  pubsub.onReconnect(() => {
    clear()
    isListening = true
  })

  return {
    stats,
    get size() {
      return entries.size
    },
    get isUsable() {
      return isUsable()
    },

    /** A resolved session for these cookies, if one is known and still good. */
    get(key: string): T | undefined {
      if (!isUsable()) return undefined
      const entry = entries.get(key)
      if (!entry) {
        stats.misses++
        return undefined
      }
      if (entry.validUntil <= Date.now()) {
        entries.delete(key)
        stats.misses++
        return undefined
      }
      // Least recently used goes first when the map is full: move this one to the end.
      entries.delete(key)
      entries.set(key, entry)
      stats.hits++
      return entry.value
    },

    /** Taken before asking the database; `set` stores nothing if something was forgotten since. */
    generation() {
      return generation
    },

    /** Keeps better-auth's answer for these cookies, at most until the session expires or slides. */
    set(key: string, value: T, since: number) {
      if (!isUsable() || since !== generation) return
      const now = Date.now()
      const expiresAt = new Date(value.session.expiresAt).getTime()
      // Past this moment better-auth would slide the expiry and renew the cookie: let it.
      const refreshAt = expiresAt - expiresInMs + updateAgeMs
      let validUntil = Math.min(now + ttlMs, expiresAt)
      // A refresh already due and not done (a session without "keep me signed in", or one at its
      // absolute cap) stays so for these same cookies: no need to ask again on every request.
      if (refreshAt > now) validUntil = Math.min(validUntil, refreshAt)
      if (!Number.isFinite(validUntil) || validUntil <= now) return
      entries.delete(key)
      entries.set(key, { value, sessionId: value.session.id, userId: value.user.id, validUntil })
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
    },

    /**
     * Resolves once this instance has heard every announcement committed before the call: the
     * database delivers notifications in commit order, so hearing our own marker is enough. Called
     * before answering a request that may have changed a person or a session.
     */
    async settle() {
      if (!isUsable()) return
      const id = `${instance}:${++syncCount}`
      let isHeard = false
      let timer: NodeJS.Timeout | undefined
      const heard = new Promise<void>((resolve) => {
        waiting.set(id, () => {
          isHeard = true
          resolve()
        })
      })
      try {
        // A busy database only delays this: the clock starts once the marker is committed.
        await pubsub.publish(EVENTS_CHANNEL, JSON.stringify({ t: 'sync', i: id }))
        const late = new Promise<void>((resolve) => {
          // After the timer, one more turn of the event loop: a marker already received but not
          // yet read (the loop lagging under load) still counts.
          timer = setTimeout(() => setImmediate(resolve), SETTLE_TIMEOUT_MS)
        })
        await Promise.race([heard, late])
        if (!isHeard) stall('an announcement of this instance did not come back within a second')
      } catch (error) {
        stall(`announcing failed: ${(error as Error).message}`)
      } finally {
        clearTimeout(timer)
        waiting.delete(id)
      }
    },

    close() {
      isClosed = true
      if (probe) clearInterval(probe)
      clear()
    },
  }
}
