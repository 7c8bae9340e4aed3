import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '#shared/languages.ts'
import { messagesDir } from '../../../scripts/messages-plugin.ts'

// Every language's catalogue holds every message the app's code uses, and nothing else (decision
// 028): FormatJS's own CLI extracts the code's messages and verifies the catalogues against English.

const root = join(import.meta.dirname, '..', '..', '..')
const formatjs = join(root, 'node_modules', '@formatjs', 'cli', 'bin', 'formatjs')
/** The command that writes en.json from the code (package.json's i18n:extract says the same). */
const EXTRACT_ARGS = [
  'extract',
  'src/{client,server,shared}/**/*.{ts,tsx}',
  '--additional-function-names',
  'sentence',
  '--preserve-whitespace',
  '--ignore',
  '**/*.test.*',
  '--ignore',
  '**/*.d.ts',
  '--format',
  'simple',
  '--throws',
]

function run(args: string[]) {
  return spawnSync(process.execPath, [formatjs, ...args], { cwd: root, encoding: 'utf8' })
}

/** FormatJS's check of catalogues against English: the same keys, placeholders and plurals. */
const verify = (files: string[]) =>
  run([
    'verify',
    '--source-locale',
    'en',
    '--missing-keys',
    '--extra-keys',
    '--structural-equality',
    ...files,
  ])

const catalogue = (language: string) =>
  JSON.parse(readFileSync(join(messagesDir, `${language}.json`), 'utf8')) as Record<string, string>

describe('the catalogues', () => {
  it('English holds exactly the messages the code uses (npm run i18n:extract writes it)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'foyer-messages-'))
    try {
      const out = join(dir, 'en.json')
      const extracted = run([...EXTRACT_ARGS, '--out-file', out])
      expect(extracted.status, extracted.stderr).toBe(0)
      const used = JSON.parse(readFileSync(out, 'utf8')) as Record<string, string>
      const english = catalogue('en')
      const missing = Object.keys(used).filter((id) => !Object.hasOwn(english, id))
      const unused = Object.keys(english).filter((id) => !Object.hasOwn(used, id))
      expect({ missing, unused }).toEqual({ missing: [], unused: [] })
      expect(english).toEqual(used)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)

  it('every other language has every key, no other, with the same placeholders', () => {
    const english = Object.keys(catalogue('en')).sort()
    for (const language of LANGUAGES)
      expect(Object.keys(catalogue(language)).sort(), language).toEqual(english)
    const verified = verify(LANGUAGES.map((language) => join(messagesDir, `${language}.json`)))
    expect(verified.status, `${verified.stdout}${verified.stderr}`).toBe(0)
  }, 60_000)

  it('fails on a catalogue that misses a key or has one too many', () => {
    // The CLI's own check, shown to fail on what it must catch (a test that cannot fail is none).
    const dir = mkdtempSync(join(tmpdir(), 'foyer-messages-'))
    try {
      writeFileSync(join(dir, 'en.json'), JSON.stringify({ a: 'A {n}', b: 'B' }))
      writeFileSync(join(dir, 'fr.json'), JSON.stringify({ a: 'A', c: 'C' }))
      const verified = verify([join(dir, 'en.json'), join(dir, 'fr.json')])
      expect(verified.status).not.toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
