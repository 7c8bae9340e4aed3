import { describe, expect, it } from 'vitest'
import { IMPERSONATION_SECONDS } from './admin-rules.ts'

describe('the impersonation limit', () => {
  it('is the hour the database enforces', () => {
    expect(
      IMPERSONATION_SECONDS,
      'migration 0010 caps an impersonation at one hour in the database: changing this needs a new migration that changes the session_cap_impersonation trigger',
    ).toBe(3600)
  })
})
