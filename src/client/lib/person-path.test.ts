import { describe, expect, it } from 'vitest'
import { notificationPath, personPagePath } from './person-path.ts'

describe('personPagePath', () => {
  it('leads an administrator to the admin page and anyone else to the public profile', () => {
    expect(personPagePath('a b', 'admin')).toBe('/admin/users/a%20b')
    expect(personPagePath('a b', 'member')).toBe('/people/a%20b')
    expect(personPagePath('a', undefined)).toBe('/people/a')
  })
})

describe('notificationPath', () => {
  it('turns a link to a public profile into the admin page for an administrator only', () => {
    expect(notificationPath('/people/u7', 'admin')).toBe('/admin/users/u7')
    expect(notificationPath('/people/u7', 'member')).toBe('/people/u7')
  })

  it('leaves every other link as it is', () => {
    expect(notificationPath('/account/profile', 'admin')).toBe('/account/profile')
    expect(notificationPath('/people/u7/avatar', 'admin')).toBe('/people/u7/avatar')
  })
})
