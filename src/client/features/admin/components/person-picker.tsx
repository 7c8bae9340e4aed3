import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import { lazyModule } from '#client/lib/lazy-panel.ts'
import type { PersonAutocomplete } from './person-autocomplete.tsx'

export type PersonChoice = { id: string; name: string; email: string }

export type PersonPickerProps = {
  label: string
  /** The chosen one; null for anyone. */
  value: PersonChoice | null
  onChange: (person: PersonChoice | null) => void
}

export const personPickerMessages = defineMessages({
  placeholder: { id: 'admin.person-picker.placeholder', defaultMessage: 'Name or email' },
})

// The suggestions (MUI's Autocomplete and its popup) are a popup's weight: a chunk of their own,
// fetched on intent (decision 004), while a field of the same look stands in.
const autocomplete = lazyModule(() =>
  import('./person-autocomplete.tsx').then((loaded) => loaded.PersonAutocomplete),
)

/**
 * A person chosen by name or email, with suggestions from the People list as one types. Until the
 * person points at it or focuses it, a plain field with the same label and value stands in; what is
 * typed there before the suggestions arrive is kept.
 */
export function PersonPicker({ label, value, onChange }: PersonPickerProps) {
  const intl = useIntl()
  const [Loaded, setLoaded] = useState<typeof PersonAutocomplete | null>(null)
  const [typed, setTyped] = useState('')
  const [isFocused, setIsFocused] = useState(false)
  const [isClicked, setIsClicked] = useState(false)
  const load = () => {
    void autocomplete.get().then((component) => setLoaded(() => component))
  }
  if (Loaded)
    return (
      <Loaded
        label={label}
        value={value}
        onChange={onChange}
        typedBefore={typed}
        isFocused={isFocused}
        isOpen={isClicked}
      />
    )
  return (
    <TextField
      size="small"
      sx={{ minWidth: 240 }}
      label={label}
      placeholder={intl.formatMessage(personPickerMessages.placeholder)}
      value={typed || value?.name || ''}
      onChange={(event) => setTyped(event.target.value)}
      onPointerEnter={autocomplete.preload}
      onPointerDown={() => setIsClicked(true)}
      onFocus={() => {
        setIsFocused(true)
        load()
      }}
      onBlur={() => setIsFocused(false)}
      slotProps={{
        inputLabel: { shrink: true },
        // What it becomes: a combobox whose list of suggestions is not open yet.
        htmlInput: { role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' },
      }}
    />
  )
}
