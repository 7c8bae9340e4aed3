import CloseOutlinedIcon from '@ant-design/icons-svg/es/asn/CloseOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId, useState } from 'react'
import { useSWRConfig } from 'swr'
import { antIcon } from '#client/components/ant-icon.tsx'
import { ColorModeSwitch } from '#client/features/account/components/color-mode-switch.tsx'
import { useKnownMe } from '#client/features/auth/api/auth-api.ts'
import { useMenuMaster } from '#client/features/menu/api/use-menu-master.ts'
import { fetchJson } from '#client/lib/fetch-json.ts'
import { loadRtlCache } from '#client/theme/emotion-caches.ts'
import { presetPrimaries } from '#client/theme/presets.ts'
import { FONT_STACKS } from '#client/theme/typography.ts'
import { apiPaths } from '#shared/api-paths.ts'
import type { Me } from '#shared/auth.ts'
import { DRAWER_OPEN_MIN_WIDTH } from '#shared/constants.ts'
import {
  type AppearanceUpdate,
  DEFAULT_LOOK,
  DIRECTION_NAMES,
  DIRECTIONS,
  FONT_NAMES,
  FONTS,
  type Font,
  LAYOUT_WIDTHS,
  LOOK_KEYS,
  type Look,
  PRESET_COLORS,
  PRESET_NAMES,
  type PresetColor,
  WIDTH_NAMES,
} from '#shared/look.ts'
import { CUSTOMIZER_ID } from './customizer-button.tsx'

const CloseOutlined = antIcon(CloseOutlinedIcon)

const PANEL_WIDTH = 340

function Section({ title, children }: { title: string; children: (labelId: string) => ReactNode }) {
  const labelId = useId()
  return (
    <Stack component="section" aria-labelledby={labelId} sx={{ px: 2.5, py: 1.5, gap: 1 }}>
      <Typography id={labelId} variant="subtitle1" component="h3">
        {title}
      </Typography>
      {children(labelId)}
    </Stack>
  )
}

/** A change of the look: shown at once, stored for the person, put back if the server refuses it. */
function useLookChange() {
  const { data: me } = useKnownMe()
  const { mutate } = useSWRConfig()
  const { setDrawerOpen } = useMenuMaster()
  const [failure, setFailure] = useState('')
  const look = me?.look ?? DEFAULT_LOOK
  const apply = async (next: Look, hasOwnLook: boolean) => {
    // The right-to-left styles' plugin first, so that the page turns in one step.
    if (next.direction === 'rtl') await loadRtlCache()
    await mutate<Me>(apiPaths.me, (current) => (current ? { ...current, look: next, hasOwnLook } : current), {
      revalidate: false,
    })
    if (next.miniDrawer !== look.miniDrawer && window.innerWidth >= DRAWER_OPEN_MIN_WIDTH)
      setDrawerOpen(!next.miniDrawer)
  }
  const save = async (update: AppearanceUpdate, next: Look) => {
    const before = { look, hasOwnLook: me?.hasOwnLook ?? false }
    setFailure('')
    await apply(
      next,
      Object.values(update).some((value) => value !== null),
    )
    try {
      await fetchJson(apiPaths.accountAppearance, { method: 'PUT', body: JSON.stringify(update) })
      // The server resolves what the instance's defaults give (after a reset).
      await mutate(apiPaths.me)
    } catch (error) {
      await apply(before.look, before.hasOwnLook)
      setFailure(`The change was not saved. ${error instanceof Error ? error.message : 'Try again.'}`)
    }
  }
  const change = <K extends keyof Look>(key: K, value: Look[K]) => {
    if (look[key] !== value) void save({ [key]: value }, { ...look, [key]: value })
  }
  const reset = () =>
    void save(Object.fromEntries(LOOK_KEYS.map((key) => [key, null])) as AppearanceUpdate, look)
  return { look, hasOwnLook: me?.hasOwnLook ?? false, change, reset, failure }
}

/** One of a few choices, side by side (MUI's toggle buttons, one always pressed). */
function ChoiceButtons<T extends string>({
  labelId,
  values,
  names,
  value,
  onChange,
}: {
  labelId: string
  values: readonly T[]
  names: Record<T, string>
  value: T
  onChange: (value: T) => void
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      fullWidth
      aria-labelledby={labelId}
      value={value}
      onChange={(_event, next: T | null) => next && onChange(next)}
    >
      {values.map((choice) => (
        <ToggleButton key={choice} value={choice} sx={{ textTransform: 'none' }}>
          {names[choice]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}

function Swatch({ preset }: { preset: PresetColor }) {
  const { light, dark } = presetPrimaries[preset]
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: 20,
        height: 20,
        borderRadius: '50%',
        bgcolor: light.main,
        border: 1,
        borderColor: 'divider',
        ...theme.applyStyles('dark', { bgcolor: dark.main }),
      })}
    />
  )
}

/**
 * The customizer (decision 027): the colour mode, a primary colour, a font, the direction, the
 * layout's width and the drawer's first state, each applied at once and kept for the person; a
 * choice they did not make follows the instance's default, which an administrator sets.
 */
export function CustomizerPanel({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { look, hasOwnLook, change, reset, failure } = useLookChange()
  const titleId = useId()
  return (
    <Drawer
      anchor="right"
      open={isOpen}
      onClose={onClose}
      slotProps={{
        paper: {
          id: CUSTOMIZER_ID,
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: PANEL_WIDTH, maxWidth: '100%' },
        } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 2 }}>
        <Typography id={titleId} variant="h5" component="h2">
          Customize
        </Typography>
        <IconButton aria-label="Close the customizer" onClick={onClose} sx={{ color: 'text.primary' }}>
          <CloseOutlined aria-hidden />
        </IconButton>
      </Stack>
      <Divider />
      {failure && (
        <Alert severity="error" role="alert" sx={{ mx: 2.5, mt: 2 }}>
          {failure}
        </Alert>
      )}
      <ColorModeSwitch />
      <Section title="Primary colour">
        {(labelId) => (
          <RadioGroup
            aria-labelledby={labelId}
            value={look.preset}
            onChange={(_event, value) => change('preset', value as PresetColor)}
            sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}
          >
            {PRESET_COLORS.map((preset) => (
              <FormControlLabel
                key={preset}
                value={preset}
                control={<Radio size="small" />}
                label={
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                    <Swatch preset={preset} />
                    {PRESET_NAMES[preset]}
                  </Stack>
                }
              />
            ))}
          </RadioGroup>
        )}
      </Section>
      <Section title="Font">
        {(labelId) => (
          <RadioGroup
            aria-labelledby={labelId}
            value={look.font}
            onChange={(_event, value) => change('font', value as Font)}
          >
            {FONTS.map((font) => (
              <FormControlLabel
                key={font}
                value={font}
                control={<Radio size="small" />}
                // Each name in its own font once chosen: the others' files are not fetched for a label.
                label={
                  <Box
                    component="span"
                    sx={{ fontFamily: font === look.font ? FONT_STACKS[font] : undefined }}
                  >
                    {FONT_NAMES[font]}
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        )}
      </Section>
      <Section title="Direction">
        {(labelId) => (
          <ChoiceButtons
            labelId={labelId}
            values={DIRECTIONS}
            names={DIRECTION_NAMES}
            value={look.direction}
            onChange={(direction) => change('direction', direction)}
          />
        )}
      </Section>
      <Section title="Layout">
        {(labelId) => (
          <ChoiceButtons
            labelId={labelId}
            values={LAYOUT_WIDTHS}
            names={WIDTH_NAMES}
            value={look.width}
            onChange={(width) => change('width', width)}
          />
        )}
      </Section>
      <Section title="Menu">
        {() => (
          <FormControlLabel
            control={
              <Switch
                checked={look.miniDrawer}
                onChange={(_event, checked) => change('miniDrawer', checked)}
              />
            }
            label="Start with the menu collapsed to its icons"
          />
        )}
      </Section>
      <Divider sx={{ mt: 1 }} />
      <Stack sx={{ px: 2.5, py: 2, gap: 1 }}>
        <Button variant="outlined" disabled={!hasOwnLook} onClick={reset}>
          Use the instance’s defaults
        </Button>
        <Typography variant="body2" color="textSecondary">
          {hasOwnLook
            ? 'Your choices are kept for your account, on every device.'
            : 'You follow the defaults your administrators set for everyone.'}
        </Typography>
      </Stack>
    </Drawer>
  )
}
