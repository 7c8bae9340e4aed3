import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'

// A language's messages as the app imports them (decision 028): `virtual:foyer-messages/fr` is
// src/client/i18n/messages/fr.json with every ICU message parsed into its syntax tree at build time,
// so that the browser formats them without FormatJS's parser (aliased away in vite.config.ts).

const PREFIX = 'virtual:foyer-messages/'
const RESOLVED = '\0foyer-messages/'
export const messagesDir = join(import.meta.dirname, '..', 'src', 'client', 'i18n', 'messages')

/** A catalogue's messages parsed, by id; a message that is not valid ICU stops the build. */
async function compiledMessages(language: string) {
  const file = join(messagesDir, `${language}.json`)
  const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [id, parse(message)]
      } catch (error) {
        throw new Error(`${language}.json, ${id}: ${(error as Error).message}`)
      }
    }),
  )
}

export function foyerMessages(): Plugin {
  return {
    name: 'foyer-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) && /^[a-z]{2,3}$/.test(id.slice(PREFIX.length))
        ? RESOLVED + id.slice(PREFIX.length)
        : undefined
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined
      const language = id.slice(RESOLVED.length)
      this.addWatchFile(join(messagesDir, `${language}.json`))
      // JSON.parse of a string literal: faster for the browser to read than the object's literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(await compiledMessages(language)))})`
    },
  }
}
