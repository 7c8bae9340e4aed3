import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { auditDetails, auditEventLabel, personRefLabel, targetLabel } from './audit-events.ts'

const intl = createIntl({ locale: 'en' })

describe('auditEventLabel', () => {
  it('uses the label of a known kind and spells out an unknown one', () => {
    expect(auditEventLabel(intl, 'sign_in_failed')).toBe('Failed sign-in')
    expect(auditEventLabel(intl, 'user_banned')).toBe('User banned')
    expect(auditEventLabel(intl, 'impersonation.started')).toBe('Impersonation started')
  })
})

describe('targetLabel', () => {
  it('names a person as personRefLabel does, and a record by its type and title', () => {
    expect(targetLabel(intl, { target: { id: 'u1', name: 'Ada Lovelace' }, targetType: null })).toBe(
      'Ada Lovelace',
    )
    expect(targetLabel(intl, { target: { id: 'u1', name: null }, targetType: null })).toBe('deleted person')
    // A resource this build does not define (removed since) reads by its name.
    expect(targetLabel(intl, { target: { id: 'r1', name: 'Apollo' }, targetType: 'retired_projects' })).toBe(
      'retired_projects: Apollo',
    )
    expect(targetLabel(intl, { target: { id: 'r1', name: null }, targetType: 'retired_projects' })).toBe(
      'retired_projects',
    )
  })
})

describe('personRefLabel', () => {
  it('names the person, a deleted one, or nobody', () => {
    expect(personRefLabel(intl, { id: 'u1', name: 'Ada Lovelace' })).toBe('Ada Lovelace')
    expect(personRefLabel(intl, { id: 'u1', name: null })).toBe('deleted person')
    expect(personRefLabel(intl, null)).toBe('—')
  })
})

describe('auditDetails', () => {
  it('says each detail as a sentence, with roles and dates as people read them', () => {
    expect(auditDetails(intl, 'role_changed', { from: 'admin', to: 'member' })).toBe(
      'Role: Administrator → Member',
    )
    expect(auditDetails(intl, 'email_changed', { from: 'a@example.org', to: 'b@example.org' })).toBe(
      'Email: a@example.org → b@example.org',
    )
    expect(
      auditDetails(intl, 'banned', { reason: 'Spam', until: null, reasonShown: false, sessionsEnded: 2 }),
    ).toBe('Reason: “Spam”; No end date; The reason is not shown to them; Sessions ended: 2')
    expect(auditDetails(intl, 'invitation_sent', { email: 'grace@example.org', role: 'member' })).toBe(
      'Email: grace@example.org; Role: Member',
    )
    expect(auditDetails(intl, 'invitation_accepted', { role: 'admin' })).toBe('Joined as Administrator')
    expect(auditDetails(intl, 'sign_in_failed', { failures: 3 })).toBe('Failed attempts in a row: 3')
    expect(auditDetails(intl, 'sign_up', { becameAdministrator: true })).toBe(
      'Became the administrator (the first account)',
    )
  })
  it('spells out a detail it has no sentence for, and cuts long details short', () => {
    expect(auditDetails(intl, 'custom', { sessionsKept: 1, nested: { a: true } })).toBe(
      'Sessions kept: 1; Nested: {"a":true}',
    )
    expect(auditDetails(intl, 'x', {})).toBe('')
    const long = auditDetails(intl, 'banned', { reason: 'x'.repeat(500) }, 40)
    expect(long).toHaveLength(40)
    expect(long.endsWith('…')).toBe(true)
  })
})
