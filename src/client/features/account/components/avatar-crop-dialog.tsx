import Box from '@mui/material/Box'
import Slider from '@mui/material/Slider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { ActionDialog } from '#client/components/action-dialog.tsx'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import { useAccountActions } from '../api/account-actions.ts'
import {
  type CropSquare,
  type ImageSize,
  initialSquare,
  maxZoomFor,
  moveSquare,
  roundSquare,
  zoomSquare,
} from '../lib/avatar-crop.ts'

/** The preview is at most this tall, so that the dialog fits a laptop screen with its buttons. */
const PREVIEW_MAX_HEIGHT = 360

const messages = defineMessages({
  title: { id: 'account.avatar-crop.title', defaultMessage: 'Crop your photo' },
  save: { id: 'account.avatar-crop.save', defaultMessage: 'Save photo' },
  image: { id: 'account.avatar-crop.image', defaultMessage: 'The photo you chose' },
  square: { id: 'account.avatar-crop.square', defaultMessage: 'Part of the photo to keep' },
  zoom: { id: 'account.avatar-crop.zoom', defaultMessage: 'Zoom' },
})
const help = defineMessage({
  id: 'account.avatar-crop.help',
  defaultMessage:
    'Drag the square, or select it and use the arrow keys (with Shift for bigger steps), to choose the part of the photo to keep. Zoom in to keep a smaller part.',
})
const keeping = defineMessage<{ size: number; x: number; y: number }>({
  id: 'account.avatar-crop.keeping',
  defaultMessage: 'Keeping {size} × {size} pixels from {x}, {y}.',
})

type Drag = { pointerId: number; startX: number; startY: number; start: CropSquare; scale: number }

type AvatarCropDialogProps = {
  /**
   * The chosen file, an object URL of it and its size as decoded (avatar-file.ts: a file the browser
   * cannot draw never gets here); the dialog is open while there is one.
   */
  chosen: { file: File; url: string; size: ImageSize } | null
  onCancel: () => void
  /** Once the photo is saved (the account in the cache has it). */
  onSaved: () => void
}

/**
 * Choose the square of the photo to keep: drag it with a pointer or move it with the arrow keys
 * (Shift for bigger steps), and make it smaller with the Zoom slider. The square is kept in the
 * natural pixels of the image, whatever size the preview is drawn at.
 */
export function AvatarCropDialog({ chosen, onCancel, onSaved }: AvatarCropDialogProps) {
  const { uploadAvatar } = useAccountActions()
  const intl = useIntl()
  const imageUrl = chosen?.url ?? null
  const helpId = useId()
  const zoomLabelId = useId()
  const frameRef = useRef<HTMLDivElement>(null)
  const dragRef = useRef<Drag | null>(null)
  const image = chosen?.size ?? null
  const [square, setSquare] = useState<CropSquare | null>(() => (image ? initialSquare(image) : null))
  const [zoom, setZoom] = useState(1)
  const [loadedUrl, setLoadedUrl] = useState<string | null>(imageUrl)
  const [isSaving, setIsSaving] = useState(false)
  // The last failed save, shown above the buttons.
  const [error, setError] = useState<ApiRequestError | null>(null)

  // A new file starts over: its own size, the largest centred square, no zoom.
  if (imageUrl !== loadedUrl) {
    setLoadedUrl(imageUrl)
    setSquare(image ? initialSquare(image) : null)
    setZoom(1)
    setError(null)
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!image || !square || !frameRef.current) return
    const scale = frameRef.current.getBoundingClientRect().width / image.width
    if (!scale) return
    event.preventDefault()
    event.currentTarget.setPointerCapture?.(event.pointerId)
    event.currentTarget.focus()
    dragRef.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      start: square,
      scale,
    }
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current
    if (!drag || drag.pointerId !== event.pointerId || !image) return
    const dx = (event.clientX - drag.startX) / drag.scale
    const dy = (event.clientY - drag.startY) / drag.scale
    setSquare(moveSquare(drag.start, dx, dy, image))
  }

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (dragRef.current?.pointerId === event.pointerId) dragRef.current = null
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!image || !square) return
    const step = Math.max(1, Math.round(Math.min(image.width, image.height) / 50)) * (event.shiftKey ? 10 : 1)
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    setSquare(moveSquare(square, move[0], move[1], image))
  }

  const onZoom = (_event: Event, value: number | number[]) => {
    if (!image || !square || typeof value !== 'number') return
    setZoom(value)
    setSquare(zoomSquare(square, value, image))
  }

  // The original file goes up with the square to keep, in the image's natural pixels.
  const save = async () => {
    if (!chosen || !image || !square) return
    setIsSaving(true)
    setError(null)
    try {
      await uploadAvatar(chosen.file, roundSquare(square, image))
    } catch (caught) {
      setError(toApiRequestError(caught))
      return
    } finally {
      setIsSaving(false)
    }
    onSaved()
  }

  const maxZoom = image ? maxZoomFor(image) : 1
  const rounded = image && square ? roundSquare(square, image) : null
  const percent = (value: number, total: number) => `${(value / total) * 100}%`

  return (
    <ActionDialog
      open={imageUrl !== null}
      title={intl.formatMessage(messages.title)}
      description={<span id={helpId}>{intl.formatMessage(help)}</span>}
      actionLabel={intl.formatMessage(messages.save)}
      onAction={() => void save()}
      isActionDisabled={!rounded}
      onCancel={onCancel}
      isPending={isSaving}
      error={error}
    >
      <Stack sx={{ alignItems: 'center', gap: 2 }}>
        <Box
          ref={frameRef}
          sx={{
            position: 'relative',
            display: 'inline-block',
            lineHeight: 0,
            overflow: 'hidden',
            maxWidth: '100%',
            bgcolor: 'grey.100',
          }}
        >
          {imageUrl && (
            <Box
              component="img"
              src={imageUrl}
              alt={intl.formatMessage(messages.image)}
              draggable={false}
              sx={{
                display: 'block',
                maxWidth: '100%',
                maxHeight: PREVIEW_MAX_HEIGHT,
                userSelect: 'none',
              }}
            />
          )}
          {image && square && (
            <Box
              role="application"
              aria-label={intl.formatMessage(messages.square)}
              aria-describedby={helpId}
              tabIndex={0}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              onKeyDown={onKeyDown}
              data-testid="crop-square"
              sx={{
                position: 'absolute',
                left: percent(square.x, image.width),
                top: percent(square.y, image.height),
                width: percent(square.size, image.width),
                height: percent(square.size, image.height),
                border: '2px solid #fff',
                outline: '1px solid rgba(0, 0, 0, 0.6)',
                // Dims what is left out.
                boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.55)',
                cursor: 'move',
                touchAction: 'none',
                '&:focus-visible': {
                  outline: '3px solid',
                  outlineColor: 'primary.light',
                  outlineOffset: 2,
                },
              }}
            />
          )}
        </Box>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
        <Typography id={zoomLabelId} component="span" variant="subtitle1">
          {intl.formatMessage(messages.zoom)}
        </Typography>
        <Slider
          aria-labelledby={zoomLabelId}
          value={zoom}
          min={1}
          max={maxZoom}
          step={0.01}
          onChange={onZoom}
          disabled={!image || maxZoom === 1}
          getAriaValueText={(value) =>
            intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 })
          }
          sx={{ flex: 1 }}
        />
      </Stack>
      {rounded && (
        <Typography variant="body2" color="textSecondary">
          {intl.formatMessage(keeping, rounded)}
        </Typography>
      )}
    </ActionDialog>
  )
}
