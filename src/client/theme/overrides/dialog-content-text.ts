import type { ThemeComponents } from './types.ts'

/** A dialog's description is what it asks about: it reads in the body's colour, not as a hint. */
export const MuiDialogContentText: ThemeComponents['MuiDialogContentText'] = {
  defaultProps: { color: 'textPrimary' },
}
