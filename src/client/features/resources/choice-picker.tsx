import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useEffect, useState } from 'react'
import type { Noop, RefCallBack } from 'react-hook-form'
import useSWR from 'swr'
import { FILTER_DEBOUNCE_MS } from '#client/components/debounced-text-field.tsx'
import { fetchJson } from '#client/lib/fetch-json.ts'
import type { PeopleDirectory, PersonProfile } from '#shared/account.ts'
import { apiPaths } from '#shared/api-paths.ts'
import type { Field, ResourceDefinition } from '#shared/resource.ts'
import { resources } from '#shared/resources/index.ts'
import { recordTitle } from './record-value.tsx'
import { type RecordPage, type ResourceRecord, recordApiPath, resourceApiPath } from './resource-api.ts'

// A person field's or a reference field's input: MUI's Autocomplete, suggesting as one types
// (people by name from {BASE}/api/people, records by their searchable fields from the resource's
// own list), its value the chosen one's id.

type Choice = { id: string; label: string }
type ChoiceField = Extract<Field, { kind: 'person' | 'reference' }>

/** Where a field's suggestions and its chosen value's name come from. */
function sourceOf(field: ChoiceField) {
  if (field.kind === 'person')
    return {
      noun: 'people',
      list: (q: string) => `${apiPaths.people}?${new URLSearchParams({ q })}`,
      choices: (answer: unknown) =>
        (answer as PeopleDirectory).items.map(({ id, name }) => ({ id, label: name })),
      one: (id: string) => `${apiPaths.people}/${encodeURIComponent(id)}`,
      labelOf: (answer: unknown) => (answer as PersonProfile).name,
    }
  const target = resources.find((definition) => definition.name === field.resource) as ResourceDefinition
  return {
    noun: target.label.other.toLowerCase(),
    list: (q: string) =>
      `${resourceApiPath(target)}?${new URLSearchParams({ ...(q ? { q } : {}), pageSize: '10' })}`,
    choices: (answer: unknown) =>
      (answer as RecordPage).items.map((record) => ({ id: record.id, label: recordTitle(target, record) })),
    one: (id: string) => recordApiPath(target, id),
    labelOf: (answer: unknown) => recordTitle(target, answer as ResourceRecord),
  }
}

export function ChoicePicker({
  field,
  id,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  field: ChoiceField
  id: string
  name: string
  value: string
  onChange: (value: string) => void
  onBlur: Noop
  inputRef: RefCallBack
  error: string | undefined
}) {
  const source = sourceOf(field)
  const [typed, setTyped] = useState<string | null>(null)
  const [query, setQuery] = useState('')
  const [isOpen, setIsOpen] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setQuery((typed ?? '').trim()), FILTER_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed])
  // The API's answers are cached as they are, under their URL (the record and profile pages read
  // the same entries); the choices and the name are made from them here.
  const { data: found, isLoading } = useSWR(isOpen ? source.list(query) : null, (key: string) =>
    fetchJson<unknown>(key),
  )
  // The chosen one's name, for a value the form started with.
  const { data: chosenAnswer } = useSWR(value ? source.one(value) : null, (key: string) =>
    fetchJson<unknown>(key),
  )
  const chosen: Choice | null = value
    ? { id: value, label: chosenAnswer === undefined ? '…' : source.labelOf(chosenAnswer) }
    : null
  const options = found === undefined ? (chosen ? [chosen] : []) : source.choices(found)
  return (
    <Autocomplete
      id={id}
      value={chosen}
      onChange={(_event, choice) => onChange(choice?.id ?? '')}
      inputValue={typed ?? chosen?.label ?? ''}
      onInputChange={(_event, text, reason) => setTyped(reason === 'reset' ? null : text)}
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(choice) => choice.label}
      getOptionKey={(choice) => choice.id}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      loading={isOpen && isLoading}
      loadingText={`Looking for ${source.noun}…`}
      noOptionsText={query ? `No ${source.noun} match “${query}”.` : `No ${source.noun} yet.`}
      clearText={`Clear ${field.label}`}
      openText={`Show ${source.noun} for ${field.label}`}
      closeText="Close the suggestions"
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={field.label}
          required={field.required}
          error={Boolean(error)}
          helperText={error}
          onBlur={onBlur}
          inputRef={inputRef}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }}
        />
      )}
    />
  )
}
