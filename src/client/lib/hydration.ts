// Whether the app is hydrating a page the server rendered (decision 010): set by main.tsx from the
// moment it starts until the hydration is committed.

let hydrating = false

export const isHydrating = (): boolean => hydrating

export function setHydrating(value: boolean): void {
  hydrating = value
}
