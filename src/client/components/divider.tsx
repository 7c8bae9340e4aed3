import { styled } from '@mui/material/styles'

/** MUI's Divider as it draws a plain <hr>, without its module. */
export const Divider = styled('hr')(({ theme }) => ({
  margin: 0,
  flexShrink: 0,
  borderWidth: 0,
  borderStyle: 'solid',
  borderColor: theme.palette.divider,
  borderBottomWidth: 'thin',
}))
