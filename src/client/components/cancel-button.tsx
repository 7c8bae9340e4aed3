import Button from '@mui/material/Button'

/**
 * A form's Cancel. Pressed with a pointer, it leaves focus in the field being typed in: leaving the
 * field would run its check (mode onTouched) at mousedown, and the message shown above Cancel moved
 * it from under the pointer before mouseup, so the click was lost and the first Cancel did nothing.
 * From the keyboard, it takes focus as any button does.
 */
export function CancelButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <Button onClick={onClick} onMouseDown={(event) => event.preventDefault()} disabled={disabled}>
      Cancel
    </Button>
  )
}
