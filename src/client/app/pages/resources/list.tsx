import DeleteOutlinedIcon from '@ant-design/icons-svg/es/asn/DeleteOutlined'
import DownloadOutlinedIcon from '@ant-design/icons-svg/es/asn/DownloadOutlined'
import PlusOutlinedIcon from '@ant-design/icons-svg/es/asn/PlusOutlined'
import TableOutlinedIcon from '@ant-design/icons-svg/es/asn/TableOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TableSortLabel from '@mui/material/TableSortLabel'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { ActionDialog } from '#client/components/action-dialog.tsx'
import { antIcon } from '#client/components/ant-icon.tsx'
import { type DataColumn, DataTable } from '#client/components/data-table.tsx'
import { FormErrorAlert } from '#client/components/form/form-error-alert.tsx'
import { ListBody } from '#client/components/list-body.tsx'
import { ListFilterSelect } from '#client/components/list-filter-select.tsx'
import { ListSearchField } from '#client/components/list-search-field.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PagePagination } from '#client/components/page-pagination.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { TextLink } from '#client/components/text-link.tsx'
import { showToast } from '#client/components/toast.tsx'
import { availableActions, RecordActions } from '#client/features/resources/record-actions.tsx'
import {
  FieldValue,
  RecordMoment,
  recordPagePath,
  recordTitle,
} from '#client/features/resources/record-value.tsx'
import {
  type ResourceRecord,
  recordCsvPath,
  useRecords,
  useRecordWrites,
} from '#client/features/resources/resource-api.ts'
import {
  isFiltered,
  RESOURCE_PAGE_SIZES,
  type ResourceView,
  resourceSearchFor,
  resourceViewFrom,
} from '#client/features/resources/resource-view.ts'
import { basePath } from '#client/lib/base-path.ts'
import { readPersonal, writePersonal } from '#client/lib/personal-storage.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import { type Field, mayAct, type ResourceDefinition, sortKeys } from '#shared/resource.ts'
import { useResource } from './use-resource.ts'

const DeleteOutlined = antIcon(DeleteOutlinedIcon)
const DownloadOutlined = antIcon(DownloadOutlinedIcon)
const PlusOutlined = antIcon(PlusOutlinedIcon)
const TableOutlined = antIcon(TableOutlinedIcon)

// A resource's list (/<name>): MUI's table through the app's DataTable (cards on a phone), its page,
// sort, search and filters in the address, the columns each person chooses (kept in this browser),
// a selection to delete at once, and the CSV of what the filters show.

/**
 * The columns that can be shown besides the title: each field, each computed one, then when records
 * were made and changed.
 */
type ColumnKey = string

const messages = defineMessages({
  created: { id: 'resources.list.column.created', defaultMessage: 'Created' },
  updated: { id: 'resources.list.column.updated', defaultMessage: 'Updated' },
  title: { id: 'resources.list.column.title', defaultMessage: 'Title' },
  actions: { id: 'resources.list.column.actions', defaultMessage: 'Actions' },
  select: { id: 'resources.list.column.select', defaultMessage: 'Select' },
  columns: { id: 'resources.list.columns', defaultMessage: 'Columns' },
  yes: { id: 'resources.list.filter.yes', defaultMessage: 'Yes' },
  no: { id: 'resources.list.filter.no', defaultMessage: 'No' },
  any: { id: 'resources.list.filter.any', defaultMessage: 'Any' },
  exportCsv: { id: 'resources.list.export-csv', defaultMessage: 'Export CSV' },
  clearFilters: { id: 'resources.list.clear-filters', defaultMessage: 'Clear filters' },
  selection: { id: 'resources.list.selection', defaultMessage: 'Selection' },
  deleteSelected: { id: 'resources.list.delete-selected', defaultMessage: 'Delete selected' },
  delete: { id: 'resources.list.delete', defaultMessage: 'Delete' },
})
const sentences = {
  selectAll: defineMessage<{ one: string }>({
    id: 'resources.list.select-all',
    defaultMessage: 'Select every {one} on this page',
  }),
  selectOne: defineMessage<{ title: string }>({
    id: 'resources.list.select-one',
    defaultMessage: 'Select {title}',
  }),
  deleted: defineMessage<{ count: number; one: string; other: string }>({
    id: 'resources.list.deleted',
    defaultMessage: '{count, plural, one {# {one}} other {# {other}}} deleted.',
  }),
  all: defineMessage<{ other: string }>({ id: 'resources.list.all', defaultMessage: 'All {other}' }),
  new: defineMessage<{ one: string }>({ id: 'resources.list.new', defaultMessage: 'New {one}' }),
  find: defineMessage<{ other: string }>({ id: 'resources.list.find', defaultMessage: 'Find {other}' }),
  search: defineMessage<{ other: string }>({ id: 'resources.list.search', defaultMessage: 'Search {other}' }),
  selected: defineMessage<{ count: number; one: string; other: string }>({
    id: 'resources.list.selected',
    defaultMessage: '{count, plural, one {# {one}} other {# {other}}} selected',
  }),
  loading: defineMessage<{ other: string }>({
    id: 'resources.list.loading',
    defaultMessage: 'Loading {other}',
  }),
  failure: defineMessage<{ other: string }>({
    id: 'resources.list.failure',
    defaultMessage: 'The list of {other} could not be loaded.',
  }),
  noMatch: defineMessage<{ other: string }>({
    id: 'resources.list.no-match',
    defaultMessage: 'No {other} match these filters.',
  }),
  empty: defineMessage<{ other: string }>({
    id: 'resources.list.empty',
    defaultMessage: 'There are no {other} yet.',
  }),
  createFirst: defineMessage<{ one: string }>({
    id: 'resources.list.create-first',
    defaultMessage: 'Create the first {one}',
  }),
  caption: defineMessage<{ other: string; page: number; pages: number }>({
    id: 'resources.list.caption',
    defaultMessage: '{other}, page {page} of {pages}',
  }),
  confirmTitle: defineMessage<{ count: number; one: string; other: string }>({
    id: 'resources.list.confirm-title',
    defaultMessage: '{count, plural, one {Delete # {one}?} other {Delete # {other}?}}',
  }),
  confirmText: defineMessage<{ titles: string }>({
    id: 'resources.list.confirm-text',
    defaultMessage: '{titles} will be deleted for everyone. This cannot be undone.',
  }),
}

const TIMES: Record<'createdAt' | 'updatedAt', MessageDescriptor> = {
  createdAt: messages.created,
  updatedAt: messages.updated,
}

function columnChoices(intl: IntlShape, definition: ResourceDefinition): { key: ColumnKey; label: string }[] {
  return [
    ...Object.entries(definition.fields)
      .filter(([name]) => name !== definition.titleField)
      .map(([name, field]) => ({ key: name, label: field.label })),
    ...Object.entries(definition.computed ?? {}).map(([name, field]) => ({ key: name, label: field.label })),
    ...Object.entries(TIMES).map(([key, label]) => ({ key, label: intl.formatMessage(label) })),
  ]
}

/** Shown until a person chooses: every field but long texts, and when each record last changed. */
function defaultColumns(definition: ResourceDefinition): ColumnKey[] {
  return [
    ...Object.entries(definition.fields)
      .filter(([name, field]) => name !== definition.titleField && field.kind !== 'longText')
      .map(([name]) => name),
    ...Object.keys(definition.computed ?? {}),
    'updatedAt',
  ]
}

function useColumns(definition: ResourceDefinition, personId: string | undefined) {
  const intl = useIntl()
  const storageKey = `resource-columns:${definition.name}`
  const choices = columnChoices(intl, definition).map((choice) => choice.key)
  // What this person chose here before (read again once they are known), until they choose again.
  const [chosen, setChosen] = useState<ColumnKey[] | null>(null)
  const stored = personId ? readPersonal(storageKey, personId) : undefined
  const columns =
    chosen ??
    (Array.isArray(stored)
      ? stored.filter((key): key is string => choices.includes(key))
      : defaultColumns(definition))
  const toggle = (key: ColumnKey) => {
    const next = columns.includes(key) ? columns.filter((shown) => shown !== key) : [...columns, key]
    // In the order the definition gives.
    const ordered = choices.filter((choice) => next.includes(choice))
    setChosen(ordered)
    if (personId) writePersonal(storageKey, personId, ordered)
  }
  return { columns, toggle }
}

function ColumnsMenu({
  definition,
  columns,
  onToggle,
}: {
  definition: ResourceDefinition
  columns: ColumnKey[]
  onToggle: (key: ColumnKey) => void
}) {
  const intl = useIntl()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <Button
        startIcon={<TableOutlined aria-hidden />}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {intl.formatMessage(messages.columns)}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {columnChoices(intl, definition).map((choice) => (
          <MenuItem key={choice.key} dense onClick={() => onToggle(choice.key)}>
            <FormControlLabel
              sx={{ m: 0, pointerEvents: 'none' }}
              control={<Checkbox size="small" checked={columns.includes(choice.key)} tabIndex={-1} />}
              label={choice.label}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}

/** The choices of a list's filter on an enum or yes-or-no field, "Any" first. */
function filterOptions(intl: IntlShape, field: Field) {
  const values =
    field.kind === 'enum'
      ? field.values.map((option) => ({ value: option, label: option }))
      : [
          { value: 'true', label: intl.formatMessage(messages.yes) },
          { value: 'false', label: intl.formatMessage(messages.no) },
        ]
  return [{ value: '', label: intl.formatMessage(messages.any) }, ...values]
}

function SortHeader({
  view,
  sortKey,
  label,
  onSort,
}: {
  view: ResourceView
  sortKey: string
  label: string
  onSort: (sort: string) => void
}) {
  const isActive = view.sort.replace(/^-/, '') === sortKey
  const direction = isActive && view.sort.startsWith('-') ? 'desc' : 'asc'
  return (
    <TableSortLabel
      active={isActive}
      direction={direction}
      onClick={() => onSort(isActive && direction === 'asc' ? `-${sortKey}` : sortKey)}
    >
      {label}
    </TableSortLabel>
  )
}

export function Component() {
  const { definition, me } = useResource()
  const intl = useIntl()
  const [searchParams, setSearchParams] = useSearchParams()
  const view = resourceViewFrom(definition, searchParams)
  const { data, error, isLoading, isValidating, mutate } = useRecords(definition, view)
  const writes = useRecordWrites(definition)
  const { columns, toggle } = useColumns(definition, me?.id)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [isConfirming, setIsConfirming] = useState(false)
  const [isDeleting, setIsDeleting] = useState(false)
  const [deleteError, setDeleteError] = useState<ReturnType<typeof toApiRequestError> | null>(null)
  const [actionError, setActionError] = useState<ReturnType<typeof toApiRequestError> | null>(null)
  const one = definition.label.one.toLowerCase()
  const other = definition.label.other.toLowerCase()

  const show = (changes: Partial<ResourceView>, { replace = false } = {}) => {
    setSelected(new Set())
    setSearchParams(resourceSearchFor({ ...resourceViewFrom(definition, searchParams), ...changes }), {
      replace,
    })
  }
  const sortable = new Set(sortKeys(definition))
  const person = me ?? null
  const mayCreate = person !== null && mayAct(definition, person, 'create')
  const mayDelete = (record: ResourceRecord) =>
    person !== null && mayAct(definition, person, 'delete', record.createdBy)
  const rows = data?.items ?? []
  const deletable = rows.filter(mayDelete)
  const chosen = deletable.filter((record) => selected.has(record.id))
  const isShowingOtherView = data !== undefined && isValidating
  const lastPage = data ? Math.max(1, Math.ceil(data.total / view.pageSize)) : 1
  const filterable = Object.entries(definition.fields).filter(
    ([, field]) => field.kind === 'enum' || field.kind === 'boolean',
  )

  const toggleRow = (id: string) =>
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  const header = (key: string, label: string) =>
    sortable.has(key) ? (
      <SortHeader view={view} sortKey={key} label={label} onSort={(sort) => show({ sort, page: 1 })} />
    ) : (
      label
    )
  const ariaSort = (key: string) =>
    view.sort.replace(/^-/, '') === key ? (view.sort.startsWith('-') ? 'descending' : 'ascending') : undefined

  const tableColumns: DataColumn<ResourceRecord>[] = [
    ...(deletable.length > 0
      ? [
          {
            // Not a field's name: those are camelCase letters and digits.
            id: '$select',
            label: intl.formatMessage(messages.select),
            header: (
              <Checkbox
                size="small"
                checked={chosen.length > 0 && chosen.length === deletable.length}
                indeterminate={chosen.length > 0 && chosen.length < deletable.length}
                onChange={(event) =>
                  setSelected(new Set(event.target.checked ? deletable.map((record) => record.id) : []))
                }
                slotProps={{ input: { 'aria-label': intl.formatMessage(sentences.selectAll, { one }) } }}
              />
            ),
            cell: (record: ResourceRecord) =>
              mayDelete(record) ? (
                <Checkbox
                  size="small"
                  checked={selected.has(record.id)}
                  onChange={() => toggleRow(record.id)}
                  slotProps={{
                    input: {
                      'aria-label': intl.formatMessage(sentences.selectOne, {
                        title: recordTitle(intl, definition, record),
                      }),
                    },
                  }}
                />
              ) : null,
            cellSx: { width: 48 },
          },
        ]
      : []),
    {
      id: definition.titleField,
      label: definition.fields[definition.titleField]?.label ?? intl.formatMessage(messages.title),
      header: header(
        definition.titleField,
        definition.fields[definition.titleField]?.label ?? intl.formatMessage(messages.title),
      ),
      sort: ariaSort(definition.titleField),
      isTitle: true,
      cell: (record) => (
        <TextLink to={recordPagePath(definition, record.id)}>
          {recordTitle(intl, definition, record)}
        </TextLink>
      ),
    },
    ...columns.map((key): DataColumn<ResourceRecord> => {
      const field = definition.fields[key] ?? definition.computed?.[key]
      const label = field?.label ?? intl.formatMessage(TIMES[key as keyof typeof TIMES])
      return {
        id: key,
        label,
        header: header(key, label),
        sort: ariaSort(key),
        align: field?.kind === 'number' ? 'right' : undefined,
        cell: (record) =>
          field ? (
            <FieldValue field={field} value={record[key]} record={record} />
          ) : (
            <RecordMoment value={String(record[key])} />
          ),
      }
    }),
    ...(person && rows.some((record) => availableActions(definition, record, person).length > 0)
      ? [
          {
            id: '$actions',
            label: intl.formatMessage(messages.actions),
            header: intl.formatMessage(messages.actions),
            cell: (record: ResourceRecord) => (
              <RecordActions
                definition={definition}
                record={record}
                actor={person}
                onError={setActionError}
                size="small"
              />
            ),
          },
        ]
      : []),
  ]

  const deleteChosen = async () => {
    setIsDeleting(true)
    setDeleteError(null)
    try {
      const deleted = await writes.removeMany(chosen.map((record) => record.id))
      setIsConfirming(false)
      setSelected(new Set())
      showToast({ message: intl.formatMessage(sentences.deleted, { count: deleted, one, other }) })
    } catch (caught) {
      setDeleteError(toApiRequestError(caught))
    } finally {
      setIsDeleting(false)
    }
  }

  return (
    <>
      <PageTitle>{definition.label.other}</PageTitle>
      <MainCard
        title={intl.formatMessage(sentences.all, { other })}
        content={false}
        secondary={
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button
              component="a"
              href={`${basePath}${recordCsvPath(definition, view)}`}
              download
              startIcon={<DownloadOutlined aria-hidden />}
            >
              {intl.formatMessage(messages.exportCsv)}
            </Button>
            {mayCreate && (
              <Button
                variant="contained"
                component={RouterLink}
                to={`/${definition.name}/new`}
                startIcon={<PlusOutlined aria-hidden />}
              >
                {intl.formatMessage(sentences.new, { one })}
              </Button>
            )}
          </Stack>
        }
      >
        <Stack
          role="search"
          aria-label={intl.formatMessage(sentences.find, { other })}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, px: 2.5, py: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
        >
          <ListSearchField
            label={intl.formatMessage(sentences.search, { other })}
            value={view.q}
            maxLength={200}
            onSearch={(q) => show({ q, page: 1 }, { replace: true })}
          />
          {filterable.map(([name, field]) => (
            <ListFilterSelect
              key={name}
              label={field.label}
              name={`filter-${name}`}
              options={filterOptions(intl, field)}
              minWidth={150}
              value={view.filters[name] ?? ''}
              onChange={(value) => show({ filters: { ...view.filters, [name]: value }, page: 1 })}
            />
          ))}
          {isFiltered(view) && (
            <Button onClick={() => show({ q: '', filters: {}, page: 1 })}>
              {intl.formatMessage(messages.clearFilters)}
            </Button>
          )}
          <Box sx={{ flex: 1 }} />
          <ColumnsMenu definition={definition} columns={columns} onToggle={toggle} />
        </Stack>
        {actionError && <FormErrorAlert error={actionError} sx={{ mx: 2.5, mb: 2 }} />}
        {chosen.length > 0 && (
          <Stack
            direction="row"
            sx={{ gap: 2, px: 2.5, pb: 2, alignItems: 'center' }}
            role="region"
            aria-label={intl.formatMessage(messages.selection)}
          >
            <Typography>
              {intl.formatMessage(sentences.selected, { count: chosen.length, one, other })}
            </Typography>
            <Button
              color="error"
              startIcon={<DeleteOutlined aria-hidden />}
              onClick={() => {
                setDeleteError(null)
                setIsConfirming(true)
              }}
            >
              {intl.formatMessage(messages.deleteSelected)}
            </Button>
          </Stack>
        )}
        <ListBody
          data={data}
          error={error}
          isLoading={isLoading}
          isValidating={isValidating}
          page={view.page}
          pageSize={view.pageSize}
          loadingLabel={intl.formatMessage(sentences.loading, { other })}
          failure={intl.formatMessage(sentences.failure, { other })}
          onRetry={() => void mutate()}
          empty={
            <>
              <Typography>
                {isFiltered(view)
                  ? intl.formatMessage(sentences.noMatch, { other })
                  : intl.formatMessage(sentences.empty, { other })}
              </Typography>
              {!isFiltered(view) && mayCreate && (
                <Button variant="outlined" component={RouterLink} to={`/${definition.name}/new`}>
                  {intl.formatMessage(sentences.createFirst, { one })}
                </Button>
              )}
            </>
          }
          onFirstPage={() => show({ page: 1 })}
        >
          {(answer) => (
            <>
              <DataTable
                rows={rows}
                rowKey={(record) => record.id}
                columns={tableColumns}
                caption={intl.formatMessage(sentences.caption, {
                  other: definition.label.other,
                  page: view.page,
                  pages: lastPage,
                })}
                label={definition.label.other}
                minWidth={Math.max(480, tableColumns.length * 150)}
                hover
                isBusy={isShowingOtherView}
              />
              <PagePagination
                count={answer.total}
                page={view.page}
                rowsPerPage={view.pageSize}
                rowsPerPageOptions={RESOURCE_PAGE_SIZES}
                onPageChange={(page) => show({ page })}
                onRowsPerPageChange={(pageSize) => show({ pageSize, page: 1 })}
              />
            </>
          )}
        </ListBody>
      </MainCard>
      <ActionDialog
        open={isConfirming}
        title={intl.formatMessage(sentences.confirmTitle, { count: chosen.length, one, other })}
        description={intl.formatMessage(sentences.confirmText, {
          titles: intl.formatList(
            chosen.map((record) => recordTitle(intl, definition, record)),
            { type: 'unit', style: 'short' },
          ),
        })}
        actionLabel={intl.formatMessage(messages.delete)}
        color="error"
        isPending={isDeleting}
        error={deleteError}
        onCancel={() => setIsConfirming(false)}
        onAction={() => void deleteChosen()}
      />
    </>
  )
}
