/** Locale and time zone of the absolute formats; the person's own unless a test pins them. */
export type DateFormatOptions = { locale?: string; timeZone?: string }

/**
 * What the formats of format.ts assume when a call does not say: the runtime's locale, time zone and
 * clock. The server renders the dashboard for the browser's locale and time zone, and the browser
 * hydrates it as the server formatted it (decision 010): both set them here for that render. (A
 * module of its own: the app's entry sets them without loading the formats.)
 *
 * `written`: texts of Intl formats, by format and value. The server records what its render wrote
 * (`isRecording`); the browser hydrating the page takes the same texts instead of starting its own
 * Intl, whose first use loads ICU's data (a long task, longer on a
 * phone: decision 010), and which may write a few characters differently.
 */
export type Assumptions = DateFormatOptions & {
  now?: number
  written?: Map<string, string>
  isRecording?: boolean
}

export let assumed: Assumptions = {}

export function assumeForRender(options: Assumptions): void {
  assumed = options
}

/**
 * The language the app is in changed (decision 028): dates and numbers are written in its locale from
 * now on, in the same time zone; the texts written for the former one are dropped.
 */
export function assumeLocale(locale: string): void {
  assumed = { ...assumed, locale, written: undefined, isRecording: false }
}
