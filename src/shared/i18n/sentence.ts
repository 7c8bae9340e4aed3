// A sentence the server and the client both say (decision 028): a schema's message, an API error's.
// zod and errors carry text, so a sentence travels as a string that names its message and values;
// whoever shows it formats it in the reader's language (formatSentence), and any other string passes
// through as it is. The server formats every sentence before it answers, so no client ever sees one
// unformatted.

/** A message as FormatJS describes it; its English is compiled to a syntax tree in the browser. */
export type SentenceMessage = { id: string; defaultMessage: string | readonly object[] }
export type SentenceValues = Record<string, string | number>

/** What formats a message: react-intl's and @formatjs/intl's IntlShape both are. */
export type MessageFormatter = {
  formatMessage(descriptor: { id: string }, values?: SentenceValues): string
}

const MARK = '\u2060'
const known = new Map<string, SentenceMessage>()

/**
 * A sentence as a string, for a zod schema's message or an error's. FormatJS's CLI extracts the
 * message (`--additional-function-names sentence`), as it does defineMessage's.
 */
export function sentence(message: SentenceMessage, values?: SentenceValues): string {
  if (!known.has(message.id)) known.set(message.id, message)
  return `${MARK}${message.id}${MARK}${values ? JSON.stringify(values) : ''}`
}

/** A string from sentence() in the reader's language; any other string as it is. */
export function formatSentence(intl: MessageFormatter, text: string): string {
  if (!text.startsWith(MARK)) return text
  const end = text.indexOf(MARK, 1)
  const message = end > 0 ? known.get(text.slice(1, end)) : undefined
  if (!message) return text
  let values: SentenceValues | undefined
  try {
    values = end + 1 < text.length ? (JSON.parse(text.slice(end + 1)) as SentenceValues) : undefined
  } catch {
    return text
  }
  return intl.formatMessage(message, values)
}
