import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl'
import type { FastifyRequest } from 'fastify'
import ar from '#shared/i18n/messages/ar.json' with { type: 'json' }
import de from '#shared/i18n/messages/de.json' with { type: 'json' }
import fr from '#shared/i18n/messages/fr.json' with { type: 'json' }
import { formatSentence } from '#shared/i18n/sentence.ts'
import { isLanguage, type Language, languageFor, languageOfAcceptLanguage } from '#shared/languages.ts'

// The server's words in the reader's language (decision 028): API errors, the sentences of the
// shared schemas, emails and notifications. English is the code's own (each message's
// defaultMessage); the other languages come from the catalogues the client uses.

const catalogues: Record<Exclude<Language, 'en'>, Record<string, string>> = { fr, de, ar }
const cache = createIntlCache()
const intls = new Map<Language, IntlShape>()

/** One formatter per language, made on first use. */
export function intlFor(language: Language): IntlShape {
  let intl = intls.get(language)
  if (!intl) {
    intl = createIntl(
      {
        locale: language,
        defaultLocale: 'en',
        messages: language === 'en' ? {} : catalogues[language],
        // A message missing from a catalogue falls back to English; catalogues.test.ts keeps them whole.
        onError: () => {},
        // Dates in emails and notifications (a ban's end) are in UTC, and say so: the server does not
        // know the reader's time zone. Named formats only ({date, date, long}): skeletons ignore it.
        timeZone: 'UTC',
      },
      cache,
    )
    intls.set(language, intl)
  }
  return intl
}

/** A request's language: `chosen` (a person's choice, when they made one), else the browser's. */
export function languageOfRequest(request: FastifyRequest, chosen: unknown): Language {
  return recipientLanguage(chosen, languageOfAcceptLanguage(request.headers['accept-language']))
}

/** The language a request is answered in: the signed-in person's choice, else the browser's. */
export function requestLanguage(request: FastifyRequest): Language {
  return languageOfRequest(request, request.sessionUser?.user.language)
}

/**
 * The language of a message to a person (an email, a notification), the one rule for them all: the
 * language they chose; else `fallback`, the language of the request that caused the message (their
 * own when they asked: a forgotten password, a sign-up, an email change; an administrator's when one
 * acted on them); else (the command line, a background job: null) English.
 */
export function recipientLanguage(chosen: unknown, fallback: Language | null): Language {
  return languageFor(isLanguage(chosen) ? chosen : null, fallback)
}

/** A string that may be a shared sentence, in the request's language. */
export function formatFor(request: FastifyRequest, text: string): string {
  return formatSentence(intlFor(requestLanguage(request)), text)
}
