import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useEffect, useState } from 'react'
import type { Noop, RefCallBack } from 'react-hook-form'
import { defineMessage, defineMessages, type IntlShape, useIntl } from 'react-intl'
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

const messages = defineMessages({
  people: { id: 'resources.picker.people', defaultMessage: 'people' },
  close: { id: 'resources.picker.close', defaultMessage: 'Close the suggestions' },
})
const sentences = {
  looking: defineMessage<{ noun: string }>({
    id: 'resources.picker.looking',
    defaultMessage: 'Looking for {noun}…',
  }),
  noMatch: defineMessage<{ noun: string; query: string }>({
    id: 'resources.picker.no-match',
    defaultMessage: 'No {noun} match “{query}”.',
  }),
  noneYet: defineMessage<{ noun: string }>({
    id: 'resources.picker.none-yet',
    defaultMessage: 'No {noun} yet.',
  }),
  clear: defineMessage<{ field: string }>({ id: 'resources.picker.clear', defaultMessage: 'Clear {field}' }),
  open: defineMessage<{ noun: string; field: string }>({
    id: 'resources.picker.open',
    defaultMessage: 'Show {noun} for {field}',
  }),
}

type Choice = { id: string; label: string }
type ChoiceField = Extract<Field, { kind: 'person' | 'reference' }>

/** Where a field's suggestions and its chosen value's name come from. */
function sourceOf(intl: IntlShape, field: ChoiceField) {
  if (field.kind === 'person')
    return {
      noun: intl.formatMessage(messages.people),
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
      (answer as RecordPage).items.map((record) => ({
        id: record.id,
        label: recordTitle(intl, target, record),
      })),
    one: (id: string) => recordApiPath(target, id),
    labelOf: (answer: unknown) => recordTitle(intl, target, answer as ResourceRecord),
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
  const intl = useIntl()
  const source = sourceOf(intl, field)
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
      loadingText={intl.formatMessage(sentences.looking, { noun: source.noun })}
      noOptionsText={
        query
          ? intl.formatMessage(sentences.noMatch, { noun: source.noun, query })
          : intl.formatMessage(sentences.noneYet, { noun: source.noun })
      }
      clearText={intl.formatMessage(sentences.clear, { field: field.label })}
      openText={intl.formatMessage(sentences.open, { noun: source.noun, field: field.label })}
      closeText={intl.formatMessage(messages.close)}
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
