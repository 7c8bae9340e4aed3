import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// MUI 9's Typography takes a palette colour ('error') or textPrimary / textSecondary / textDisabled
// as its `color`; a palette path ('text.secondary', a system prop until MUI 7) is ignored without a
// word, and the text comes out in the inherited colour. Every secondary text of the app did, until
// 2026-11-24.

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return path.endsWith('.tsx') ? [path] : []
  })
}

describe('Typography colours', () => {
  it('are never given as a palette path, which MUI 9 ignores', () => {
    const misses: string[] = []
    for (const file of sources(join(import.meta.dirname, '..'))) {
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(/color="([a-z]+\.[a-zA-Z]+)"/g)) {
        const tag = /<([A-Za-z.]+)[^<]*$/.exec(text.slice(0, match.index))?.[1]
        if (tag === 'Typography') misses.push(`${file}: color="${match[1]}"`)
      }
    }
    expect(misses).toEqual([])
  })
})
