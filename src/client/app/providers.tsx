import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { theme } from '#client/theme/index.ts'

// Emotion writes <style> elements; the server's CSP allows them only with the
// per-response nonce it puts on <meta property="csp-nonce"> (Vite's html.cspNonce, plugins/client.ts).
function readNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined
  return nonce && !nonce.startsWith('__') ? nonce : undefined
}

const nonce = readNonce()
const emotionCache = createCache({ key: 'css', nonce, prepend: true })

export function Providers({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme} defaultMode="light">
        <CssBaseline />
        <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>{children}</SWRConfig>
      </ThemeProvider>
    </CacheProvider>
  )
}
