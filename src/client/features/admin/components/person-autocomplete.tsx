import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useEffect, useRef, useState } from 'react'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import useSWR from 'swr'
import { FILTER_DEBOUNCE_MS } from '#client/components/debounced-text-field.tsx'
import { fetchJson } from '#client/lib/fetch-json.ts'
import type { PeoplePage } from '#shared/admin.ts'
import { apiPaths } from '#shared/api-paths.ts'
import { type PersonChoice, type PersonPickerProps, personPickerMessages } from './person-picker.tsx'

const SUGGESTIONS = 8

const messages = {
  ...defineMessages({
    loading: { id: 'admin.person-picker.loading', defaultMessage: 'Looking for people…' },
    typeToFind: { id: 'admin.person-picker.type', defaultMessage: 'Type a name or an email address.' },
    close: { id: 'admin.person-picker.close', defaultMessage: 'Close the suggestions' },
  }),
  noMatch: defineMessage<{ query: string }>({
    id: 'admin.person-picker.no-match',
    defaultMessage: 'Nobody matches “{query}”.',
  }),
  clear: defineMessage<{ field: string }>({
    id: 'admin.person-picker.clear',
    defaultMessage: 'Clear {field}',
  }),
  open: defineMessage<{ field: string }>({
    id: 'admin.person-picker.open',
    defaultMessage: 'Show people for {field}',
  }),
}

/**
 * PersonPicker once the person reaches for it: suggestions from the People list as one types (any
 * part of a name or an address). It takes over from the stand-in with what was typed there, and
 * the focus if the stand-in had it.
 */
export function PersonAutocomplete({
  label,
  value,
  onChange,
  typedBefore,
  isFocused,
  isOpen: isOpenAtStart,
}: PersonPickerProps & { typedBefore: string; isFocused: boolean; isOpen: boolean }) {
  const intl = useIntl()
  const [typed, setTyped] = useState(typedBefore)
  const [query, setQuery] = useState('')
  // Open at once if the stand-in was clicked or typed in, as the Autocomplete opens itself.
  const [isOpen, setIsOpen] = useState(isOpenAtStart || Boolean(typedBefore))
  const input = useRef<HTMLInputElement>(null)
  // On mount the Autocomplete resets its text to the chosen one's name: what was typed in the
  // stand-in stays until the person types on or chooses.
  const isCarried = useRef(Boolean(typedBefore))
  useEffect(() => {
    if (!isFocused || !input.current) return
    input.current.focus()
    // Where the caret was: after what was typed.
    input.current.setSelectionRange(input.current.value.length, input.current.value.length)
  }, [isFocused])
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), FILTER_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const path = query
    ? `${apiPaths.adminUsers}?${new URLSearchParams({ q: query, sort: 'name', order: 'asc', page: '1', limit: String(SUGGESTIONS) })}`
    : null
  const { data, isLoading } = useSWR(path, (key: string) => fetchJson<PeoplePage>(key), {
    keepPreviousData: true,
  })
  const options: PersonChoice[] = query
    ? (data?.items ?? []).map(({ id, name, email }) => ({ id, name, email }))
    : value
      ? [value]
      : []
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 240 }}
      value={value}
      onChange={(_event, person) => {
        isCarried.current = false
        onChange(person)
      }}
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      inputValue={typed}
      onInputChange={(_event, text, reason) => {
        if (reason === 'reset' && isCarried.current) return
        isCarried.current = false
        setTyped(text)
      }}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(person) => person.name}
      getOptionKey={(person) => person.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={({ key, ...props }, person) => (
        <li key={key} {...props}>
          <span>
            {person.name}
            <br />
            <small>{person.email}</small>
          </span>
        </li>
      )}
      loading={Boolean(query) && isLoading}
      loadingText={intl.formatMessage(messages.loading)}
      noOptionsText={
        query ? intl.formatMessage(messages.noMatch, { query }) : intl.formatMessage(messages.typeToFind)
      }
      clearText={intl.formatMessage(messages.clear, { field: label })}
      openText={intl.formatMessage(messages.open, { field: label })}
      closeText={intl.formatMessage(messages.close)}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={input}
          label={label}
          placeholder={intl.formatMessage(personPickerMessages.placeholder)}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }}
        />
      )}
    />
  )
}
