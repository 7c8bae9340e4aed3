import type { AdminPerson, AuditEntry, PeoplePage } from '#shared/admin.ts'
import type { Me } from '#shared/auth.ts'

// Answers of the administration API as the server sends them, for component tests.

export const adminMe: Me = {
  id: 'admin-1',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  emailVerified: true,
  role: 'admin',
  jobTitle: null,
  avatar: null,
  impersonation: null,
}

export const memberMe: Me = {
  ...adminMe,
  id: 'member-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'member',
}

export function aPerson(overrides: Partial<AdminPerson> = {}): AdminPerson {
  return {
    id: 'u2',
    name: 'Alan Turing',
    email: 'alan@example.com',
    emailVerified: true,
    role: 'member',
    status: 'active',
    bannedUntil: null,
    banReason: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    lastSignInAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    sessions: 2,
    apiKeys: 0,
    twoFactorEnabled: false,
    ...overrides,
  }
}

export function aPeoplePage(items: AdminPerson[], overrides: Partial<PeoplePage> = {}): PeoplePage {
  return { items, total: items.length, page: 1, limit: 20, ...overrides }
}

export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'a1',
    kind: 'sign_in',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    actor: { id: 'u2', name: 'Alan Turing' },
    target: { id: 'u2', name: 'Alan Turing' },
    targetType: null,
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
    device: { browser: 'Firefox', os: 'Linux', kind: 'desktop' },
    data: {},
    ...overrides,
  }
}

/** The query of the last request to a path, as URLSearchParams. */
export function lastQuery(spy: { mock: { calls: unknown[][] } }, path: string): URLSearchParams | null {
  const urls = spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
  const last = urls.at(-1)
  return last ? last.searchParams : null
}
