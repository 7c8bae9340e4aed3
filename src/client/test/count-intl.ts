import { vi } from 'vitest'

/**
 * Counts the Intl.DateTimeFormat made from now on (each would cost a browser a format of its own, the
 * first one starting its ICU); undone by vi.unstubAllGlobals().
 */
export function countDateTimeFormats(): { made: number } {
  const counter = { made: 0 }
  const Original = Intl.DateTimeFormat
  vi.stubGlobal('Intl', {
    ...Intl,
    DateTimeFormat: class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args)
        counter.made++
      }
    },
  })
  return counter
}
