import SearchOutlinedIcon from '@ant-design/icons-svg/es/asn/SearchOutlined'
import InputAdornment from '@mui/material/InputAdornment'
import { antIcon } from './ant-icon.tsx'
import { DebouncedTextField } from './debounced-text-field.tsx'

// The search field above the app's lists (People, a resource's records), kept in the address by
// the list. Its own module: the audit log, which has no such field, does not load it.

const SearchOutlined = antIcon(SearchOutlinedIcon)

/** The search field: typing waits a moment, then `onSearch` (the list writes ?q=, replacing the entry). */
export function ListSearchField({
  label,
  placeholder,
  value,
  maxLength,
  onSearch,
}: {
  label: string
  placeholder?: string
  value: string
  maxLength: number
  onSearch: (q: string) => void
}) {
  return (
    <DebouncedTextField
      label={label}
      type="search"
      placeholder={placeholder}
      size="small"
      value={value}
      onCommit={onSearch}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined aria-hidden />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: { xs: '100%', sm: 260 } }}
    />
  )
}
