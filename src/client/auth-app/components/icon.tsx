import type { IconDefinition } from '@ant-design/icons-svg/lib/types'
import { IconSvg } from '#client/components/ant-icon.tsx'

// The Ant Design icons of the sign-in pages: the app's own drawing of their definitions, with the
// sign-in pages' class instead of `.anticon` (no MUI and no global styles here, decision 007).

/** A decorative icon at 1em in the current text colour. */
export function Icon({ definition }: { definition: IconDefinition }) {
  return <IconSvg definition={definition} className="auth-icon" />
}
