import type { Account, HistoryEvent, SessionInfo } from '#shared/account.ts'

// Answers of the account-center API as the server sends them, for component tests.

export function anAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: 'u1',
    name: 'Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    emailVerified: true,
    role: 'member',
    jobTitle: null,
    company: null,
    location: null,
    bio: null,
    socialLinks: {},
    avatar: null,
    memberSince: '2025-03-01T10:00:00.000Z',
    plan: 'Free',
    ...overrides,
  }
}

export const me = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  emailVerified: true,
  role: 'member',
  jobTitle: null,
  avatar: null,
}

export function aSession(overrides: Partial<SessionInfo> = {}): SessionInfo {
  const now = Date.now()
  return {
    id: 's1',
    device: { browser: 'Firefox', os: 'Linux', kind: 'desktop' },
    ipAddress: '203.0.113.7',
    createdAt: new Date(now - 3 * 86_400_000).toISOString(),
    lastActiveAt: new Date(now - 2 * 60_000).toISOString(),
    expiresAt: new Date(now + 27 * 86_400_000).toISOString(),
    rememberMe: true,
    isCurrent: false,
    ...overrides,
  }
}

export function anEvent(overrides: Partial<HistoryEvent> = {}): HistoryEvent {
  return {
    id: 'e1',
    kind: 'sign_in',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ipAddress: '203.0.113.7',
    device: { browser: 'Firefox', os: 'Linux', kind: 'desktop' },
    data: {},
    ...overrides,
  }
}

/** An error answer in the server's shape. */
export function apiError(code: string, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message }, requestId: 'req-1' }
}
