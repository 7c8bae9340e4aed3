import { useCallback } from 'react'
import { defineMessage, useIntl } from 'react-intl'
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

const messages = {
  created: defineMessage<{ one: string; title: string }>({
    id: 'resources.new.created',
    defaultMessage: '{one} “{title}” created.',
  }),
  title: defineMessage<{ one: string }>({ id: 'resources.new.title', defaultMessage: 'New {one}' }),
  submit: defineMessage<{ one: string }>({ id: 'resources.new.submit', defaultMessage: 'Create {one}' }),
  refused: defineMessage<{ other: string }>({
    id: 'resources.new.refused',
    defaultMessage: 'Your role may not create {other}.',
  }),
}

// A new record (/<name>/new): the resource's form, empty; once saved, the record's page. Someone
// whose role may not create one is told so, rather than shown a form the server would refuse.

export function Component() {
  const { definition, me } = useResource()
  const intl = useIntl()
  const navigate = useNavigate()
  const writes = useRecordWrites(definition)
  const one = definition.label.one.toLowerCase()
  const onSaved = useCallback(
    (record: ResourceRecord) => {
      showToast({
        message: intl.formatMessage(messages.created, {
          one: definition.label.one,
          title: recordTitle(intl, definition, record),
        }),
      })
      void navigate(recordPagePath(definition, record.id), { replace: true })
    },
    [definition, navigate, intl],
  )
  const mayCreate = !me || mayAct(definition, me, 'create')
  return (
    <>
      <PageTitle>{intl.formatMessage(messages.title, { one })}</PageTitle>
      <MainCard>
        {mayCreate ? (
          <RecordForm
            definition={definition}
            submitLabel={intl.formatMessage(messages.submit, { one })}
            onSubmit={writes.create}
            onSaved={onSaved}
            onCancel={() => void navigate(`/${definition.name}`)}
          />
        ) : (
          <RecordNotice definition={definition}>
            {intl.formatMessage(messages.refused, { other: definition.label.other.toLowerCase() })}
          </RecordNotice>
        )}
      </MainCard>
    </>
  )
}
