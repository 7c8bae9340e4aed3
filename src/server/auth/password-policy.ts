import { dictionary } from '@zxcvbn-ts/language-common'
import { codePointLength, normalizePassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/auth.ts'

// NIST SP 800-63B 5.1.1.2: length limits, no composition rules, and refusal of passwords that are
// commonly used or built from the context (the person's own email or name, the product's name).
// The list is the ranked "passwords" dictionary of zxcvbn-ts (~49,000 entries, a dependency, so the
// check works offline), far beyond the 10,000 most common that such checks usually hold.

const commonPasswords = new Set(
  (dictionary['passwords-common'] as string[]).map((password) => password.toLowerCase()),
)

const PRODUCT_NAMES = ['foyer']

export type PasswordContext = { email?: string; names?: (string | null | undefined)[] }

/** Words a guesser would try for this person: the email's local part and domain name, each name. */
function contextWords({ email, names = [] }: PasswordContext): string[] {
  const words = new Set<string>(PRODUCT_NAMES)
  if (email) {
    const [local = '', domain = ''] = email.toLowerCase().split('@')
    words.add(local)
    for (const part of local.split(/[._+-]+/)) words.add(part)
    words.add(domain.split('.')[0] ?? '')
  }
  for (const name of names) {
    if (!name) continue
    for (const part of name.toLowerCase().split(/\s+/)) words.add(part)
  }
  // Very short fragments ("jo", "a") would refuse too many good passwords.
  return [...words].filter((word) => codePointLength(word) >= 3)
}

/** Strips what people add around a word: digits, symbols and spaces at either end. */
function core(password: string): string {
  return password.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
}

/**
 * Why this password is refused, as a sentence for the form, or null when it is acceptable.
 * The password is compared as typed, after NFKC normalisation.
 */
export function passwordProblem(raw: string, context: PasswordContext = {}): string | null {
  const password = normalizePassword(raw)
  const length = codePointLength(password)
  if (length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters`
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters`
  const lower = password.toLowerCase()
  const stripped = lower.replace(/[^\p{L}\p{N}]+/gu, '')
  for (const word of contextWords(context)) {
    const bare = word.replace(/[^\p{L}\p{N}]+/gu, '')
    if (!bare) continue
    // Refused when the password is mostly the word: "foyer2024!", "Jane.Doe", "jdoe@example".
    if (stripped.includes(bare) && bare.length * 2 >= stripped.length) {
      return word === 'foyer'
        ? "Don't build your password from the product's name"
        : "Don't build your password from your name or email address"
    }
  }
  if (commonPasswords.has(lower) || commonPasswords.has(core(lower))) {
    return 'This password is on a list of commonly used passwords: choose another one'
  }
  return null
}
