import { useEffect, useState } from 'react'

export type Answer<T> = { data?: T; error?: unknown }

/**
 * The answer of one call made when the page opens: what SWR gives the app, without SWR (these
 * pages ask each thing once, decision 007). `load` must keep its identity between renders (a
 * module function, or useMemo); null asks nothing.
 */
export function useAnswer<T>(load: (() => Promise<T>) | null): Answer<T> {
  const [answer, setAnswer] = useState<Answer<T>>({})
  useEffect(() => {
    if (!load) return
    let isCurrent = true
    load().then(
      (data) => {
        if (isCurrent) setAnswer({ data })
      },
      (error: unknown) => {
        if (isCurrent) setAnswer({ error })
      },
    )
    return () => {
      isCurrent = false
    }
  }, [load])
  return answer
}
