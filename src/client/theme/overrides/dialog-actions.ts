import type { ThemeComponents } from './types.ts'

/** A dialog's buttons line up with its text, with room below them. */
export const MuiDialogActions: ThemeComponents['MuiDialogActions'] = {
  styleOverrides: { root: ({ theme }) => ({ padding: theme.spacing(1, 3, 2.5) }) },
}
