import { randomBytes, scrypt } from 'node:crypto'
import type { PasswordHashing } from '../auth/password-hashing.ts'

// The API tests' password hashing: scrypt in better-auth's format (`salt:key`, hex), at a small
// fraction of its cost. Its own cost was most of the API suite's time, in tests whose point is
// not the hash. What better-auth's own hashing does stays tested: password-hashing.test.ts (the
// queue, the format, an app built without this option), the solo files and the browser tests,
// which run the built server as it ships.

/** Parameters for speed only: never for a real password. */
const CHEAP = { N: 1024, r: 8, p: 1 } as const
const KEY_LENGTH = 64

function derive(password: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, CHEAP, (error, key) =>
      error ? reject(error) : resolve(key.toString('hex')),
    ),
  )
}

export const testPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex')
    return `${salt}:${await derive(password, salt)}`
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':')
    if (!salt || !key) throw new Error('Invalid password hash')
    return (await derive(password, salt)) === key
  },
}
