import { describe, expect, it } from 'vitest'
import { AVATAR_MAX_BYTES } from '#shared/account-rules.ts'
import { avatarFileProblem } from './avatar-file.ts'

describe('avatarFileProblem', () => {
  it('accepts PNG, JPEG and WebP up to the size limit', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 10 })).toBeNull()
    expect(avatarFileProblem({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull()
    expect(avatarFileProblem({ type: 'image/webp', size: 1 })).toBeNull()
  })
  it('refuses other types, empty files and files over the limit', () => {
    expect(avatarFileProblem({ type: 'image/gif', size: 10 })).toBe('Choose a PNG, JPEG or WebP image.')
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('Choose a PNG, JPEG or WebP image.')
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'Choose an image of at most 2 MB.',
    )
    expect(avatarFileProblem({ type: 'image/png', size: 0 })).toBe('This file is empty.')
  })
})
