import type { ThemeComponents } from './types.ts'

/** A dialog's title on the scale of a card's. */
export const MuiDialogTitle: ThemeComponents['MuiDialogTitle'] = {
  defaultProps: { variant: 'h5' },
}
