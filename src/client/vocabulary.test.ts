import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { vocabulary } from '#shared/vocabulary.ts'

/** The sources whose words people read: the client, the server's messages and emails. */
async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const files = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return sourceFiles(path)
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
    }),
  )
  return files.flat()
}

/** The file without its comments (a comment may quote a word to avoid, as this module's does). */
function withoutComments(text: string): string {
  return text.replaceAll(/\/\*[\s\S]*?\*\//g, '').replaceAll(/(^|[^:'"`])\/\/.*$/gm, '$1')
}

describe('the vocabulary', () => {
  it('is what every screen and message says: no word it avoids appears in the sources', async () => {
    const files = [
      ...(await sourceFiles('src/client')),
      ...(await sourceFiles('src/server')),
      ...(await sourceFiles('src/shared')),
    ].filter((path) => !path.endsWith('vocabulary.ts'))
    const found: string[] = []
    for (const path of files) {
      const text = withoutComments(await readFile(path, 'utf8'))
      for (const entry of vocabulary)
        for (const word of entry.avoid) {
          // Search keywords may list the words people type: they find the app's own word.
          const pattern = new RegExp(`(?<!keywords: \\[[^\\]]*)\\b${word}\\b`, 'i')
          if (pattern.test(text)) found.push(`${path}: “${word}” (say ${entry.use})`)
        }
    }
    expect(found).toEqual([])
  })
})
