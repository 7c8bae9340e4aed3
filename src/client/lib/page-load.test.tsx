import { describe, expect, it } from 'vitest'
import { isLeavingPage, pageLoad } from './page-load.ts'

describe('A page load', () => {
  it('marks the page as leaving until it is shown again from the back-forward cache', () => {
    expect(isLeavingPage()).toBe(false)
    // jsdom cannot load pages: the call is what counts here.
    try {
      pageLoad.assign('/free/login')
    } catch {}
    expect(isLeavingPage()).toBe(true)
    // A first showing is not a return.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }))
    expect(isLeavingPage()).toBe(true)
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    expect(isLeavingPage()).toBe(false)
  })
})
