// What this browser keeps about the signed-in person between visits (the search palette's recent
// choices, which name people and their emails) lives under one prefix and is tagged with the
// person: signing out, or the session ending any other way, removes all of it, and someone else
// signing in on the same computer sees none.

const PREFIX = 'foyer:personal:'
/** Keys of earlier versions that held such data untagged. */
const LEGACY_KEYS = new Set(['foyer:search-recent'])

type Stored = { personId: string; value: unknown }

function storedKeys(): string[] {
  const keys: string[] = []
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index)
    if (key && (key.startsWith(PREFIX) || LEGACY_KEYS.has(key))) keys.push(key)
  }
  return keys
}

function ownerOf(key: string): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<Stored> | null
    return typeof stored?.personId === 'string' ? stored.personId : null
  } catch {
    return null
  }
}

/** The value kept under `name` for this person, or undefined (none, or another person's). */
export function readPersonal(name: string, personId: string): unknown {
  try {
    const stored = JSON.parse(localStorage.getItem(PREFIX + name) ?? 'null') as Partial<Stored> | null
    return stored?.personId === personId ? stored.value : undefined
  } catch {
    return undefined
  }
}

export function writePersonal(name: string, personId: string, value: unknown) {
  try {
    localStorage.setItem(PREFIX + name, JSON.stringify({ personId, value } satisfies Stored))
  } catch {
    // Storage may be full or off: what is kept here is a comfort only.
  }
}

/** Removes what the browser keeps about anyone (signing out, or a session that ended). */
export function forgetPersonalData() {
  try {
    for (const key of storedKeys()) localStorage.removeItem(key)
  } catch {
    // Storage off: nothing was kept.
  }
}

/** Removes what the browser keeps about anyone but this person (someone else signed in). */
export function forgetOthersPersonalData(personId: string) {
  try {
    for (const key of storedKeys()) if (ownerOf(key) !== personId) localStorage.removeItem(key)
  } catch {
    // Storage off: nothing was kept.
  }
}
