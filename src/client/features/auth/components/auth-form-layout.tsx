import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { AuthCard } from '#client/components/auth-card.tsx'

/** An auth screen: the card, its one h1 on the left and a link (Register, Login...) on the right. */
export function AuthFormLayout({
  title,
  aside,
  children,
}: {
  title: string
  aside?: ReactNode
  children: ReactNode
}) {
  return (
    <AuthCard>
      <Stack
        direction="row"
        sx={{
          justifyContent: 'space-between',
          alignItems: 'baseline',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 1,
          mb: 3,
        }}
      >
        <Typography variant="h3" component="h1">
          {title}
        </Typography>
        {aside}
      </Stack>
      {children}
    </AuthCard>
  )
}

/** The full-width primary button of a form: disabled, with a spinner and aria-busy, while it sends. */
export function SubmitButton({ isPending, children }: { isPending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disableElevation
      loading={isPending}
      aria-busy={isPending}
    >
      {children}
    </Button>
  )
}
