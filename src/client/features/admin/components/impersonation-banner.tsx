import UserSwitchOutlinedIcon from '@ant-design/icons-svg/es/asn/UserSwitchOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import visuallyHidden from '@mui/utils/visuallyHidden'
import { useState } from 'react'
import { defineMessage, FormattedMessage, useIntl } from 'react-intl'
import { antIcon } from '#client/components/ant-icon.tsx'
import { formatClockTime, formatDateTime } from '#client/lib/format.ts'
import type { Me } from '#shared/auth.ts'
import { stopImpersonating } from '../api/admin-api.ts'
import { actionErrorMessage } from '../lib/person-actions.ts'

const UserSwitchOutlined = antIcon(UserSwitchOutlinedIcon)

const label = defineMessage({ id: 'admin.impersonation.label', defaultMessage: 'Impersonation' })

/**
 * While an administrator acts as someone, every page says so above its content, with who
 * started it, when it ends, and a way to stop: the app then loads afresh as the administrator.
 */
export function ImpersonationBanner({ me }: { me: Me | null | undefined }) {
  const [isStopping, setIsStopping] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const intl = useIntl()
  const impersonation = me?.impersonation
  if (!me || !impersonation) return null

  const stop = async () => {
    setIsStopping(true)
    setError(null)
    try {
      // A full page load follows: stay busy until it replaces the page.
      await stopImpersonating()
    } catch (caught) {
      setError(actionErrorMessage(intl, caught))
      setIsStopping(false)
    }
  }

  return (
    <Box
      role="region"
      aria-label={intl.formatMessage(label)}
      sx={{
        mb: 2,
        px: 2,
        py: 1.5,
        borderRadius: 2,
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
        <Box sx={{ fontSize: '1.25rem', display: 'flex' }}>
          <UserSwitchOutlined aria-hidden />
        </Box>
        <Typography sx={{ flex: 1, fontWeight: 500 }}>
          <FormattedMessage
            id="admin.impersonation.acting-as"
            defaultMessage="You are acting as <strong>{name}</strong>. {administrator} started this; it ends at {time}."
            values={{
              name: me.name,
              administrator: impersonation.administratorName,
              time: (
                <time dateTime={impersonation.endsAt} title={formatDateTime(impersonation.endsAt)}>
                  {formatClockTime(impersonation.endsAt)}
                </time>
              ),
              strong: (chunks) => <strong>{chunks}</strong>,
            }}
          />
        </Typography>
        <Button
          variant="contained"
          onClick={() => void stop()}
          loading={isStopping}
          aria-busy={isStopping}
          sx={{
            bgcolor: 'warning.contrastText',
            color: 'warning.main',
            '&:hover': { bgcolor: 'warning.darker' },
            alignSelf: { xs: 'flex-start', sm: 'center' },
          }}
        >
          <FormattedMessage
            id="admin.impersonation.stop"
            defaultMessage="Stop <hidden>acting as {name}</hidden>"
            values={{
              name: me.name,
              hidden: (chunks) => (
                <Box component="span" sx={visuallyHidden}>
                  {chunks}
                </Box>
              ),
            }}
          />
        </Button>
      </Stack>
      {error && (
        <Typography role="alert" sx={{ mt: 1, fontWeight: 600 }}>
          {error}
        </Typography>
      )}
    </Box>
  )
}
