// How well a result matches what was typed, so that the palette shows the best kind of result
// first: "gra" puts the person Grace Hopper (a name starting so) above the page Typography (which
// only contains it).

/** 3: a text is what was typed; 2: a text or one of its words starts with it; 1: contains it; 0: none. */
export function matchRank(texts: readonly (string | null | undefined)[], query: string): number {
  const typed = query.trim().toLowerCase()
  if (!typed) return 0
  let best = 0
  for (const text of texts) {
    const value = text?.toLowerCase()
    if (!value) continue
    if (value === typed) return 3
    if (value.startsWith(typed) || value.split(/[\s@._+-]+/).some((word) => word.startsWith(typed))) best = 2
    else if (best < 1 && value.includes(typed)) best = 1
  }
  return best
}
