import DeleteOutlinedIcon from '@ant-design/icons-svg/es/asn/DeleteOutlined'
import UploadOutlinedIcon from '@ant-design/icons-svg/es/asn/UploadOutlined'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import { defineMessage, defineMessages, type IntlShape, useIntl } from 'react-intl'
import { antIcon } from '#client/components/ant-icon.tsx'
import { showToast } from '#client/components/toast.tsx'
import { ApiRequestError } from '#client/lib/fetch-json.ts'
import { lazyPanel, OpenedOnce } from '#client/lib/lazy-panel.ts'
import type { Account } from '#shared/account.ts'
import { AVATAR_MAX_BYTES } from '#shared/profile-limits.ts'
import { preloadAccountActions, useAccountActions } from '../api/account-actions.ts'
import type { ImageSize } from '../lib/avatar-crop.ts'
import { avatarFileProblem, decodedImageSize, unreadableImage } from '../lib/avatar-file.ts'
import { PersonAvatar } from './person-avatar.tsx'

// The crop dialog loads when a photo is chosen,
// or before when the person shows intent (pointer over or focus on Upload photo).
const AvatarCropDialog = lazyPanel(() =>
  import('./avatar-crop-dialog.tsx').then((loaded) => loaded.AvatarCropDialog),
)

/** The crop dialog and the upload, on intent to choose a photo. */
function preloadUpload() {
  AvatarCropDialog.preload()
  preloadAccountActions()
}

const DeleteOutlined = antIcon(DeleteOutlinedIcon)
const UploadOutlined = antIcon(UploadOutlinedIcon)

type Chosen = { file: File; url: string; size: ImageSize }
type Notice = { key: number; text: string }

const messages = defineMessages({
  serverFailed: {
    id: 'account.avatar.error.server',
    defaultMessage: 'Something went wrong on the server. Try again in a moment.',
  },
  failed: {
    id: 'account.avatar.error.other',
    defaultMessage: 'Something went wrong. Try again in a moment.',
  },
  saved: { id: 'account.avatar.saved', defaultMessage: 'Your photo is saved' },
  removed: { id: 'account.avatar.removed', defaultMessage: 'Your photo is removed' },
  photo: { id: 'account.avatar.alt', defaultMessage: 'Your photo' },
  hasPhoto: {
    id: 'account.avatar.has-photo',
    defaultMessage: 'This photo shows in the top bar and on your profile.',
  },
  noPhoto: { id: 'account.avatar.no-photo', defaultMessage: 'No photo yet: your initials show instead.' },
  upload: { id: 'account.avatar.upload', defaultMessage: 'Upload photo' },
  remove: { id: 'account.avatar.remove', defaultMessage: 'Remove photo' },
})
const hint = defineMessage<{ megabytes: number }>({
  id: 'account.avatar.hint',
  defaultMessage: 'PNG, JPEG or WebP, at most {megabytes, number} MB.',
})

function messageOf(intl: IntlShape, error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status >= 500 && !error.code) return intl.formatMessage(messages.serverFailed)
    return error.message
  }
  return intl.formatMessage(messages.failed)
}

/**
 * The photo part of Edit Profile: the current photo or initials, "Upload photo" (a real file input
 * behind a labelled button), a crop dialog, and "Remove photo" when there is one. The file is
 * checked here for type and size first; the server checks it again by its content.
 */
export function AvatarEditor({ account }: { account: Account }) {
  const { removeAvatar } = useAccountActions()
  const intl = useIntl()
  const buttonId = useId()
  const problemId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [chosen, setChosen] = useState<Chosen | null>(null)
  const [isRemoving, setIsRemoving] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)

  // The preview's object URL lives as long as the dialog shows it.
  useEffect(() => {
    if (!chosen) return
    return () => URL.revokeObjectURL(chosen.url)
  }, [chosen])

  const onFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    // Choosing the same file again after a cancel must fire change again.
    event.currentTarget.value = ''
    if (!file) return
    setNotice(null)
    const found = avatarFileProblem(intl, file)
    setProblem(found)
    if (found) return
    // The dialog opens only for a photo the browser can draw: a refusal is said here, not inside it.
    const size = await decodedImageSize(file)
    if (!size) return setProblem(intl.formatMessage(unreadableImage))
    setChosen({ file, url: URL.createObjectURL(file), size })
  }

  const onSaved = () => {
    setChosen(null)
    showToast({ message: intl.formatMessage(messages.saved) })
  }

  const remove = async () => {
    setIsRemoving(true)
    setNotice(null)
    try {
      await removeAvatar()
      showToast({ message: intl.formatMessage(messages.removed) })
      // The Remove button is gone now: keep focus on the photo controls.
      document.getElementById(buttonId)?.focus()
    } catch (error) {
      setNotice((previous) => ({ key: (previous?.key ?? 0) + 1, text: messageOf(intl, error) }))
    } finally {
      setIsRemoving(false)
    }
  }

  return (
    <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
        <PersonAvatar
          name={account.name}
          avatar={account.avatar}
          size={96}
          alt={account.avatar ? intl.formatMessage(messages.photo) : ''}
        />
        <Typography variant="body2" color="textSecondary">
          {intl.formatMessage(account.avatar ? messages.hasPhoto : messages.noPhoto)}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          id={buttonId}
          variant="outlined"
          startIcon={<UploadOutlined aria-hidden />}
          aria-describedby={problemId}
          onClick={() => inputRef.current?.click()}
          onPointerEnter={preloadUpload}
          onFocus={preloadUpload}
        >
          {intl.formatMessage(messages.upload)}
        </Button>
        {/* The real file input, opened by the button above (which is what keyboards and screen readers reach). */}
        <input
          ref={inputRef}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          tabIndex={-1}
          aria-labelledby={buttonId}
          onChange={(event) => void onFileChange(event)}
        />
        {account.avatar && (
          <Button
            color="error"
            startIcon={<DeleteOutlined aria-hidden />}
            onClick={() => void remove()}
            onPointerEnter={preloadAccountActions}
            onFocus={preloadAccountActions}
            loading={isRemoving}
            aria-busy={isRemoving}
          >
            {intl.formatMessage(messages.remove)}
          </Button>
        )}
      </Stack>
      <FormHelperText
        id={problemId}
        error={problem !== null}
        aria-live="polite"
        // Closer to the buttons than the stack's gap, as MUI's hint under its field.
        sx={{ mt: -1, mx: 0 }}
      >
        {problem ?? intl.formatMessage(hint, { megabytes: AVATAR_MAX_BYTES / (1024 * 1024) })}
      </FormHelperText>
      {notice && (
        <Alert key={notice.key} severity="error" role="alert">
          {notice.text}
        </Alert>
      )}
      <OpenedOnce isOpen={chosen !== null}>
        <AvatarCropDialog chosen={chosen} onCancel={() => setChosen(null)} onSaved={onSaved} />
      </OpenedOnce>
    </Stack>
  )
}
