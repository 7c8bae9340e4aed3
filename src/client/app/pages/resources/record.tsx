import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { defineMessage, defineMessages, type MessageTag, useIntl } from 'react-intl'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { ActionDialog } from '#client/components/action-dialog.tsx'
import { FormErrorAlert } from '#client/components/form/form-error-alert.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { showToast } from '#client/components/toast.tsx'
import { RecordActions } from '#client/features/resources/record-actions.tsx'
import { missingRecord, RecordNotice } from '#client/features/resources/record-notice.tsx'
import { RecordPending } from '#client/features/resources/record-pending.tsx'
import { FieldValue, RecordMoment, recordTitle } from '#client/features/resources/record-value.tsx'
import { useRecord, useRecordWrites } from '#client/features/resources/resource-api.ts'
import { ApiRequestError } from '#client/lib/fetch-json.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import { mayAct } from '#shared/resource.ts'
import { useResource } from './use-resource.ts'

const messages = defineMessages({
  delete: { id: 'resources.record.delete', defaultMessage: 'Delete' },
  edit: { id: 'resources.record.edit', defaultMessage: 'Edit' },
  created: { id: 'resources.record.created', defaultMessage: 'Created' },
  createdBy: { id: 'resources.record.created-by', defaultMessage: 'Created by' },
  lastChanged: { id: 'resources.record.last-changed', defaultMessage: 'Last changed' },
  confirmText: {
    id: 'resources.record.confirm-text',
    defaultMessage: 'It will be deleted for everyone. This cannot be undone.',
  },
})
const sentences = {
  deleted: defineMessage<{ one: string; title: string }>({
    id: 'resources.record.deleted',
    defaultMessage: '{one} “{title}” deleted.',
  }),
  about: defineMessage<{ one: string }>({ id: 'resources.record.about', defaultMessage: 'About this {one}' }),
  // The tags stand for the moment and the person's name, which the page draws.
  createdAtBy: defineMessage<{ moment: MessageTag; person: MessageTag }>({
    id: 'resources.record.created-at-by',
    defaultMessage: '<moment></moment> by <person></person>',
  }),
  confirmTitle: defineMessage<{ one: string; title: string }>({
    id: 'resources.record.confirm-title',
    defaultMessage: 'Delete {one} “{title}”?',
  }),
}

// A record's page (/<name>/:id): every field by its label, who made it and when, and Edit and
// Delete for those the resource's rules allow.

export function Component() {
  const { definition, me } = useResource()
  const intl = useIntl()
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const { data: record, error, isValidating, mutate } = useRecord(definition, id)
  const writes = useRecordWrites(definition)
  const [isConfirming, setIsConfirming] = useState(false)
  const [isDeleting, setIsDeleting] = useState(false)
  const [deleteError, setDeleteError] = useState<ApiRequestError | null>(null)
  const [actionError, setActionError] = useState<ApiRequestError | null>(null)
  const one = definition.label.one.toLowerCase()
  const listPath = `/${definition.name}`

  if (error instanceof ApiRequestError && error.status === 404)
    return (
      <>
        <PageTitle>{definition.label.one}</PageTitle>
        <MainCard>
          <RecordNotice definition={definition}>{missingRecord(intl, definition)}</RecordNotice>
        </MainCard>
      </>
    )

  const person = me ?? null
  const mayUpdate = record && person && mayAct(definition, person, 'update', record.createdBy)
  const mayDelete = record && person && mayAct(definition, person, 'delete', record.createdBy)
  const title = record ? recordTitle(intl, definition, record) : definition.label.one

  const remove = async () => {
    setIsDeleting(true)
    setDeleteError(null)
    try {
      await writes.remove(id)
      showToast({ message: intl.formatMessage(sentences.deleted, { one: definition.label.one, title }) })
      void navigate(listPath)
    } catch (caught) {
      setDeleteError(toApiRequestError(caught))
      setIsDeleting(false)
    }
  }

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <MainCard
        title={intl.formatMessage(sentences.about, { one })}
        secondary={
          record && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              {person && (
                <RecordActions
                  definition={definition}
                  record={record}
                  actor={person}
                  onError={setActionError}
                />
              )}
              {mayDelete && (
                <Button color="error" onClick={() => setIsConfirming(true)}>
                  {intl.formatMessage(messages.delete)}
                </Button>
              )}
              {mayUpdate && (
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={`${listPath}/${encodeURIComponent(id)}/edit`}
                >
                  {intl.formatMessage(messages.edit)}
                </Button>
              )}
            </Stack>
          )
        }
      >
        {!record && (
          <RecordPending
            one={one}
            error={error}
            isRetrying={isValidating}
            onRetry={() => void mutate()}
            shape="text"
          />
        )}
        {actionError && <FormErrorAlert error={actionError} sx={{ mb: 2.5 }} />}
        {record && (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
              columnGap: 3,
              rowGap: { xs: 0.5, sm: 1.5 },
              m: 0,
            }}
          >
            {[...Object.entries(definition.fields), ...Object.entries(definition.computed ?? {})].map(
              ([name, field]) => (
                <Box key={name} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="textSecondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                    {field.label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    <FieldValue field={field} value={record[name]} record={record} />
                  </Typography>
                </Box>
              ),
            )}
            <Typography component="dt" color="textSecondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {intl.formatMessage(messages.created)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {record.createdBy ? (
                intl.formatMessage(sentences.createdAtBy, {
                  moment: () => <RecordMoment value={record.createdAt} />,
                  person: () => (
                    <FieldValue
                      field={{ kind: 'person', label: intl.formatMessage(messages.createdBy) }}
                      value={record.createdBy}
                    />
                  ),
                })
              ) : (
                <RecordMoment value={record.createdAt} />
              )}
            </Typography>
            <Typography component="dt" color="textSecondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {intl.formatMessage(messages.lastChanged)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              <RecordMoment value={record.updatedAt} />
            </Typography>
          </Box>
        )}
      </MainCard>
      <ActionDialog
        open={isConfirming}
        title={intl.formatMessage(sentences.confirmTitle, { one, title })}
        description={intl.formatMessage(messages.confirmText)}
        actionLabel={intl.formatMessage(messages.delete)}
        color="error"
        isPending={isDeleting}
        error={deleteError}
        onCancel={() => setIsConfirming(false)}
        onAction={() => void remove()}
      />
    </>
  )
}
