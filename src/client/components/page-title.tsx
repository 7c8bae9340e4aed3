import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** The one h1 of a page. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h4" component="h1" sx={{ mb: 2.5 }}>
      {children}
    </Typography>
  )
}
