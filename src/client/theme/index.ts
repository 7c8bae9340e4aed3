import { createTheme, type Theme } from '@mui/material/styles'
import type {} from '@mui/material/themeCssVarsAugmentation'
import { COLOR_SCHEME_ATTRIBUTE } from '#shared/appearance.ts'
import { BREAKPOINTS, SPACING_UNIT, TAB_SCROLL_DURATION, TOOLBAR_MIN_HEIGHT } from '#shared/constants.ts'
import { DEFAULT_LOOK, type Direction, type Font, type Look, type PresetColor } from '#shared/look.ts'
import { MuiAppBar } from './overrides/app-bar.ts'
import { MuiAvatar } from './overrides/avatar.ts'
import { MuiBadge } from './overrides/badge.ts'
import { MuiButton } from './overrides/button.ts'
import { MuiCard } from './overrides/card.ts'
import { MuiCardContent } from './overrides/card-content.ts'
import { MuiCardHeader } from './overrides/card-header.ts'
import { MuiCheckbox } from './overrides/checkbox.ts'
import { MuiChip } from './overrides/chip.ts'
import { FOCUS_RING, MuiCssBaseline } from './overrides/css-baseline.ts'
import { MuiDialogActions } from './overrides/dialog-actions.ts'
import { MuiDialogContentText } from './overrides/dialog-content-text.ts'
import { MuiDialogTitle } from './overrides/dialog-title.ts'
import { MuiDrawer } from './overrides/drawer.ts'
import { MuiIconButton } from './overrides/icon-button.ts'
import { MuiLinearProgress } from './overrides/linear-progress.ts'
import { MuiLink } from './overrides/link.ts'
import { MuiListItemButton } from './overrides/list-item-button.ts'
import { MuiListSubheader } from './overrides/list-subheader.ts'
import { MuiOutlinedInput } from './overrides/outlined-input.ts'
import { MuiTab } from './overrides/tab.ts'
import { MuiTablePagination } from './overrides/table-pagination.ts'
import { MuiTabs } from './overrides/tabs.ts'
import { MuiTooltip } from './overrides/tooltip.ts'
import { schemePaletteWith } from './presets.ts'
import { customShadows, shadows } from './shadows.ts'
import { FONT_STACKS, typography } from './typography.ts'

type ThemeLook = Pick<Look, 'preset' | 'font' | 'direction'>

const themes = new Map<string, Theme>()

/**
 * Foyer's theme for a look (decision 027): MUI's CSS-variables theme with a light and a dark colour
 * scheme (decision 026), the look's primary colour, font and direction. The scheme is an attribute of
 * the document, `data-mui-color-scheme`, which MUI's InitColorSchemeScript sets from local storage
 * before the first paint (vite.config.ts puts it in both HTML pages) and MUI's provider keeps as the
 * person changes it. Made once per look.
 */
export function themeOf({ preset, font, direction }: ThemeLook): Theme {
  const key = `${preset} ${font} ${direction}`
  let found = themes.get(key)
  if (!found) {
    found = createFoyerTheme(preset, font, direction)
    themes.set(key, found)
  }
  return found
}

/** The theme of an instance's default look. */
export const theme = themeOf(DEFAULT_LOOK)

function createFoyerTheme(preset: PresetColor, font: Font, direction: Direction): Theme {
  return createTheme({
    direction,
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: {
      light: { palette: schemePaletteWith('light', preset) },
      dark: { palette: schemePaletteWith('dark', preset) },
    },
    defaultColorScheme: 'light',
    breakpoints: { values: BREAKPOINTS },
    spacing: SPACING_UNIT,
    typography: { ...typography, fontFamily: FONT_STACKS[font] },
    shadows,
    // The focus halo in the scheme's own primary (the other shadows are a faint ink in both schemes).
    customShadows: {
      ...customShadows,
      focus: `0px 0px 0px 3px rgba(var(--mui-palette-primary-mainChannel) / 0.2)`,
    },
    mixins: {
      toolbar: { minHeight: TOOLBAR_MIN_HEIGHT, paddingTop: SPACING_UNIT, paddingBottom: SPACING_UNIT },
    },
    // Scrollable Tabs animate their scroll over duration.standard (300 ms).
    transitions: { duration: { standard: TAB_SCROLL_DURATION } },
    // MUI's transition components (Collapse, Fade, Menu, Tabs...) follow the OS reduced-motion setting.
    motion: { reducedMotion: 'system' },
    // A 2 px primary.main outline on every ButtonBase component under keyboard focus.
    focusVisible: FOCUS_RING,
    components: {
      MuiAppBar,
      MuiAvatar,
      MuiBadge,
      MuiButton,
      MuiCard,
      MuiCardContent,
      MuiCardHeader,
      MuiCheckbox,
      MuiChip,
      MuiCssBaseline,
      MuiDialogActions,
      MuiDialogContentText,
      MuiDialogTitle,
      MuiDrawer,
      MuiIconButton,
      MuiLinearProgress,
      MuiLink,
      MuiListItemButton,
      MuiListSubheader,
      MuiOutlinedInput,
      MuiTab,
      MuiTablePagination,
      MuiTabs,
      MuiTooltip,
    },
  })
}
