import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useEffect, useState } from 'react'
import useSWR from 'swr'
import { FILTER_DEBOUNCE_MS } from '#client/components/debounced-text-field.tsx'
import { fetchJson } from '#client/lib/fetch-json.ts'
import type { PeoplePage } from '#shared/admin.ts'
import { apiPaths } from '#shared/api-paths.ts'

export type PersonChoice = { id: string; name: string; email: string }

const SUGGESTIONS = 8

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
      loadingText="Looking for people…"
      noOptionsText={query ? `Nobody matches “${query}”.` : 'Type a name or an email address.'}
      clearText={`Clear ${label}`}
      openText={`Show people for ${label}`}
      closeText="Close the suggestions"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder="Name or email"
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }}
        />
      )}
    />
  )
}
