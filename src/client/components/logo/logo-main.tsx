import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { LogoIcon } from './logo-icon.tsx'

/** The full logo: the mark and the "Foyer" wordmark. */
export function LogoMain() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <LogoIcon />
      <Typography
        component="span"
        variant="h3"
        sx={{ color: 'text.primary', fontWeight: 'fontWeightBold', letterSpacing: '-0.01em' }}
      >
        Foyer
      </Typography>
    </Stack>
  )
}
