import { useEffect } from 'react'
import type { FieldPathValue, FieldValues, Path, UseFormGetValues, UseFormSetValue } from 'react-hook-form'

/**
 * A prerendered form can be typed into before its script runs. The browser keeps what was typed,
 * and react-hook-form takes it when the fields register, but nothing tells the fields' watchers
 * (Register's strength meter rated nothing until the next keystroke): once the page is hydrated,
 * each of `names` that holds something is set again, which they hear.
 */
export function useTypedBeforeHydration<T extends FieldValues>(
  getValues: UseFormGetValues<T>,
  setValue: UseFormSetValue<T>,
  names: readonly Path<T>[],
): void {
  useEffect(() => {
    for (const name of names) {
      const value: FieldPathValue<T, typeof name> = getValues(name)
      if (value) setValue(name, value)
    }
  }, [getValues, setValue, names])
}
