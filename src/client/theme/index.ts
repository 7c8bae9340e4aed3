import { createTheme } from '@mui/material/styles'
import { BREAKPOINTS, SPACING_UNIT, TAB_SCROLL_DURATION, TOOLBAR_MIN_HEIGHT } from '#shared/constants.ts'
import { MuiButton } from './overrides/button.ts'
import { MuiCheckbox } from './overrides/checkbox.ts'
import { MuiChip } from './overrides/chip.ts'
import { FOCUS_RING, MuiCssBaseline } from './overrides/css-baseline.ts'
import { MuiDialogActions } from './overrides/dialog-actions.ts'
import { MuiDialogContentText } from './overrides/dialog-content-text.ts'
import { MuiDialogTitle } from './overrides/dialog-title.ts'
import { MuiIconButton } from './overrides/icon-button.ts'
import { MuiListItemButton } from './overrides/list-item-button.ts'
import { MuiOutlinedInput } from './overrides/outlined-input.ts'
import { MuiTab } from './overrides/tab.ts'
import { MuiTabs } from './overrides/tabs.ts'
import { MuiTooltip } from './overrides/tooltip.ts'
import { palette } from './palette.ts'
import { customShadows, shadows } from './shadows.ts'
import { typography } from './typography.ts'

/**
 * Foyer's theme. Light only, without MUI's CSS-variables machinery: no
 * `colorSchemes`, so createTheme makes the plain theme (issue 9, decision 011). The mode and
 * colour-scheme storage the product needs is kept by `keepColorSchemeStorage`.
 */
export const theme = createTheme({
  palette,
  breakpoints: { values: BREAKPOINTS },
  spacing: SPACING_UNIT,
  typography,
  shadows,
  customShadows,
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
    MuiButton,
    MuiCheckbox,
    MuiChip,
    MuiCssBaseline,
    MuiDialogActions,
    MuiDialogContentText,
    MuiDialogTitle,
    MuiIconButton,
    MuiListItemButton,
    MuiOutlinedInput,
    MuiTab,
    MuiTabs,
    MuiTooltip,
  },
})
