import { useId } from 'react'
import { palette } from '#client/theme/palette.ts'
import { LOGO_ICON_SIZE } from '#client/theme/sizes.ts'

type LogoIconProps = {
  /** Name the mark for assistive technology; without it the mark is decorative and hidden. */
  title?: string
  size?: number
}

/**
 * Foyer's mark: an open door with light spilling onto the floor, on a primary tile. Drawn from the
 * palette itself, not the MUI theme, so that the sign-in pages (no MUI, decision 007) show it too.
 */
export function LogoIcon({ title, size = LOGO_ICON_SIZE }: LogoIconProps) {
  const { primary } = palette
  const titleId = useId()
  const svgProps = { width: size, height: size, viewBox: '0 0 32 32', xmlns: 'http://www.w3.org/2000/svg' }
  const art = (
    <>
      <rect width="32" height="32" rx="8" fill={primary.main} />
      {/* the lit doorway */}
      <rect x="10" y="6" width="13" height="19" rx="1.5" fill={primary.lighter} />
      {/* light falling onto the floor */}
      <path d="M10 25h13l4 3.5H6z" fill={primary.light} />
      {/* the door, swung open on its left hinge */}
      <path d="M10 6l6.5 2.5v19.5L10 25z" fill={primary.darker} />
      <circle cx="14.8" cy="17.5" r="1" fill={primary.lighter} />
    </>
  )

  if (title) {
    return (
      <svg {...svgProps} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{title}</title>
        {art}
      </svg>
    )
  }
  return (
    <svg {...svgProps} aria-hidden="true" focusable="false">
      {art}
    </svg>
  )
}
