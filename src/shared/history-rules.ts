// The kinds of events of the security log, their labels, and the size of a page of a list (History,
// the audit log, notifications): no schema, so the browser's first load can import them (decision 001).

/** The events of the security log a person sees in History (and the administration's audit log). */
export const auditKinds = [
  'sign_up',
  'sign_in',
  'sign_in_failed',
  'sign_in_throttled',
  'sign_out',
  'password_reset_requested',
  'password_reset',
  'password_changed',
  'email_change_requested',
  'email_changed',
  'email_verified',
  'profile_updated',
  'session_revoked',
  'sessions_revoked',
  'account_exported',
  'account_deleted',
  'role_changed',
  'banned',
  'unbanned',
  'sessions_revoked_by_admin',
  'password_reset_sent',
  'person_deleted',
  'invitation_sent',
  'invitation_accepted',
  'impersonation_started',
  'impersonation_stopped',
] as const
export type AuditKind = (typeof auditKinds)[number]

export const auditKindLabels: Record<AuditKind, string> = {
  sign_up: 'Account created',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_in_throttled: 'Sign-in throttled',
  sign_out: 'Signed out',
  password_reset_requested: 'Password reset requested',
  password_reset: 'Password reset',
  password_changed: 'Password changed',
  email_change_requested: 'Email change requested',
  email_changed: 'Email changed',
  email_verified: 'Email verified',
  profile_updated: 'Profile updated',
  session_revoked: 'Session revoked',
  sessions_revoked: 'Other sessions revoked',
  account_exported: 'Data downloaded',
  account_deleted: 'Account deleted',
  role_changed: 'Role changed',
  banned: 'Banned',
  unbanned: 'Ban lifted',
  sessions_revoked_by_admin: 'Signed out everywhere by an administrator',
  password_reset_sent: 'Password reset email sent by an administrator',
  person_deleted: 'Deleted by an administrator',
  invitation_sent: 'Invitation sent',
  invitation_accepted: 'Invitation accepted',
  impersonation_started: 'Impersonation started',
  impersonation_stopped: 'Impersonation stopped',
}

/** Pages are numbered from 1; limits are 1 to MAX_PAGE_LIMIT. */
export const MAX_PAGE_LIMIT = 100
export const DEFAULT_PAGE_LIMIT = 20
