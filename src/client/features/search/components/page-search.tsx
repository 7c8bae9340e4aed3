import SearchOutlined from '@ant-design/icons/SearchOutlined'
import Autocomplete from '@mui/material/Autocomplete'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { searchPages } from '#client/navigation/menu-utils.ts'
import type { MenuGroup, MenuItem } from '#client/navigation/types.ts'

/** True for the shortcut that focuses search: Ctrl+K, or ⌘K on macOS. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
  )
}

/**
 * The top bar's search field (placeholder "Ctrl + K", SPEC section 2): Ctrl+K or ⌘K focuses it,
 * typing lists the pages of the menu tree it is given (the one the person may see), Enter or a
 * click opens one.
 */
export function PageSearch({
  tree,
  autoFocus = false,
  onNavigate,
}: {
  tree: MenuGroup[]
  autoFocus?: boolean
  onNavigate?: () => void
}) {
  const navigate = useNavigate()
  const inputRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const options = searchPages(tree, query)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return
      event.preventDefault()
      inputRef.current?.focus()
      inputRef.current?.select()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  const open = (item: MenuItem | null) => {
    if (!item?.url) return
    setQuery('')
    inputRef.current?.blur()
    onNavigate?.()
    void navigate(item.url)
  }

  return (
    <Autocomplete<MenuItem, false, false, false>
      id="page-search"
      options={options}
      filterOptions={(list) => list}
      getOptionLabel={(item) => item.title}
      getOptionKey={(item) => item.id}
      inputValue={query}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setQuery(value)
      }}
      value={null}
      onChange={(_event, item) => open(item)}
      noOptionsText="No page matches"
      openOnFocus={false}
      autoHighlight
      clearOnBlur={false}
      blurOnSelect
      forcePopupIcon={false}
      sx={{ width: { xs: '100%', md: 224 } }}
      renderOption={({ key, ...props }, item) => {
        const Icon = item.icon
        return (
          <li key={key} {...props}>
            {Icon && <Icon aria-hidden style={{ marginRight: 12 }} />}
            {item.title}
          </li>
        )
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          autoFocus={autoFocus}
          placeholder="Ctrl + K"
          size="small"
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-label': 'Search pages',
              'aria-keyshortcuts': 'Control+K Meta+K',
            },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start" sx={{ mr: -0.5 }}>
                  <SearchOutlined aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  )
}
