import type { Theme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'

/**
 * Whether the window is narrower than the small breakpoint: a phone, where lists become cards and
 * the search palette fills the screen. Read at once (noSsr): the server rendered the page for the
 * width class the browser said it has (decision 010), so the first render in the browser agrees
 * with its markup.
 */
export function useIsPhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true })
}
