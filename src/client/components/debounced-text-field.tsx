import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useEffect, useRef, useState } from 'react'

/** How long a filter field waits after the last keystroke before it applies what was typed. */
export const FILTER_DEBOUNCE_MS = 300

/**
 * A text field for a filter kept in the address: it shows `value` (the address's), lets the person
 * type freely and calls `onCommit` with the trimmed text once typing pauses.
 */
export function DebouncedTextField({
  value,
  onCommit,
  ...props
}: { value: string; onCommit: (value: string) => void } & Omit<TextFieldProps, 'value' | 'onChange'>) {
  const [draft, setDraft] = useState(value)
  const [lastValue, setLastValue] = useState(value)
  // The address changed from elsewhere (back button, "Clear filters", a link): show what it says.
  if (value !== lastValue) {
    setLastValue(value)
    if (value !== draft.trim()) setDraft(value)
  }
  const onCommitRef = useRef(onCommit)
  useEffect(() => {
    onCommitRef.current = onCommit
  })
  useEffect(() => {
    if (draft.trim() === value) return
    const timer = setTimeout(() => onCommitRef.current(draft.trim()), FILTER_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft, value])
  return <TextField {...props} value={draft} onChange={(event) => setDraft(event.target.value)} />
}
