import { styled } from '@mui/material/styles'

/** MUI's FormHelperText as a field's hint or error draws it (`Mui-error` for the error colour). */
export const HelperText = styled('p')(({ theme }) => ({
  ...theme.typography.caption,
  color: theme.palette.text.secondary,
  textAlign: 'left',
  margin: '3px 14px 0',
  '&.Mui-error': { color: theme.palette.error.main },
}))
