import { useEffect, useState } from 'react'

/**
 * Counts down from `seconds` (taken when the component mounts) to 0, once a second. Undefined when
 * there is nothing to wait for. Remount the component (a new `key`) to start a new wait.
 */
export function useSecondsLeft(seconds: number | undefined): number | undefined {
  const [deadline] = useState(() => (seconds === undefined ? undefined : Date.now() + seconds * 1000))
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (deadline === undefined) return
    const timer = setInterval(() => {
      const tick = Date.now()
      setNow(tick)
      if (tick >= deadline) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [deadline])
  if (deadline === undefined) return undefined
  return Math.max(0, Math.ceil((deadline - now) / 1000))
}

/** "25 s", "4 min 05 s": short enough to read at a glance while it changes. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  return rest === 0 ? `${minutes} min` : `${minutes} min ${String(rest).padStart(2, '0')} s`
}
