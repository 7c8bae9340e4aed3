import { describe, expect, it } from 'vitest'
import { auditDataSummary, auditEventLabel, personRefLabel } from './audit-events.ts'

describe('auditEventLabel', () => {
  it('uses the label of a known kind and spells out an unknown one', () => {
    expect(auditEventLabel('sign_in_failed')).toBe('Failed sign-in')
    expect(auditEventLabel('user_banned')).toBe('User banned')
    expect(auditEventLabel('impersonation.started')).toBe('Impersonation started')
  })
})

describe('personRefLabel', () => {
  it('names the person, a deleted one, or nobody', () => {
    expect(personRefLabel({ id: 'u1', name: 'Ada Lovelace' })).toBe('Ada Lovelace')
    expect(personRefLabel({ id: 'u1', name: null })).toBe('deleted person')
    expect(personRefLabel(null)).toBe('—')
  })
})

describe('auditDataSummary', () => {
  it('writes the details as one line of text', () => {
    expect(auditDataSummary({ role: 'admin', previous: 'member', count: 2, until: null })).toBe(
      'role: admin, previous: member, count: 2, until: none',
    )
    expect(auditDataSummary({ list: [1, 2], nested: { a: true } })).toBe('list: [1,2], nested: {"a":true}')
    expect(auditDataSummary({})).toBe('')
  })
  it('cuts long details short', () => {
    const summary = auditDataSummary({ reason: 'x'.repeat(500) }, 40)
    expect(summary).toHaveLength(40)
    expect(summary.endsWith('…')).toBe(true)
  })
})
