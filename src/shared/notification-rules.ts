// The limits, lists, labels and checks of `notifications.ts` that need no schema. The browser's first load
// imports them from here, so that it does not evaluate zod and every schema (decision 001).

export const notificationKinds = [
  'welcome',
  'secure_account',
  'new_sign_in',
  'password_changed',
  'email_changed',
  'sign_in_throttled',
  'new_registration',
  'role_changed',
  'person_banned',
  'person_unbanned',
  'two_factor',
] as const
export type NotificationKind = (typeof notificationKinds)[number]

export const notificationFilters = ['all', 'unread'] as const
export type NotificationFilter = (typeof notificationFilters)[number]

/** Heartbeats keep proxies from closing an idle stream; the client reconnects after this long. */
export const STREAM_HEARTBEAT_SECONDS = 25
export const STREAM_RETRY_MS = 3000
