import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'

/**
 * A thin line that moves while the next answer loads over what is shown (a list's rows, the search
 * palette's results). Its place is kept when idle, so nothing below jumps; screen readers hear the
 * wait from the list's aria-busy or a status, not from it.
 */
export function BusyLine({ isBusy }: { isBusy: boolean }) {
  return <Box sx={{ height: 2 }}>{isBusy && <LinearProgress aria-hidden sx={{ height: 2 }} />}</Box>
}
