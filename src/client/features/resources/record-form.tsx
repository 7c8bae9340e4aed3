import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react'
import { type Control, type Resolver, useController, useForm } from 'react-hook-form'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { ActionButton, CancelButton } from '#client/components/form/form-buttons.tsx'
import { FormCheckbox } from '#client/components/form/form-checkbox.tsx'
import { FormErrorAlert } from '#client/components/form/form-error-alert.tsx'
import { FormSelect } from '#client/components/form/form-select.tsx'
import { FormTextField } from '#client/components/form/form-text-field.tsx'
import { useUnsavedChanges } from '#client/components/form/unsaved-changes.tsx'
import { useServerError } from '#client/components/form/use-server-error.ts'
import { formatSentence } from '#shared/i18n/sentence.ts'
import { type Field, LONG_TEXT_MAX, type ResourceDefinition, TEXT_MAX } from '#shared/resource.ts'
import { createSchema } from '#shared/resource-schemas.ts'
import type { RecordValues, ResourceRecord } from './resource-api.ts'

const messages = defineMessages({
  none: { id: 'resources.form.none', defaultMessage: 'None' },
  loadTheirs: {
    id: 'resources.form.load-theirs',
    defaultMessage: 'Load their changes (yours are discarded)',
  },
})
/** What the form would lose, as the question on leaving names it ("Your changes to this project"). */
const unsaved = defineMessage<{ one: string }>({
  id: 'resources.form.unsaved-what',
  defaultMessage: 'this {one}',
})

// A record's form, made from its resource's definition with MUI's fields: text, a multi-line text,
// a number, a checkbox, the browser's date picker, a list of an enum's values, and suggestions for a
// person or a record of another resource. It checks with the schema the server checks with
// (src/shared/resource-schemas.ts), shows the server's messages beside their fields, and holds its
// changes against leaving the page.

/**
 * The picker of a person or a record: MUI's Autocomplete, loaded with the first form that has such a
 * field (most do not), while the form shows a field of the same size.
 */
const ChoicePicker = lazy(() =>
  import('./choice-picker.tsx').then((module) => ({ default: module.ChoicePicker })),
)

/** The form's values: what the inputs hold (text for numbers, dates and choices). */
export type FormValues = Record<string, string | boolean>

function inputValue(field: Field, value: ResourceRecord[string] | undefined): string | boolean {
  if (field.kind === 'boolean') return value === true
  // A new record's required choice starts on the first value, which its list shows.
  if (value === undefined && field.kind === 'enum' && field.required) return field.values[0]
  return value === null || value === undefined ? '' : String(value)
}

/** The inputs' values of a record, or of a new one. */
export function formValuesOf(definition: ResourceDefinition, record?: ResourceRecord): FormValues {
  return Object.fromEntries(
    Object.entries(definition.fields).map(([name, field]) => [name, inputValue(field, record?.[name])]),
  )
}

/**
 * What the API is sent for the inputs' values: numbers as numbers, empty as null (or left out when
 * the field is required, so the schema says it is required).
 */
export function payloadOf(definition: ResourceDefinition, values: FormValues, names?: readonly string[]) {
  const payload: RecordValues = {}
  for (const [name, field] of Object.entries(definition.fields)) {
    if (names && !names.includes(name)) continue
    const value = values[name]
    if (typeof value === 'boolean') payload[name] = value
    else if (value === undefined || value.trim() === '') {
      if (!field.required) payload[name] = null
    } else if (field.kind === 'number') payload[name] = Number(value)
    else payload[name] = value
  }
  return payload
}

/** The schema's check of the whole form, its messages by field. */
function resolverFor(definition: ResourceDefinition): Resolver<FormValues> {
  const schema = createSchema(definition)
  return async (values) => {
    const result = schema.safeParse(payloadOf(definition, values))
    if (result.success) return { values, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '')
      if (name && !errors[name]) errors[name] = { type: issue.code, message: issue.message }
    }
    return { values: {}, errors }
  }
}

function ChoiceInput({ control, name, field }: { control: Control<FormValues>; name: string; field: Field }) {
  const { field: input, fieldState } = useController({ control, name })
  const id = useId()
  const intl = useIntl()
  if (field.kind !== 'person' && field.kind !== 'reference') return null
  return (
    <Suspense
      fallback={
        <TextField
          label={field.label}
          required={field.required}
          disabled
          value=""
          slotProps={{ inputLabel: { shrink: true } }}
        />
      }
    >
      <ChoicePicker
        field={field}
        id={id}
        name={name}
        value={String(input.value ?? '')}
        onChange={input.onChange}
        onBlur={input.onBlur}
        inputRef={input.ref}
        error={fieldState.error?.message && formatSentence(intl, fieldState.error.message)}
      />
    </Suspense>
  )
}

function FieldInput({ control, name, field }: { control: Control<FormValues>; name: string; field: Field }) {
  const intl = useIntl()
  const common = { control, name, label: field.label, required: field.required }
  switch (field.kind) {
    case 'text':
    case 'longText': {
      const max = field.maxLength ?? (field.kind === 'text' ? TEXT_MAX : LONG_TEXT_MAX)
      return (
        <FormTextField
          {...common}
          multiline={field.kind === 'longText'}
          minRows={field.kind === 'longText' ? 3 : undefined}
          slotProps={{ htmlInput: { maxLength: max } }}
        />
      )
    }
    case 'number':
      return (
        <FormTextField
          {...common}
          type="number"
          slotProps={{
            htmlInput: {
              inputMode: field.integer ? 'numeric' : 'decimal',
              step: field.integer ? 1 : 'any',
              min: field.min,
              max: field.max,
            },
          }}
        />
      )
    case 'date':
      return <FormTextField {...common} type="date" />
    case 'boolean':
      return <FormCheckbox control={control} name={name} label={field.label} />
    case 'enum':
      return (
        <FormSelect
          {...common}
          options={[
            ...(field.required ? [] : [{ value: '', label: intl.formatMessage(messages.none) }]),
            ...field.values.map((value) => ({ value, label: value })),
          ]}
        />
      )
    default:
      return <ChoiceInput control={control} name={name} field={field} />
  }
}

export function RecordForm({
  definition,
  record,
  submitLabel,
  onSubmit,
  onSaved,
  onCancel,
  onReload,
  onDirtyChange,
}: {
  definition: ResourceDefinition
  /** The record being changed; none for a new one. */
  record?: ResourceRecord
  submitLabel: string
  /** Sends the fields (all for a new record, the changed ones otherwise); resolves to the saved record. */
  onSubmit: (values: RecordValues) => Promise<ResourceRecord>
  /** After saving, once the form no longer holds the page (the place to leave it). */
  onSaved: (record: ResourceRecord) => void
  onCancel: () => void
  /** A stale edit (409): loads the record again, and the form starts over from it. */
  onReload?: () => Promise<ResourceRecord | undefined>
  /** Told when the form starts or stops holding changes not saved. */
  onDirtyChange?: (isDirty: boolean) => void
}) {
  const intl = useIntl()
  // The schema is made once per definition, not on every render.
  const resolver = useMemo(() => resolverFor(definition), [definition])
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting, isDirty, dirtyFields, isSubmitSuccessful },
  } = useForm<FormValues>({
    mode: 'onTouched',
    defaultValues: formValuesOf(definition, record),
    resolver,
  })
  const names = Object.keys(definition.fields)
  const { error, attempt, clear } = useServerError(setError, names)
  const [saved, setSaved] = useState<ResourceRecord | null>(null)
  useUnsavedChanges(
    isDirty && !isSubmitSuccessful && !saved,
    intl.formatMessage(unsaved, { one: definition.label.one.toLowerCase() }),
  )
  // Runs after the guard above let go of the page.
  useEffect(() => {
    if (saved) onSaved(saved)
  }, [saved, onSaved])
  useEffect(() => {
    onDirtyChange?.(isDirty)
  }, [isDirty, onDirtyChange])

  const submit = handleSubmit(async (values) => {
    const changed = record ? names.filter((name) => dirtyFields[name]) : undefined
    let answer: ResourceRecord | undefined
    const isSent = await attempt(async () => {
      answer = await onSubmit(payloadOf(definition, values, changed))
    })
    // Kept dirty when it failed: the changes are still the person's.
    if (!isSent || !answer) throw new Error('not saved')
    setSaved(answer)
  })

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void submit(event).catch(() => {})}
      sx={{ gap: 2.5 }}
    >
      {Object.entries(definition.fields).map(([name, field]) => (
        <FieldInput key={name} control={control} name={name} field={field} />
      ))}
      {error && (
        <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
          <FormErrorAlert error={error} sx={{ width: '100%' }} />
          {error.status === 409 && onReload && (
            <Button
              onClick={async () => {
                const fresh = await onReload()
                if (fresh) {
                  reset(formValuesOf(definition, fresh))
                  clear()
                }
              }}
            >
              {intl.formatMessage(messages.loadTheirs)}
            </Button>
          )}
        </Stack>
      )}
      <Stack direction="row" sx={{ gap: 1.5, justifyContent: 'flex-end' }}>
        <CancelButton onClick={onCancel} disabled={isSubmitting} />
        <ActionButton isPending={isSubmitting}>{submitLabel}</ActionButton>
      </Stack>
    </Stack>
  )
}
