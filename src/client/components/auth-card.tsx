import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import { MainCard } from './main-card.tsx'

/** The card that holds the Login and Register screens. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <MainCard
      sx={{ width: '100%', maxWidth: 475, boxShadow: (theme) => theme.customShadows.z1 }}
      contentSx={{ p: { xs: 2.5, sm: 4 } }}
    >
      <Box>{children}</Box>
    </MainCard>
  )
}
