/** One or two letters for an avatar without a picture: "Ada Lovelace" → "AL". */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => [...part][0]?.toUpperCase() ?? '')
  if (letters.length === 0) return '?'
  return letters.length === 1 ? (letters[0] ?? '?') : `${letters[0]}${letters.at(-1)}`
}
