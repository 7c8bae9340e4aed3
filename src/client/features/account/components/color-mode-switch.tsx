import Stack from '@mui/material/Stack'
import { useColorScheme } from '@mui/material/styles'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { useSWRConfig } from 'swr'
import { failureReason } from '#client/lib/failure-reason.ts'
import { fetchJson } from '#client/lib/fetch-json.ts'
import { apiPaths } from '#shared/api-paths.ts'
import { COLOR_MODES, type ColorMode, DEFAULT_COLOR_MODE, isColorMode } from '#shared/appearance.ts'
import type { Me } from '#shared/auth.ts'

const messages = defineMessages({
  light: { id: 'color-mode.light', defaultMessage: 'Light' },
  dark: { id: 'color-mode.dark', defaultMessage: 'Dark' },
  system: { id: 'color-mode.system', defaultMessage: 'System' },
  theme: { id: 'color-mode.theme', defaultMessage: 'Theme' },
})
const notSaved = defineMessage<{ reason: string }>({
  id: 'color-mode.not-saved',
  defaultMessage: 'The theme was not saved. {reason}',
})

/**
 * Light, dark or as the system (decision 026): MUI's provider applies it at once and keeps it for
 * this device; the server keeps it for the person, so their other devices follow.
 */
export function ColorModeSwitch() {
  const { mode, setMode } = useColorScheme()
  const intl = useIntl()
  const { mutate } = useSWRConfig()
  const [failure, setFailure] = useState('')
  const choose = async (next: ColorMode) => {
    const before = mode ?? DEFAULT_COLOR_MODE
    // The person's answer first: the layout follows it (use-person-color-mode.ts).
    await mutate<Me>(apiPaths.me, (me) => (me ? { ...me, colorMode: next } : me), { revalidate: false })
    setMode(next)
    setFailure('')
    try {
      await fetchJson(apiPaths.accountAppearance, {
        method: 'PUT',
        body: JSON.stringify({ colorMode: next }),
      })
    } catch (error) {
      await mutate<Me>(apiPaths.me, (me) => (me ? { ...me, colorMode: before } : me), { revalidate: false })
      setMode(before)
      setFailure(intl.formatMessage(notSaved, { reason: failureReason(intl, error) }))
    }
  }
  return (
    <Stack sx={{ px: 2.5, py: 1.5, gap: 0.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="color-mode-label" variant="subtitle1" component="p">
          {intl.formatMessage(messages.theme)}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode ?? DEFAULT_COLOR_MODE}
          aria-labelledby="color-mode-label"
          onChange={(_event, value: unknown) => {
            if (isColorMode(value)) void choose(value)
          }}
        >
          {COLOR_MODES.map((name) => (
            <ToggleButton key={name} value={name} sx={{ textTransform: 'none', px: 1.5 }}>
              {intl.formatMessage(messages[name])}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {failure && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.dark' }}>
          {failure}
        </Typography>
      )}
    </Stack>
  )
}
