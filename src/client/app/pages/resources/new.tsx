import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { showToast } from '#client/components/toast.tsx'
import { RecordForm } from '#client/features/resources/record-form.tsx'
import { RecordNotice } from '#client/features/resources/record-notice.tsx'
import { recordPagePath, recordTitle } from '#client/features/resources/record-value.tsx'
import { type ResourceRecord, useRecordWrites } from '#client/features/resources/resource-api.ts'
import { mayAct } from '#shared/resource.ts'
import { useResource } from './use-resource.ts'

// A new record (/<name>/new): the resource's form, empty; once saved, the record's page. Someone
// whose role may not create one is told so, rather than shown a form the server would refuse.

export function Component() {
  const { definition, me } = useResource()
  const navigate = useNavigate()
  const writes = useRecordWrites(definition)
  const one = definition.label.one.toLowerCase()
  const onSaved = useCallback(
    (record: ResourceRecord) => {
      showToast({ message: `${definition.label.one} “${recordTitle(definition, record)}” created.` })
      void navigate(recordPagePath(definition, record.id), { replace: true })
    },
    [definition, navigate],
  )
  const mayCreate = !me || mayAct(definition, me, 'create')
  return (
    <>
      <PageTitle>New {one}</PageTitle>
      <MainCard>
        {mayCreate ? (
          <RecordForm
            definition={definition}
            submitLabel={`Create ${one}`}
            onSubmit={writes.create}
            onSaved={onSaved}
            onCancel={() => void navigate(`/${definition.name}`)}
          />
        ) : (
          <RecordNotice definition={definition}>
            {`Your role may not create ${definition.label.other.toLowerCase()}.`}
          </RecordNotice>
        )}
      </MainCard>
    </>
  )
}
