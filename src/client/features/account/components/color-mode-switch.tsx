import Stack from '@mui/material/Stack'
import { useColorScheme } from '@mui/material/styles'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useSWRConfig } from 'swr'
import { fetchJson } from '#client/lib/fetch-json.ts'
import { apiPaths } from '#shared/api-paths.ts'
import { COLOR_MODES, type ColorMode, DEFAULT_COLOR_MODE, isColorMode } from '#shared/appearance.ts'
import type { Me } from '#shared/auth.ts'

const labels: Record<ColorMode, string> = { light: 'Light', dark: 'Dark', system: 'System' }

/**
 * Light, dark or as the system (decision 026): MUI's provider applies it at once and keeps it for
 * this device; the server keeps it for the person, so their other devices follow.
 */
export function ColorModeSwitch() {
  const { mode, setMode } = useColorScheme()
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
      setFailure(`The theme was not saved. ${error instanceof Error ? error.message : 'Try again.'}`)
    }
  }
  return (
    <Stack sx={{ px: 2.5, py: 1.5, gap: 0.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="color-mode-label" variant="subtitle1" component="p">
          Theme
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
              {labels[name]}
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
