import { type Ref, useCallback, useLayoutEffect, useRef } from 'react'
import { AuthTextField, type AuthTextFieldProps } from './auth-text-field.tsx'

/** A textarea as tall as its text, from `minRows` lines (MUI's TextareaAutosize, for a field with no padding). */
function useGrowingTextarea(ref: Ref<HTMLTextAreaElement> | undefined) {
  const element = useRef<HTMLTextAreaElement | null>(null)
  const fit = useCallback(() => {
    const textarea = element.current
    if (!textarea) return
    textarea.style.height = '0'
    const minHeight = Number.parseFloat(getComputedStyle(textarea).lineHeight) * textarea.rows
    textarea.style.height = `${Math.max(textarea.scrollHeight, minHeight)}px`
  }, [])
  // Every render: a reset of the form writes the value without an input event.
  useLayoutEffect(fit)
  const setRef = useCallback(
    (textarea: HTMLTextAreaElement | null) => {
      element.current = textarea
      if (typeof ref === 'function') ref(textarea)
      else if (ref) ref.current = textarea
    },
    [ref],
  )
  return { setRef, fit }
}

/**
 * A multiline AuthTextField (MUI's TextField with `multiline` and `minRows`): a textarea as tall as
 * its text. Its own module, since only the bio has one.
 */
export function AuthTextArea({
  minRows,
  ref,
  onChange,
  ...field
}: Omit<AuthTextFieldProps, 'type' | 'endAdornment' | 'renderControl' | 'inputMode'> & { minRows: number }) {
  const textarea = useGrowingTextarea(ref as Ref<HTMLTextAreaElement>)
  return (
    <AuthTextField
      {...field}
      ref={ref}
      onChange={onChange}
      renderControl={(control) => (
        <textarea
          {...control}
          ref={textarea.setRef}
          rows={minRows}
          className="MuiInputBase-input MuiOutlinedInput-input MuiInputBase-inputMultiline"
          onChange={(event) => {
            textarea.fit()
            void onChange(event)
          }}
        />
      )}
    />
  )
}
