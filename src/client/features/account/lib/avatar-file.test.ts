import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { AVATAR_MAX_BYTES } from '#shared/account-rules.ts'
import { avatarFileProblem } from './avatar-file.ts'

// No catalogue is loaded here: the messages say their own English.
const intl = createIntl({ locale: 'en' })

describe('avatarFileProblem', () => {
  it('accepts PNG, JPEG and WebP up to the size limit', () => {
    expect(avatarFileProblem(intl, { type: 'image/png', size: 10 })).toBeNull()
    expect(avatarFileProblem(intl, { type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull()
    expect(avatarFileProblem(intl, { type: 'image/webp', size: 1 })).toBeNull()
  })
  it('refuses other types, empty files and files over the limit', () => {
    expect(avatarFileProblem(intl, { type: 'image/gif', size: 10 })).toBe('Choose a PNG, JPEG or WebP image.')
    expect(avatarFileProblem(intl, { type: 'image/svg+xml', size: 10 })).toBe(
      'Choose a PNG, JPEG or WebP image.',
    )
    expect(avatarFileProblem(intl, { type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'Choose an image of at most 2 MB.',
    )
    expect(avatarFileProblem(intl, { type: 'image/png', size: 0 })).toBe('This file is empty.')
  })
})
