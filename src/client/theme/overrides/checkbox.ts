import type { ThemeComponents } from './types.ts'

// SPEC section 9: checkbox default size small.
export const MuiCheckbox: ThemeComponents['MuiCheckbox'] = {
  defaultProps: { size: 'small' },
}
