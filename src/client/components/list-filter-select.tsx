import TextField from '@mui/material/TextField'

// A filter above the app's lists (People, the audit log, a resource's records), kept in the address
// by the list: a choice among a few values.

/** A filter among a few values: the browser's own list (native), which every device knows how to show. */
export function ListFilterSelect({
  label,
  name,
  value,
  onChange,
  options,
  minWidth = 160,
}: {
  label: string
  name?: string
  value: string
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
  minWidth?: number
}) {
  return (
    <TextField
      select
      label={label}
      name={name}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  )
}
