import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import { redactUrl } from '../redact-url.ts'

// Email: by SMTP when SMTP_URL is set; otherwise written to DATA_DIR/outbox as JSON, and the log
// says where, so that a fresh install (and the tests) can follow reset links without a mail server.

export type Mail = { to: string; subject: string; text: string; link?: string }

export type Mailer = {
  /** Queues the mail and returns at once: sending never delays an HTTP answer. */
  send(mail: Mail): void
  /** Resolves when every queued mail has been handed over (tests, shutdown). */
  flush(): Promise<void>
}

export const OUTBOX_DIR = 'outbox'

export function createMailer({
  smtpUrl,
  dataDir,
  from,
  logger,
}: {
  smtpUrl: string | null
  dataDir: string
  from: string
  logger: FastifyBaseLogger
}): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null
  const outbox = join(dataDir, OUTBOX_DIR)
  const pending = new Set<Promise<void>>()

  async function deliver(mail: Mail) {
    if (transport) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
      logger.info({ to: mail.to, subject: mail.subject }, 'mail sent')
      return
    }
    await mkdir(outbox, { recursive: true, mode: 0o700 })
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`
    await writeFile(
      join(outbox, name),
      JSON.stringify({ from, ...mail, createdAt: new Date().toISOString() }, null, 2),
      {
        mode: 0o600,
      },
    )
    // Without SMTP the operator follows links from the outbox file; the log says which file, and
    // keeps the link's one-time secret out.
    logger.info(
      {
        to: mail.to,
        subject: mail.subject,
        ...(mail.link ? { link: redactUrl(mail.link) } : {}),
        file: join(outbox, name),
      },
      'mail written to the outbox',
    )
  }

  return {
    send(mail) {
      const job = deliver(mail)
        .catch((error: unknown) =>
          logger.error({ err: error, to: mail.to, subject: mail.subject }, 'mail could not be sent'),
        )
        .finally(() => pending.delete(job))
      pending.add(job)
    },
    async flush() {
      await Promise.all([...pending])
    },
  }
}
