import { useEffect, useState } from 'react'
import { defineMessage, type IntlShape } from 'react-intl'

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

const waits = {
  seconds: defineMessage<{ seconds: number }>({ id: 'lib.wait.seconds', defaultMessage: '{seconds} s' }),
  minutes: defineMessage<{ minutes: number }>({ id: 'lib.wait.minutes', defaultMessage: '{minutes} min' }),
  // The seconds as two digits ("05").
  minutesAndSeconds: defineMessage<{ minutes: number; seconds: string }>({
    id: 'lib.wait.minutes-seconds',
    defaultMessage: '{minutes} min {seconds} s',
  }),
}

/** "25 s", "4 min 05 s": short enough to read at a glance while it changes. */
export function formatWait(intl: IntlShape, seconds: number): string {
  if (seconds < 60) return intl.formatMessage(waits.seconds, { seconds })
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  return rest === 0
    ? intl.formatMessage(waits.minutes, { minutes })
    : intl.formatMessage(waits.minutesAndSeconds, { minutes, seconds: String(rest).padStart(2, '0') })
}
