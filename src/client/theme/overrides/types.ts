import type { Components, Theme } from '@mui/material/styles'

/** The shape of `createTheme({ components })`, whose style callbacks receive the finished theme. */
export type ThemeComponents = Components<Omit<Theme, 'components'>>
