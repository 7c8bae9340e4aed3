import type { MouseEvent } from 'react'

/**
 * For a form's Cancel: pressed with a pointer, it leaves focus in the field being typed in. Leaving
 * the field would run its check (mode onTouched) at mousedown, and the message shown above Cancel
 * moved it from under the pointer before mouseup: the click was lost, and the first Cancel did
 * nothing. From the keyboard, Cancel takes focus as any button does.
 */
export function keepFocusOnPress(event: MouseEvent): void {
  event.preventDefault()
}
