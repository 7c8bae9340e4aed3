import { describe, expect, it } from 'vitest'
import { accountSections, currentSection, isAccountPath } from './account-sections.ts'

describe('the account pages’ navigation', () => {
  it('lists the account pages in the menu’s order, with Sessions after Account Settings', () => {
    expect(accountSections(true).map((section) => section.title)).toEqual([
      'Edit Profile',
      'View Profile',
      'Social Profile',
      'Billing',
      'Account Settings',
      'Sessions',
      'Privacy Center',
      'History',
      'Notifications',
    ])
    expect(accountSections(true).find((section) => section.title === 'Sessions')?.to).toBe(
      '/account/settings#sessions',
    )
  })
  it('knows the pages that show it, and which section a location is', () => {
    expect(isAccountPath('/account/history', true)).toBe(true)
    expect(isAccountPath('/notifications', true)).toBe(true)
    expect(isAccountPath('/admin/users', true)).toBe(false)
    const sections = accountSections(true)
    expect(currentSection(sections, '/account/settings', '')?.title).toBe('Account Settings')
    expect(currentSection(sections, '/account/settings', '#sessions')?.title).toBe('Sessions')
    expect(currentSection(sections, '/account/privacy', '')?.title).toBe('Privacy Center')
  })
})
