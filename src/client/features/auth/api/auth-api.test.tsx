import { afterEach, describe, expect, it, vi } from 'vitest'
import { readPersonal, writePersonal } from '#client/lib/personal-storage.ts'
import { jsonResponse, mockFetch } from '#client/test/mock-fetch.ts'
import { signOut } from './auth-api.ts'

afterEach(() => vi.unstubAllGlobals())

describe('signOut', () => {
  it("forgets the person's recent palette choices (names, emails), even when the server cannot answer", async () => {
    for (const answer of [() => jsonResponse(200, { ok: true }), () => jsonResponse(503, {})]) {
      writePersonal('search-recent', 'ada', [{ label: 'Grace Hopper', detail: 'grace@example.org' }])
      mockFetch({ 'POST /api/auth/sign-out': answer })
      const then = vi.fn()
      await signOut(then).catch(() => {})
      expect(readPersonal('search-recent', 'ada')).toBeUndefined()
      expect(localStorage.length).toBe(0)
    }
  })
})
