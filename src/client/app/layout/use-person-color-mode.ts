import { useColorScheme } from '@mui/material/styles'
import { useEffect } from 'react'
import type { ColorMode } from '#shared/appearance.ts'

/**
 * The colour mode the person chose, on any device (decision 026), becomes this device's: MUI's
 * provider applies it and stores it, so the next load paints in it from the start. A person who
 * never chose keeps the device's own.
 */
export function usePersonColorMode(colorMode: ColorMode | null | undefined): void {
  const { mode, setMode } = useColorScheme()
  // Only when the person's choice changes (or first arrives): a choice made here updates it first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the device's mode is read, not followed
  useEffect(() => {
    if (colorMode && colorMode !== mode) setMode(colorMode)
  }, [colorMode, setMode])
}
