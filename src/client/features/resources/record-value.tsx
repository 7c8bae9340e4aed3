import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import visuallyHidden from '@mui/utils/visuallyHidden'
import { defineMessage, defineMessages, type IntlShape, useIntl } from 'react-intl'
import useSWR from 'swr'
import { TextLink } from '#client/components/text-link.tsx'
import { fetchJson } from '#client/lib/fetch-json.ts'
import { formatCalendarDate, formatDateTime, writeNumber } from '#client/lib/format.ts'
import type { PersonProfile } from '#shared/account.ts'
import { apiPaths } from '#shared/api-paths.ts'
import type { ComputedField, Field, ResourceDefinition } from '#shared/resource.ts'
import { resources } from '#shared/resources/index.ts'
import { type ResourceRecord, recordApiPath } from './resource-api.ts'

const messages = defineMessages({
  deletedPerson: { id: 'resources.value.deleted-person', defaultMessage: 'A deleted person' },
  none: { id: 'resources.value.none', defaultMessage: 'None' },
  yes: { id: 'resources.value.yes', defaultMessage: 'Yes' },
  no: { id: 'resources.value.no', defaultMessage: 'No' },
})
const deletedRecord = defineMessage<{ one: string }>({
  id: 'resources.value.deleted-record',
  defaultMessage: 'A deleted {one}',
})
const untitled = defineMessage<{ one: string }>({
  id: 'resources.value.untitled',
  defaultMessage: 'Untitled {one}',
})

// A field's value as the pages show it: numbers and dates in the person's locale, yes or no, an
// enum's value as a chip, a person by name (a link to their profile) and a reference by its
// record's title (a link to it). A missing value is a dash, named for screen readers.

/** The person a person field names, by name, linked to their profile. */
function PersonName({ id }: { id: string }) {
  const intl = useIntl()
  const { data, error } = useSWR(`${apiPaths.people}/${encodeURIComponent(id)}`, (key: string) =>
    fetchJson<PersonProfile>(key),
  )
  if (error) return <>{intl.formatMessage(messages.deletedPerson)}</>
  return <TextLink to={`/people/${encodeURIComponent(id)}`}>{data?.name ?? '…'}</TextLink>
}

/** The record a reference field names, by its title, linked to its page. */
function ReferenceTitle({ field, id }: { field: Extract<Field, { kind: 'reference' }>; id: string }) {
  const intl = useIntl()
  const target = resources.find((definition) => definition.name === field.resource)
  const { data, error } = useSWR(target ? recordApiPath(target, id) : null, (key: string) =>
    fetchJson<ResourceRecord>(key),
  )
  if (!target) return <>{id}</>
  if (error) return <>{intl.formatMessage(deletedRecord, { one: target.label.one.toLowerCase() })}</>
  const title = typeof data?.[target.titleField] === 'string' ? String(data[target.titleField]) : '…'
  // An API-only resource has no page to open.
  if (target.pages === false) return <>{title}</>
  return <TextLink to={`/${target.name}/${encodeURIComponent(id)}`}>{title}</TextLink>
}

/**
 * A field's value as the pages show it (a field's own `display` first), or a computed one's. The
 * record is what `display` is given besides the value.
 */
export function FieldValue({
  field,
  value,
  record,
}: {
  field: Field | ComputedField
  value: ResourceRecord[string] | undefined
  record?: ResourceRecord
}) {
  const intl = useIntl()
  if (value === null || value === undefined || value === '')
    return (
      <>
        <span aria-hidden="true">–</span>
        <Box component="span" sx={visuallyHidden}>
          {intl.formatMessage(messages.none)}
        </Box>
      </>
    )
  if ('display' in field && field.display && record) return <>{field.display(value, record)}</>
  switch (field.kind) {
    case 'number':
      return <>{writeNumber(Number(value), { maximumFractionDigits: 20 })}</>
    case 'boolean':
      return <>{intl.formatMessage(value ? messages.yes : messages.no)}</>
    case 'date':
      return <time dateTime={String(value)}>{formatCalendarDate(String(value))}</time>
    case 'enum':
      return <Chip size="small" label={String(value)} />
    case 'person':
      return <PersonName id={String(value)} />
    case 'reference':
      return <ReferenceTitle field={field} id={String(value)} />
    default:
      return <>{String(value)}</>
  }
}

/** When a record was made or last changed, in the person's locale. */
export function RecordMoment({ value }: { value: string }) {
  return <time dateTime={value}>{formatDateTime(value)}</time>
}

/** A record's title (its title field), or its kind when that is empty. */
export function recordTitle(intl: IntlShape, definition: ResourceDefinition, record: ResourceRecord): string {
  const title = record[definition.titleField]
  return typeof title === 'string' && title.trim()
    ? title
    : intl.formatMessage(untitled, { one: definition.label.one.toLowerCase() })
}

/** The path of a record's page, relative to the base path. */
export const recordPagePath = (definition: ResourceDefinition, id: string) =>
  `/${definition.name}/${encodeURIComponent(id)}`
