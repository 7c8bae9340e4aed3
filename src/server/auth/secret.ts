import { randomBytes } from 'node:crypto'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'

export const SECRET_FILE = 'auth-secret'

/**
 * AUTH_SECRET when set; otherwise the secret generated on first start and kept in the data
 * directory with mode 0600. The log says it was generated, never what it is.
 */
export async function resolveAuthSecret(
  { authSecret, dataDir }: { authSecret: string | null; dataDir: string },
  logger: FastifyBaseLogger,
): Promise<string> {
  if (authSecret) return authSecret
  const path = join(dataDir, SECRET_FILE)
  const existing = (await readFile(path, 'utf8').catch(() => '')).trim()
  if (existing.length >= 32) {
    await chmod(path, 0o600)
    return existing
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  const secret = randomBytes(48).toString('base64url')
  await writeFile(path, `${secret}\n`, { mode: 0o600, flag: 'w' })
  logger.warn({ file: path }, 'AUTH_SECRET is not set: generated a secret and saved it in the data directory')
  return secret
}
