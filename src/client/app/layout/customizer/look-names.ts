import { defineMessages, type MessageDescriptor } from 'react-intl'
import type { Direction, LayoutWidth, PresetColor } from '#shared/look.ts'

// The names of the look's choices, as the customizer and Administration › Appearance offer them.

export const presetNames: Record<PresetColor, MessageDescriptor> = defineMessages({
  indigo: { id: 'customizer.preset.indigo', defaultMessage: 'Indigo' },
  blue: { id: 'customizer.preset.blue', defaultMessage: 'Blue' },
  teal: { id: 'customizer.preset.teal', defaultMessage: 'Teal' },
  green: { id: 'customizer.preset.green', defaultMessage: 'Green' },
  violet: { id: 'customizer.preset.violet', defaultMessage: 'Violet' },
  magenta: { id: 'customizer.preset.magenta', defaultMessage: 'Magenta' },
})
export const directionNames: Record<Direction, MessageDescriptor> = defineMessages({
  ltr: { id: 'customizer.direction.ltr', defaultMessage: 'Left to right' },
  rtl: { id: 'customizer.direction.rtl', defaultMessage: 'Right to left' },
})
export const widthNames: Record<LayoutWidth, MessageDescriptor> = defineMessages({
  full: { id: 'customizer.width.full', defaultMessage: 'Full width' },
  contained: { id: 'customizer.width.contained', defaultMessage: 'Contained' },
})
