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
import { palette } from './palette.ts'

describe('theme', () => {
  it('is light only and keeps the lighter and darker shades through createTheme', () => {
    expect(theme.palette.mode).toBe('light')
    // The plain theme (decision 011): no colour schemes, so MUI's CSS-variables provider is never used.
    expect('colorSchemes' in theme).toBe(false)
    expect(theme.palette.primary).toMatchObject(palette.primary)
    expect(theme.palette.warning.darker).toBe(palette.warning.darker)
    expect(theme.palette.background).toEqual(palette.background)
  })

  it('uses the spec breakpoints, spacing and toolbar height', () => {
    expect(theme.breakpoints.values).toEqual(BREAKPOINTS)
    expect(theme.spacing(1)).toBe(`${SPACING_UNIT}px`)
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
    expect(theme.focusVisible).toMatchObject({ outlineColor: palette.primary.main, outlineWidth: 2 })
    expect(theme.motion.reducedMotion).toBe('system')
  })
})
