/** Locale and time zone of the absolute formats; the person's own unless a test pins them. */
export type DateFormatOptions = { locale?: string; timeZone?: string }

/**
 * What the formats of format.ts assume when a call does not say: the runtime's locale, time zone and
 * clock. The server renders the dashboard for the browser's locale and time zone, and the browser
 * hydrates it as the server formatted it (decision 010): both set them here for that render. (A
 * module of its own: the app's entry sets them without loading the formats.)
 */
export let assumed: DateFormatOptions & { now?: number } = {}

export function assumeForRender(options: DateFormatOptions & { now?: number }): void {
  assumed = options
}
