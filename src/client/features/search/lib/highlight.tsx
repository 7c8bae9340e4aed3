import type { ReactNode } from 'react'

/** The text with every case-insensitive occurrence of the query's words marked (<mark>). */
export function highlight(text: string, query: string): ReactNode {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0)
  if (words.length === 0) return text
  const lower = text.toLowerCase()
  const marked = new Array<boolean>(text.length).fill(false)
  for (const word of words) {
    let at = lower.indexOf(word)
    while (at >= 0) {
      for (let i = at; i < at + word.length; i++) marked[i] = true
      at = lower.indexOf(word, at + word.length)
    }
  }
  const parts: ReactNode[] = []
  let start = 0
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || marked[i] !== marked[start]) {
      const piece = text.slice(start, i)
      parts.push(marked[start] ? <mark key={start}>{piece}</mark> : piece)
      start = i
    }
  }
  return parts
}
