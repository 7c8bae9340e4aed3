import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'

// A language's messages as the app imports them (decision 028): `virtual:foyer-messages/fr` is
// src/shared/i18n/messages/fr.json with every ICU message parsed into its syntax tree at build time,
// so that the browser formats them without FormatJS's parser (aliased away in vite.config.ts).

// `virtual:foyer-messages/sign-in/fr` is the part of it the sign-in pages use (their own light app,
// decision 007): the ids under SIGN_IN_MESSAGE_PREFIXES.

const PREFIX = 'virtual:foyer-messages/'
const RESOLVED = '\0foyer-messages/'
const SIGN_IN = 'sign-in/'
export const messagesDir = join(import.meta.dirname, '..', 'src', 'shared', 'i18n', 'messages')

/**
 * The ids the sign-in pages format: their own, the password meter's, the sentences of a failed call
 * and of a wait they share with the app, the pages' titles and the shared schemas' sentences. A component test renders each page
 * in every language and fails on a message missing from this part.
 */
export const SIGN_IN_MESSAGE_PREFIXES = [
  'auth.',
  'password-strength.',
  'lib.error.',
  'lib.wait.',
  'page.',
  'schema.',
]

const isSignInMessage = (id: string) => SIGN_IN_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix))

/** The ids only the server formats (its errors, emails and notifications): no page loads them. */
export const SERVER_MESSAGE_PREFIXES = ['server.', 'email.', 'notification.']
const isPageMessage = (id: string) => !SERVER_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix))

/** A catalogue's messages parsed, by id; a message that is not valid ICU stops the build. */
async function compiledMessages(language: string, part: 'all' | 'sign-in') {
  const file = join(messagesDir, `${language}.json`)
  const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([id]) => (part === 'all' ? isPageMessage(id) : isSignInMessage(id)))
      .map(([id, message]) => {
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
      return id.startsWith(PREFIX) && /^(sign-in\/)?[a-z]{2,3}$/.test(id.slice(PREFIX.length))
        ? RESOLVED + id.slice(PREFIX.length)
        : undefined
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined
      const name = id.slice(RESOLVED.length)
      const part = name.startsWith(SIGN_IN) ? 'sign-in' : 'all'
      const language = part === 'sign-in' ? name.slice(SIGN_IN.length) : name
      this.addWatchFile(join(messagesDir, `${language}.json`))
      // JSON.parse of a string literal: faster for the browser to read than the object's literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(await compiledMessages(language, part)))})`
    },
  }
}
