import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useEffect, useState } from 'react'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import useSWR from 'swr'
import { FILTER_DEBOUNCE_MS } from '#client/components/debounced-text-field.tsx'
import { fetchJson } from '#client/lib/fetch-json.ts'
import type { PeoplePage } from '#shared/admin.ts'
import { apiPaths } from '#shared/api-paths.ts'

export type PersonChoice = { id: string; name: string; email: string }

const SUGGESTIONS = 8

const messages = {
  ...defineMessages({
    loading: { id: 'admin.person-picker.loading', defaultMessage: 'Looking for people…' },
    typeToFind: { id: 'admin.person-picker.type', defaultMessage: 'Type a name or an email address.' },
    close: { id: 'admin.person-picker.close', defaultMessage: 'Close the suggestions' },
    placeholder: { id: 'admin.person-picker.placeholder', defaultMessage: 'Name or email' },
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
 * A person chosen by name or email, with suggestions from the People list as one types (any part
 * of a name or an address). `value` is the chosen one; null for anyone.
 */
export function PersonPicker({
  label,
  value,
  onChange,
}: {
  label: string
  value: PersonChoice | null
  onChange: (person: PersonChoice | null) => void
}) {
  const intl = useIntl()
  const [typed, setTyped] = useState('')
  const [query, setQuery] = useState('')
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
      onChange={(_event, person) => onChange(person)}
      inputValue={typed}
      onInputChange={(_event, text) => setTyped(text)}
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
          label={label}
          placeholder={intl.formatMessage(messages.placeholder)}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }}
        />
      )}
    />
  )
}
