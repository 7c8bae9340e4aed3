import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache'
import type { Direction } from '#shared/look.ts'

// Emotion's caches, one per direction (decision 027): a right-to-left page's styles go through MUI's
// stylis plugin, which turns every left into a right (margins, paddings, positions, borders). Each
// cache has its own key, so that the styles the server rendered for a direction are the ones the
// browser's cache of that direction takes over.

export const EMOTION_KEYS: Record<Direction, string> = { ltr: 'css', rtl: 'rtl' }

// Emotion writes <style> elements; the server's CSP allows them only with the
// per-response nonce it puts on <meta property="csp-nonce"> (Vite's html.cspNonce, plugins/client.ts).
function readNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined
  return nonce && !nonce.startsWith('__') ? nonce : undefined
}

const nonce = readNonce()

export const ltrCache = createCache({ key: EMOTION_KEYS.ltr, nonce, prepend: true })

let rtlCache: EmotionCache | undefined

/** The right-to-left cache, once loaded: its plugin is fetched only by someone who reads that way. */
export function loadedRtlCache(): EmotionCache | undefined {
  return rtlCache
}

/**
 * The right-to-left cache's plugins: MUI's alone. Emotion's default prefixer (vendor prefixes) is its
 * own, not exported; stylis's would put its prefixing code in every page's first load, for the
 * prefixes of older browsers (decision 027).
 */
export const rtlStylisPlugins = (rtlPlugin: StylisPlugin): StylisPlugin[] => [rtlPlugin]

export async function loadRtlCache(): Promise<EmotionCache> {
  const { default: rtlPlugin } = await import('@mui/stylis-plugin-rtl')
  rtlCache ??= createCache({
    key: EMOTION_KEYS.rtl,
    nonce,
    prepend: true,
    stylisPlugins: rtlStylisPlugins(rtlPlugin),
  })
  return rtlCache
}
