import type { ThemeComponents } from './types.ts'

/**
 * The keyboard focus ring. The theme's `focusVisible` gives it to every ButtonBase component;
 * the global rule below gives the same ring to plain links and other focusable elements.
 */
export const FOCUS_RING = { outlineStyle: 'solid', outlineWidth: 2, outlineOffset: 2 } as const

export const MuiCssBaseline: ThemeComponents['MuiCssBaseline'] = {
  styleOverrides: (theme) => ({
    // MUI components set `outline: 0` and draw theme.focusVisible instead; this rule is inserted
    // before their styles, so it only reaches elements that do not style their own focus.
    ':focus-visible': { ...FOCUS_RING, outlineColor: theme.vars.palette.primary.main },
    // The page scrolls smoothly, but only for people who have not asked for less motion.
    '@media (prefers-reduced-motion: no-preference)': {
      html: { scrollBehavior: 'smooth' },
    },
    // Ant Design's icons (components/ant-icon.tsx): the rules @ant-design/icons would inject at run time.
    '.anticon': {
      display: 'inline-flex',
      alignItems: 'center',
      color: 'inherit',
      fontStyle: 'normal',
      lineHeight: 0,
      textAlign: 'center',
      textTransform: 'none',
      verticalAlign: '-0.125em',
      textRendering: 'optimizeLegibility',
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      '& > *': { lineHeight: 1 },
      '& svg': { display: 'inline-block' },
    },
    // An icon that points a way points the other way on a right-to-left page (decision 027).
    ...(theme.direction === 'rtl' && { '.anticon-mirrored svg': { transform: 'scaleX(-1)' } }),
    // A near-zero duration rather than none, so transitionend and animationend still fire.
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  }),
}
