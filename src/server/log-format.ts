import { join } from 'node:path'
import pretty from 'pino-pretty'
import type { Config, LogFormat } from './config.ts'
import { PGLITE_DIR } from './db/database.ts'
import { OUTBOX_DIR } from './mail/mailer.ts'

/** `auto` writes readable lines to a terminal and JSON lines to anything else (a file, a collector). */
export function writesReadableLines(
  format: LogFormat,
  stdout: { isTTY?: boolean } = process.stdout,
): boolean {
  return format === 'pretty' || (format === 'auto' && stdout.isTTY === true)
}

/**
 * pino's pretty output, in this thread (no transport worker: it would cost a thread's memory to
 * format a few lines), one line per entry: the time, the level, the message, then whatever else the
 * entry holds. A request's line says it all in its message (app.ts), so its fields are left out.
 */
export function readableLines(options: { destination?: NodeJS.WritableStream; colorize?: boolean } = {}) {
  return pretty({
    ...options,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
  })
}

/** A server's address without its user name and password: what start-up may print of a URL. */
function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url)
    parsed.username = ''
    parsed.password = ''
    return parsed.toString()
  } catch {
    return '(an address that does not parse)'
  }
}

/**
 * What start-up says once listening (after Fastify's "Listening on" line for each address): where
 * people open Foyer, which database it uses and where emails go.
 */
export function startupLines(config: Config): string[] {
  return [
    `Foyer ${config.version} is serving ${config.publicUrl}${config.basePath}/`,
    config.databaseUrl
      ? `Database: PostgreSQL at ${withoutCredentials(config.databaseUrl)}`
      : `Database: the embedded PostgreSQL in ${join(config.dataDir, PGLITE_DIR)}`,
    config.smtpUrl
      ? `Emails: sent through ${withoutCredentials(config.smtpUrl)}`
      : `Emails: written to ${join(config.dataDir, OUTBOX_DIR)} (set SMTP_URL to send them)`,
  ]
}
