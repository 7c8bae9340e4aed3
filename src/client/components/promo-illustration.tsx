import { useTheme } from '@mui/material/styles'
import { PROMO_ILLUSTRATION_WIDTH } from '#client/theme/sizes.ts'

/** Decorative art for the sidebar promo card: a foyer with its front door open onto the light. */
export function PromoIllustration() {
  const { primary, secondary, success, warning } = useTheme().palette

  return (
    <svg
      width={PROMO_ILLUSTRATION_WIDTH}
      viewBox="0 0 120 90"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block', height: 'auto', maxWidth: '100%' }}
    >
      {/* wall and floor */}
      <rect width="120" height="90" rx="10" fill={primary.lighter} />
      <path d="M0 70h120v10a10 10 0 0 1-10 10H10A10 10 0 0 1 0 80z" fill={secondary.lighter} />
      <path d="M0 70h120" stroke={secondary.light} strokeWidth="1" />
      {/* door frame and the bright outside */}
      <rect x="44" y="14" width="34" height="57" rx="2" fill={primary.dark} />
      <rect x="47" y="17" width="28" height="53" fill={warning.lighter} />
      <circle cx="66" cy="32" r="6" fill={warning.light} />
      <path d="M47 58c7-5 14-5 28-2v14H47z" fill={success.light} />
      {/* light spilling across the floor */}
      <path d="M47 71h28l16 15H33z" fill={warning.lighter} opacity="0.9" />
      {/* the door, open towards the viewer on its left hinge */}
      <path d="M47 17l-13 5v56l13-7z" fill={primary.main} />
      <path d="M44 26l-7 2.6v16l7-2.2zM44 48l-7 2.2v18l7-3z" fill={primary.light} opacity="0.45" />
      <circle cx="38.5" cy="50" r="1.6" fill={warning.main} />
      {/* a coat stand and a plant keep the foyer lived in */}
      <path
        d="M98 30v42M92 72h12M98 34l-6 4M98 34l6 4"
        stroke={secondary.main}
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M13 72h12l-2 10h-8z" fill={secondary.main} />
      <path d="M19 72c-6-4-8-12-4-18 2 6 3 10 4 18zM19 72c5-5 9-12 6-20-3 6-5 12-6 20z" fill={success.main} />
    </svg>
  )
}
