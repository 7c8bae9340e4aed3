import { describe, expect, it } from 'vitest'
import {
  BREAKPOINTS,
  SPACING_UNIT,
  TAB_SCROLL_DURATION,
  TOOLBAR_MIN_HEIGHT,
  TOOLTIP_ENTER_DELAY,
  TOOLTIP_LEAVE_TOUCH_DELAY,
  TOOLTIP_TOUCH_DELAY,
} from '#shared/constants.ts'
import { theme } from './index.ts'
import { darkPalette, palette } from './palette.ts'

describe('theme', () => {
  it('has a light and a dark scheme on the document attribute, each with every shade', () => {
    expect(theme.palette.mode).toBe('light')
    // MUI's CSS-variables theme (decision 026): the scheme hangs on <html data-mui-color-scheme>.
    expect(Object.keys(theme.colorSchemes)).toEqual(['light', 'dark'])
    expect(theme.getColorSchemeSelector('dark')).toBe('[data-mui-color-scheme="dark"] &')
    expect(theme.colorSchemes.light?.palette.primary).toMatchObject(palette.primary)
    expect(theme.colorSchemes.dark?.palette.primary).toMatchObject(darkPalette.primary)
    expect(theme.colorSchemes.dark?.palette.warning.darker).toBe(darkPalette.warning.darker)
    expect(theme.colorSchemes.dark?.palette.background).toMatchObject(darkPalette.background)
    expect(theme.vars.palette.primary.lighter).toBe(
      `var(--mui-palette-primary-lighter, ${palette.primary.lighter})`,
    )
  })

  it('uses the spec breakpoints, spacing and toolbar height', () => {
    expect(theme.breakpoints.values).toEqual(BREAKPOINTS)
    expect(theme.spacing(1)).toBe(`var(--mui-spacing, ${SPACING_UNIT}px)`)
    expect(theme.mixins.toolbar.minHeight).toBe(TOOLBAR_MIN_HEIGHT)
  })

  it('animates the tab scroll over 300 ms', () => {
    expect(theme.transitions.duration.standard).toBe(TAB_SCROLL_DURATION)
  })

  it('sets the tooltip delays and the small checkbox', () => {
    expect(theme.components?.MuiTooltip?.defaultProps).toMatchObject({
      arrow: true,
      enterDelay: TOOLTIP_ENTER_DELAY,
      enterTouchDelay: TOOLTIP_TOUCH_DELAY,
      leaveTouchDelay: TOOLTIP_LEAVE_TOUCH_DELAY,
    })
    expect(theme.components?.MuiCheckbox?.defaultProps?.size).toBe('small')
    expect(theme.components?.MuiButton?.defaultProps?.disableElevation).toBe(true)
  })

  it('uses only the four loaded weights of Public Sans', () => {
    const weights = new Set(
      Object.values(theme.typography).flatMap((value) =>
        // The `inherit` variant inherits its weight; every other variant names one.
        typeof value === 'object' && value !== null && 'fontWeight' in value && value.fontWeight !== 'inherit'
          ? [value.fontWeight]
          : [],
      ),
    )
    weights.add(theme.typography.fontWeightLight)
    weights.add(theme.typography.fontWeightRegular)
    weights.add(theme.typography.fontWeightMedium)
    weights.add(theme.typography.fontWeightBold)
    expect([...weights].sort()).toEqual([400, 500, 600, 700])
    expect(theme.typography.fontFamily).toContain('Public Sans')
  })

  it('has 25 shadows, none first, and the custom shadows', () => {
    expect(theme.shadows).toHaveLength(25)
    expect(theme.shadows[0]).toBe('none')
    expect(new Set(theme.shadows).size).toBe(25)
    expect(Object.keys(theme.customShadows)).toEqual(['z1', 'button', 'text', 'focus'])
  })

  it('draws the keyboard focus ring in primary.main and follows the reduced-motion setting', () => {
    expect(theme.focusVisible).toMatchObject({
      outlineColor: 'var(--mui-palette-primary-main)',
      outlineWidth: 2,
    })
    expect(theme.motion.reducedMotion).toBe('system')
  })
})
