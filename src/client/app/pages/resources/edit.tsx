import { useCallback } from 'react'
import { useNavigate, useParams } from 'react-router'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { showToast } from '#client/components/toast.tsx'
import { RecordForm } from '#client/features/resources/record-form.tsx'
import { RecordPending } from '#client/features/resources/record-pending.tsx'
import { recordPagePath, recordTitle } from '#client/features/resources/record-value.tsx'
import { type ResourceRecord, useRecord, useRecordWrites } from '#client/features/resources/resource-api.ts'
import { useResource } from './use-resource.ts'

// A record's edit form (/<name>/:id/edit): it sends the fields changed with the version it read, so
// a change someone else saved in between is refused (409) rather than overwritten.

export function Component() {
  const { definition } = useResource()
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const { data: record, error, isValidating, mutate } = useRecord(definition, id)
  const writes = useRecordWrites(definition)
  const one = definition.label.one.toLowerCase()
  const onSaved = useCallback(
    (saved: ResourceRecord) => {
      showToast({ message: `${definition.label.one} “${recordTitle(definition, saved)}” saved.` })
      void navigate(recordPagePath(definition, saved.id))
    },
    [definition, navigate],
  )
  return (
    <>
      <PageTitle>Edit {record ? recordTitle(definition, record) : one}</PageTitle>
      <MainCard>
        {!record && (
          <RecordPending
            one={one}
            error={error}
            isRetrying={isValidating}
            onRetry={() => void mutate()}
            shape="fields"
          />
        )}
        {record && (
          <RecordForm
            // The form starts from the record as it was read; its version goes with the changes.
            key={`${record.id}-${record.version}`}
            definition={definition}
            record={record}
            submitLabel="Save changes"
            onSubmit={(values) => writes.update(id, record.version, values)}
            onSaved={onSaved}
            onCancel={() => void navigate(recordPagePath(definition, id))}
            onReload={() => mutate()}
          />
        )}
      </MainCard>
    </>
  )
}
