import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
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

// A record's page (/<name>/:id): every field by its label, who made it and when, and Edit and
// Delete for those the resource's rules allow.

export function Component() {
  const { definition, me } = useResource()
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
          <RecordNotice definition={definition}>{missingRecord(definition)}</RecordNotice>
        </MainCard>
      </>
    )

  const person = me ?? null
  const mayUpdate = record && person && mayAct(definition, person, 'update', record.createdBy)
  const mayDelete = record && person && mayAct(definition, person, 'delete', record.createdBy)
  const title = record ? recordTitle(definition, record) : definition.label.one

  const remove = async () => {
    setIsDeleting(true)
    setDeleteError(null)
    try {
      await writes.remove(id)
      showToast({ message: `${definition.label.one} “${title}” deleted.` })
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
        title={`About this ${one}`}
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
                  Delete
                </Button>
              )}
              {mayUpdate && (
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={`${listPath}/${encodeURIComponent(id)}/edit`}
                >
                  Edit
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
              Created
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              <RecordMoment value={record.createdAt} />
              {record.createdBy && (
                <>
                  {' by '}
                  <FieldValue field={{ kind: 'person', label: 'Created by' }} value={record.createdBy} />
                </>
              )}
            </Typography>
            <Typography component="dt" color="textSecondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              Last changed
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              <RecordMoment value={record.updatedAt} />
            </Typography>
          </Box>
        )}
      </MainCard>
      <ActionDialog
        open={isConfirming}
        title={`Delete ${one} “${title}”?`}
        description={`It will be deleted for everyone. This cannot be undone.`}
        actionLabel="Delete"
        color="error"
        isPending={isDeleting}
        error={deleteError}
        onCancel={() => setIsConfirming(false)}
        onAction={() => void remove()}
      />
    </>
  )
}
