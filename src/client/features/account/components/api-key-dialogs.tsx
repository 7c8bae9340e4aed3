import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import type { PaperProps } from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import visuallyHidden from '@mui/utils/visuallyHidden'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl'
import * as z from 'zod/mini'
import { ActionDialog } from '#client/components/action-dialog.tsx'
import { ActionButton, CancelButton } from '#client/components/form/form-buttons.tsx'
import { FormCheckboxGroup } from '#client/components/form/form-checkbox-group.tsx'
import { FormErrorAlert } from '#client/components/form/form-error-alert.tsx'
import { FormSelect } from '#client/components/form/form-select.tsx'
import { FormTextField } from '#client/components/form/form-text-field.tsx'
import { useServerError } from '#client/components/form/use-server-error.ts'
import { showToast } from '#client/components/toast.tsx'
import { copyText } from '#client/lib/clipboard.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import {
  API_KEY_NAME_MAX,
  type ApiKey,
  type ApiKeyScope,
  apiKeyExpiryChoices,
  type CreatedApiKey,
  createApiKeySchema,
  scopesFor,
} from '#shared/api-keys.ts'
import type { Role } from '#shared/auth-rules.ts'
import { useApiKeyActions } from '../api/api-key-api.ts'

// Account Settings' API key dialogs (making one, revoking one): a chunk of their own, fetched when
// one is about to open, with the form and its schema.

const messages = defineMessages({
  createTitle: { id: 'account.api-keys.create-dialog.title', defaultMessage: 'Create an API key' },
  createDescription: {
    id: 'account.api-keys.create-dialog.description',
    defaultMessage:
      'The key acts as you, within the scopes you tick and what your role allows. Give it only the scopes its script needs.',
  },
  create: { id: 'account.api-keys.create-dialog.create', defaultMessage: 'Create key' },
  name: { id: 'account.api-keys.create-dialog.name', defaultMessage: 'Name' },
  nameHelp: {
    id: 'account.api-keys.create-dialog.name-help',
    defaultMessage: 'What the key is for, to tell it apart later.',
  },
  namePlaceholder: {
    id: 'account.api-keys.create-dialog.name-placeholder',
    defaultMessage: 'Nightly export',
  },
  expires: { id: 'account.api-keys.create-dialog.expires', defaultMessage: 'Expires' },
  scopes: { id: 'account.api-keys.create-dialog.scopes', defaultMessage: 'Scopes' },
  createdTitle: { id: 'account.api-keys.created-dialog.title', defaultMessage: 'Your new API key' },
  copyNow: {
    id: 'account.api-keys.created-dialog.copy-now',
    defaultMessage: 'Copy it now: you will not see it again.',
  },
  key: { id: 'account.api-keys.created-dialog.key', defaultMessage: 'API key' },
  copy: { id: 'account.api-keys.created-dialog.copy', defaultMessage: 'Copy' },
  copyLabel: { id: 'account.api-keys.created-dialog.copy-label', defaultMessage: 'Copy the key' },
  copied: { id: 'account.api-keys.created-dialog.copied', defaultMessage: 'Key copied' },
  notCopied: {
    id: 'account.api-keys.created-dialog.not-copied',
    defaultMessage: 'The browser did not let us copy the key: select it and copy it yourself.',
  },
  done: { id: 'account.api-keys.created-dialog.done', defaultMessage: 'Done' },
  revokeDescription: {
    id: 'account.api-keys.revoke-dialog.description',
    defaultMessage: 'Scripts that use it stop working at once. This cannot be undone.',
  },
  revoke: { id: 'account.api-keys.revoke-dialog.revoke', defaultMessage: 'Revoke key' },
})
const inDays = defineMessage<{ days: number }>({
  id: 'account.api-keys.create-dialog.in-days',
  defaultMessage: '{days, plural, one {In # day} other {In # days}}',
})
const createdDescription = defineMessage<{ name: string }>({
  id: 'account.api-keys.created-dialog.description',
  defaultMessage: 'Foyer keeps only a fingerprint of the key “{name}”, never the key itself.',
})
const revokeTitle = defineMessage<{ name: string }>({
  id: 'account.api-keys.revoke-dialog.title',
  defaultMessage: 'Revoke the key “{name}”?',
})
const revoked = defineMessage<{ name: string }>({
  id: 'account.api-keys.revoked',
  defaultMessage: 'The key “{name}” is revoked',
})

/** What each scope lets a key do, in a line. */
const scopeDescriptions: Record<ApiKeyScope, MessageDescriptor> = defineMessages({
  'read:people': {
    id: 'account.api-keys.scope.read-people',
    defaultMessage: 'See the people of this instance and the invitations not accepted yet.',
  },
  'write:people': {
    id: 'account.api-keys.scope.write-people',
    defaultMessage: 'Change roles, ban people, end their sessions, invite and delete people.',
  },
  'read:audit': {
    id: 'account.api-keys.scope.read-audit',
    defaultMessage: 'Read and export the audit log.',
  },
  'read:notifications': {
    id: 'account.api-keys.scope.read-notifications',
    defaultMessage: 'Read your notifications.',
  },
})

const DEFAULT_EXPIRY = '90'

/**
 * The form as its fields give it: name and scopes as the server checks them, the expiry as the
 * select's value (a number of days: every key ends, a year at most), turned into `expiresInDays`
 * when sent.
 */
const createFormSchema = z.object({
  name: createApiKeySchema.shape.name,
  scopes: createApiKeySchema.shape.scopes,
  expiresInDays: z.enum(apiKeyExpiryChoices.map(String)),
})

function expiryOptions(intl: IntlShape) {
  return [
    ...apiKeyExpiryChoices.map((days) => ({
      value: String(days),
      label: intl.formatMessage(inDays, { days }),
    })),
  ]
}

/** The new key, this once, with a button that copies it. */
function CreatedKey({
  created,
  titleId,
  descriptionId,
  onDone,
}: {
  created: CreatedApiKey
  titleId: string
  descriptionId: string
  onDone: () => void
}) {
  const intl = useIntl()
  // The toast is behind the modal dialog, hidden from screen readers: the dialog says it too.
  const [copyOutcome, setCopyOutcome] = useState('')
  const copy = async () => {
    const isCopied = await copyText(created.key)
    const message = intl.formatMessage(isCopied ? messages.copied : messages.notCopied)
    showToast(isCopied ? { message } : { severity: 'error', message })
    setCopyOutcome(message)
  }
  return (
    <>
      <DialogTitle id={titleId}>{intl.formatMessage(messages.createdTitle)}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2.5 }}>
          <Alert severity="warning" id={descriptionId}>
            {intl.formatMessage(messages.copyNow)}
          </Alert>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1, alignItems: { xs: 'flex-start', sm: 'center' } }}
          >
            <TextField
              label={intl.formatMessage(messages.key)}
              value={created.key}
              fullWidth
              autoFocus
              onFocus={(event) => event.target.select()}
              slotProps={{
                inputLabel: { shrink: true },
                input: { readOnly: true, sx: { fontFamily: 'monospace' } },
                htmlInput: { spellCheck: false, 'aria-describedby': descriptionId },
              }}
            />
            <Button
              variant="outlined"
              onClick={() => void copy()}
              aria-label={intl.formatMessage(messages.copyLabel)}
              sx={{ flexShrink: 0 }}
            >
              {intl.formatMessage(messages.copy)}
            </Button>
            <Box component="span" role="status" sx={visuallyHidden}>
              {copyOutcome}
            </Box>
          </Stack>
          <DialogContentText>
            {intl.formatMessage(createdDescription, { name: created.apiKey.name })}
          </DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {intl.formatMessage(messages.done)}
        </Button>
      </DialogActions>
    </>
  )
}

/**
 * Names a new key, its expiry and scopes (those the role may give), then shows the key once. One
 * dialog for both: the form gives way to the key in place.
 */
export function CreateApiKeyDialog({ personRole, onClose }: { personRole: Role; onClose: () => void }) {
  const intl = useIntl()
  const { create } = useApiKeyActions()
  const titleId = useId()
  const descriptionId = useId()
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(createFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', scopes: [], expiresInDays: DEFAULT_EXPIRY },
  })
  const serverError = useServerError(setError, ['name', 'expiresInDays', 'scopes'])
  const onSubmit = handleSubmit(async ({ name, scopes, expiresInDays }) => {
    await serverError.attempt(async () => {
      setCreated(
        await create({
          name,
          scopes,
          expiresInDays: Number(expiresInDays),
        }),
      )
    })
  })
  const isPending = formState.isSubmitting
  const formPaper: PaperProps<'form'> = { component: 'form', noValidate: true, onSubmit }
  return (
    // A click beside it does not close it: the key may not be copied yet, or the form half filled.
    <Dialog
      open
      onClose={(_event, reason) => !isPending && reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="sm"
      fullWidth
      slotProps={created ? undefined : { paper: formPaper }}
    >
      {created ? (
        <CreatedKey created={created} titleId={titleId} descriptionId={descriptionId} onDone={onClose} />
      ) : (
        <>
          <DialogTitle id={titleId}>{intl.formatMessage(messages.createTitle)}</DialogTitle>
          <DialogContent>
            <Stack sx={{ gap: 2.5 }}>
              <DialogContentText id={descriptionId}>
                {intl.formatMessage(messages.createDescription)}
              </DialogContentText>
              <FormTextField
                control={control}
                name="name"
                label={intl.formatMessage(messages.name)}
                helperText={intl.formatMessage(messages.nameHelp)}
                placeholder={intl.formatMessage(messages.namePlaceholder)}
                autoComplete="off"
                autoFocus
                required
                slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX } }}
                sx={{ mt: 1 }}
              />
              <FormSelect
                control={control}
                name="expiresInDays"
                label={intl.formatMessage(messages.expires)}
                options={expiryOptions(intl)}
              />
              <FormCheckboxGroup
                control={control}
                name="scopes"
                label={intl.formatMessage(messages.scopes)}
                options={scopesFor(personRole).map((scope) => ({
                  value: scope,
                  label: scope,
                  description: intl.formatMessage(scopeDescriptions[scope]),
                }))}
              />
              {serverError.error && <FormErrorAlert error={serverError.error} />}
            </Stack>
          </DialogContent>
          <DialogActions>
            <CancelButton onClick={onClose} disabled={isPending} />
            <ActionButton isPending={isPending}>{intl.formatMessage(messages.create)}</ActionButton>
          </DialogActions>
        </>
      )}
    </Dialog>
  )
}

export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const intl = useIntl()
  const { revoke } = useApiKeyActions()
  const [isPending, setIsPending] = useState(false)
  const [error, setError] = useState<ApiRequestError | null>(null)
  const onRevoke = async () => {
    setIsPending(true)
    setError(null)
    try {
      await revoke(apiKey.id)
      showToast({ message: intl.formatMessage(revoked, { name: apiKey.name }) })
      onClose()
    } catch (caught) {
      setError(toApiRequestError(caught))
      setIsPending(false)
    }
  }
  return (
    <ActionDialog
      open
      title={intl.formatMessage(revokeTitle, { name: apiKey.name })}
      description={intl.formatMessage(messages.revokeDescription)}
      actionLabel={intl.formatMessage(messages.revoke)}
      color="error"
      maxWidth="xs"
      onAction={() => void onRevoke()}
      onCancel={onClose}
      isPending={isPending}
      error={error}
    />
  )
}
