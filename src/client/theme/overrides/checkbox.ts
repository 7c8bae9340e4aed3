import type { ThemeComponents } from './types.ts'

// Checkboxes are small by default.
export const MuiCheckbox: ThemeComponents['MuiCheckbox'] = {
  defaultProps: { size: 'small' },
}
