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
import { defineMessage, defineMessages, type MessageDescriptor, useIntl } from 'react-intl'
import { useSWRConfig } from 'swr'
import { antIcon } from '#client/components/ant-icon.tsx'
import { ColorModeSwitch } from '#client/features/account/components/color-mode-switch.tsx'
import { useKnownMe } from '#client/features/auth/api/auth-api.ts'
import { useMenuMaster } from '#client/features/menu/api/use-menu-master.ts'
import { failureReason } from '#client/lib/failure-reason.ts'
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
  DIRECTIONS,
  FONT_NAMES,
  FONTS,
  type Font,
  LAYOUT_WIDTHS,
  LOOK_KEYS,
  type Look,
  PRESET_COLORS,
  type PresetColor,
} from '#shared/look.ts'
import { CUSTOMIZER_ID } from './customizer-button.tsx'
import { directionNames, presetNames, widthNames } from './look-names.ts'

const CloseOutlined = antIcon(CloseOutlinedIcon)

const PANEL_WIDTH = 340

const messages = defineMessages({
  title: { id: 'customizer.title', defaultMessage: 'Customize' },
  close: { id: 'customizer.close', defaultMessage: 'Close the customizer' },
  primaryColour: { id: 'customizer.primary-colour', defaultMessage: 'Primary colour' },
  font: { id: 'customizer.font', defaultMessage: 'Font' },
  direction: { id: 'customizer.direction', defaultMessage: 'Direction' },
  layout: { id: 'customizer.layout', defaultMessage: 'Layout' },
  menu: { id: 'customizer.menu', defaultMessage: 'Menu' },
  miniDrawer: { id: 'customizer.mini-drawer', defaultMessage: 'Start with the menu collapsed to its icons' },
  useDefaults: { id: 'customizer.use-defaults', defaultMessage: 'Use the instance’s defaults' },
  ownKept: {
    id: 'customizer.own-kept',
    defaultMessage: 'Your choices are kept for your account, on every device.',
  },
  followDefaults: {
    id: 'customizer.follow-defaults',
    defaultMessage: 'You follow the defaults your administrators set for everyone.',
  },
})
const notSaved = defineMessage<{ reason: string }>({
  id: 'customizer.not-saved',
  defaultMessage: 'The change was not saved. {reason}',
})

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
  const intl = useIntl()
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
      setFailure(intl.formatMessage(notSaved, { reason: failureReason(intl, error) }))
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
  names: Record<T, MessageDescriptor>
  value: T
  onChange: (value: T) => void
}) {
  const intl = useIntl()
  const nameOf = (choice: T): string => {
    const message: MessageDescriptor = names[choice]
    return intl.formatMessage(message)
  }
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
          {nameOf(choice)}
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
  const intl = useIntl()
  const t = (message: MessageDescriptor) => intl.formatMessage(message)
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
          {t(messages.title)}
        </Typography>
        <IconButton aria-label={t(messages.close)} onClick={onClose} sx={{ color: 'text.primary' }}>
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
      <Section title={t(messages.primaryColour)}>
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
                    {t(presetNames[preset])}
                  </Stack>
                }
              />
            ))}
          </RadioGroup>
        )}
      </Section>
      <Section title={t(messages.font)}>
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
      <Section title={t(messages.direction)}>
        {(labelId) => (
          <ChoiceButtons
            labelId={labelId}
            values={DIRECTIONS}
            names={directionNames}
            value={look.direction}
            onChange={(direction) => change('direction', direction)}
          />
        )}
      </Section>
      <Section title={t(messages.layout)}>
        {(labelId) => (
          <ChoiceButtons
            labelId={labelId}
            values={LAYOUT_WIDTHS}
            names={widthNames}
            value={look.width}
            onChange={(width) => change('width', width)}
          />
        )}
      </Section>
      <Section title={t(messages.menu)}>
        {() => (
          <FormControlLabel
            control={
              <Switch
                checked={look.miniDrawer}
                onChange={(_event, checked) => change('miniDrawer', checked)}
              />
            }
            label={t(messages.miniDrawer)}
          />
        )}
      </Section>
      <Divider sx={{ mt: 1 }} />
      <Stack sx={{ px: 2.5, py: 2, gap: 1 }}>
        <Button variant="outlined" disabled={!hasOwnLook} onClick={reset}>
          {t(messages.useDefaults)}
        </Button>
        <Typography variant="body2" color="textSecondary">
          {t(hasOwnLook ? messages.ownKept : messages.followDefaults)}
        </Typography>
      </Stack>
    </Drawer>
  )
}
