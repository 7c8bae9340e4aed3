/**
 * A `shouldForwardProp` for MUI's `styled` that keeps a component's own look props off the element.
 * A custom filter replaces MUI's own, which is the one that keeps `sx`, `as`, `ownerState` and
 * `theme` off it: they are filtered here too (and `as` then changes the element, as with MUI's).
 */
export function forwardPropsExcept(...own: string[]): (prop: PropertyKey) => boolean {
  const kept = new Set(['sx', 'as', 'ownerState', 'theme', ...own])
  return (prop) => typeof prop !== 'string' || !kept.has(prop)
}
