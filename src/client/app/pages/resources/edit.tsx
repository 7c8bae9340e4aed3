import Alert from '@mui/material/Alert'
import { useCallback, useState } from 'react'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { useNavigate, useParams } from 'react-router'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { showToast } from '#client/components/toast.tsx'
import { RecordForm } from '#client/features/resources/record-form.tsx'
import { missingRecord, RecordNotice } from '#client/features/resources/record-notice.tsx'
import { RecordPending } from '#client/features/resources/record-pending.tsx'
import { recordPagePath, recordTitle } from '#client/features/resources/record-value.tsx'
import { type ResourceRecord, useRecord, useRecordWrites } from '#client/features/resources/resource-api.ts'
import { ApiRequestError } from '#client/lib/fetch-json.ts'
import { mayAct } from '#shared/resource.ts'
import { useResource } from './use-resource.ts'

const messages = defineMessages({
  submit: { id: 'resources.edit.submit', defaultMessage: 'Save changes' },
})
const sentences = {
  saved: defineMessage<{ one: string; title: string }>({
    id: 'resources.edit.saved',
    defaultMessage: '{one} “{title}” saved.',
  }),
  title: defineMessage<{ title: string }>({ id: 'resources.edit.title', defaultMessage: 'Edit {title}' }),
  refused: defineMessage<{ one: string }>({
    id: 'resources.edit.refused',
    defaultMessage: 'Your role may not change this {one}.',
  }),
  changedElsewhere: defineMessage<{ one: string }>({
    id: 'resources.edit.changed-elsewhere',
    defaultMessage:
      'Someone saved a change to this {one} since you opened it. Saving yours will ask you to load theirs first.',
  }),
}

// A record's edit form (/<name>/:id/edit): it sends the fields changed with the version it read, so
// a change someone else saved in between is refused (409) rather than overwritten. The form keeps
// the record as it was when the person began to type: a change that arrives live (another person
// saved) does not wipe what is being typed; it is announced, and saving then offers to load it.

export function Component() {
  const { definition, me } = useResource()
  const intl = useIntl()
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const { data: record, error, isValidating, mutate } = useRecord(definition, id)
  const writes = useRecordWrites(definition)
  // The record as it was when the person began to change it: until then the form follows the
  // answers (a cached one, then the fresh one); from then on a change arriving does not touch it.
  const [opened, setOpened] = useState<ResourceRecord | null>(null)
  /** The version this person's own save made: not someone else's change. */
  const [ownVersion, setOwnVersion] = useState<number | null>(null)
  const base = opened?.id === id ? opened : (record ?? null)
  const onDirtyChange = useCallback(
    (isDirty: boolean) => setOpened(isDirty ? (current) => current ?? record ?? null : null),
    [record],
  )
  const one = definition.label.one.toLowerCase()
  const onSaved = useCallback(
    (saved: ResourceRecord) => {
      showToast({
        message: intl.formatMessage(sentences.saved, {
          one: definition.label.one,
          title: recordTitle(intl, definition, saved),
        }),
      })
      void navigate(recordPagePath(definition, saved.id))
    },
    [definition, navigate, intl],
  )
  const reload = async () => {
    const fresh = await mutate()
    setOpened(null)
    return fresh
  }
  const isMissing = error instanceof ApiRequestError && error.status === 404
  const mayUpdate = !me || !base || mayAct(definition, me, 'update', base.createdBy)
  return (
    <>
      <PageTitle>
        {intl.formatMessage(sentences.title, { title: base ? recordTitle(intl, definition, base) : one })}
      </PageTitle>
      <MainCard>
        {isMissing && !base && (
          <RecordNotice definition={definition}>{missingRecord(intl, definition)}</RecordNotice>
        )}
        {!isMissing && !base && (
          <RecordPending
            one={one}
            error={error}
            isRetrying={isValidating}
            onRetry={() => void mutate()}
            shape="fields"
          />
        )}
        {base && !mayUpdate && (
          <RecordNotice definition={definition}>
            {intl.formatMessage(sentences.refused, { one })}
          </RecordNotice>
        )}
        {base && mayUpdate && (
          <>
            {record && record.version !== base.version && record.version !== ownVersion && (
              <Alert severity="warning" sx={{ mb: 2.5 }}>
                {intl.formatMessage(sentences.changedElsewhere, { one })}
              </Alert>
            )}
            <RecordForm
              // The form starts from the record as it was opened; its version goes with the changes.
              key={`${base.id}-${base.version}`}
              definition={definition}
              record={base}
              submitLabel={intl.formatMessage(messages.submit)}
              onSubmit={async (values) => {
                const saved = await writes.update(id, base.version, values)
                setOwnVersion(saved.version)
                return saved
              }}
              onSaved={onSaved}
              onCancel={() => void navigate(recordPagePath(definition, id))}
              onReload={reload}
              onDirtyChange={onDirtyChange}
            />
          </>
        )}
      </MainCard>
    </>
  )
}
