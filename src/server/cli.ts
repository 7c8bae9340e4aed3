import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { backupEmbedded, restoreEmbedded } from './db/backup.ts'
import { openDatabase } from './db/database.ts'
import { migrateToLatest } from './db/migrations.ts'
import { recordAudit } from './db/queries/audit.ts'
import { administratorIds, recipientsOf } from './db/queries/notifications.ts'
import { removeTwoFactor } from './db/queries/two-factor.ts'
import { createResetToken, findUserByEmail, setRole } from './db/queries/users.ts'
import { seedLarge } from './db/seed-large.ts'
import { recipientLanguage } from './i18n.ts'
import { emails } from './mail/emails.ts'
import { messages as notice } from './notifications/messages.ts'

// npm run db:migrate, npm run db:backup [file], npm run db:restore <file>,
// npm run admin -- promote <email>, npm run admin -- create <email> [name],
// npm run admin -- reset-two-factor <email>

const usage = `usage:
  npm run db:migrate                          apply pending database migrations
  npm run db:backup [-- file]                 copy the embedded database, even while the server runs
  npm run db:restore -- <file>                replace the embedded database with a backup (server stopped)
  npm run db:seed:large [-- people events]    add sample people (100,000) and security events (1,000,000)
  npm run admin -- promote <email>            make an existing account an administrator
  npm run admin -- create <email> [full name] create an administrator and print a link to set its password
  npm run admin -- reset-two-factor <email>   remove a person's second factor (lost phone and recovery codes)`

function fail(message: string): never {
  process.stderr.write(`foyer: ${message}\n`)
  process.exit(1)
}

async function migrate() {
  const config = loadConfig(process.env)
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  )
  try {
    const applied = await migrateToLatest(database.db as never)
    process.stdout.write(applied.length ? `applied: ${applied.join(', ')}\n` : 'the database is up to date\n')
  } finally {
    await database.close()
  }
}

/** The embedded database only: PostgreSQL has its own tools, which do it better. */
function embeddedDataDir(tool: string): string {
  const config = loadConfig(process.env)
  if (config.databaseUrl) {
    fail(
      `DATABASE_URL is set: use PostgreSQL's ${tool} (see docs/deploy.md, Backups); this command handles the embedded database in DATA_DIR`,
    )
  }
  return config.dataDir
}

async function backup(fileArg: string | undefined) {
  const dataDir = embeddedDataDir('pg_dump')
  const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-')
  const file = resolve(fileArg ?? `backups/foyer-${stamp}Z.tar.gz`)
  const started = performance.now()
  const { archive, from, pid } = await backupEmbedded(dataDir)
  await mkdir(dirname(file), { recursive: true })
  // Password hashes and sessions are in it: for the owner's eyes only. Written whole or not at all.
  const partial = `${file}.partial`
  await writeFile(partial, archive, { mode: 0o600 })
  await rename(partial, file)
  const server = pid === null ? 'the running server' : `the running server (process ${pid})`
  const source = from === 'server' ? `from ${server}` : `from ${dataDir}`
  const megabytes = (archive.length / 2 ** 20).toFixed(1)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  process.stdout.write(`wrote ${file} (${megabytes} MB, ${source}, ${seconds} s)\n`)
}

async function restore(fileArg: string | undefined) {
  if (!fileArg) fail(usage)
  const dataDir = embeddedDataDir('pg_restore')
  const archive = await readFile(resolve(fileArg))
  const { setAside } = await restoreEmbedded(dataDir, archive)
  // The backup may come from an older release: bring it up to date, and prove that it opens.
  const database = await openDatabase({ dataDir })
  try {
    const applied = await migrateToLatest(database.db as never)
    process.stdout.write(
      `restored ${resolve(fileArg)} into ${dataDir}${applied.length ? `, then applied ${applied.join(', ')}` : ''}\n`,
    )
    if (setAside)
      process.stdout.write(`the database it replaced is in ${setAside}: delete it when you are sure\n`)
  } finally {
    await database.close()
  }
}

async function admin(command: string | undefined, typed: string | undefined, name: string | undefined) {
  // Stored and looked up trimmed and in lower case, as every address is.
  const email = typed?.trim().toLowerCase()
  if (!email || !['promote', 'create', 'reset-two-factor'].includes(command ?? '')) fail(usage)
  // The whole app, without listening and without the client: the same auth, database and mailer.
  const config = loadConfig({ ...process.env, SERVE_CLIENT: 'false' })
  const app = await buildApp({ config, logger: { level: 'warn' } })
  const db = app.database.db
  try {
    const existing = await findUserByEmail(db, email)
    if (command === 'promote') {
      if (!existing) fail(`no account uses ${email}`)
      await setRole(db, existing.id, 'admin')
      await recordAudit(db, {
        kind: 'role_changed',
        targetId: existing.id,
        data: { role: 'admin', by: 'command line' },
      })
      // No request: each in the language they chose, else English.
      const ids = [existing.id, ...(await administratorIds(db, existing.id))]
      const recipients = await recipientsOf(db, ids, null)
      await app.notifications.notify(notice.roleChanged(existing, 'admin', null, recipients))
      process.stdout.write(`${email} is now an administrator\n`)
      return
    }
    if (command === 'reset-two-factor') {
      // For the administrator nobody else can reset (the only one, who lost phone and codes).
      if (!existing) fail(`no account uses ${email}`)
      if (!(await removeTwoFactor(db, existing.id))) fail(`${email} has no two-factor sign-in to reset`)
      await recordAudit(db, { kind: 'two_factor_reset', targetId: existing.id, data: { by: 'command line' } })
      const recipient = { id: existing.id, language: recipientLanguage(existing.language, null) }
      const { email: mail, ...notification } = notice.twoFactorChanged(recipient, {
        kind: 'reset_by_admin',
        actorName: null,
      })
      await app.notifications.notify([notification])
      app.mailer.send({ to: email, subject: mail.subject, text: mail.text })
      process.stdout.write(`${email} signs in with their password only until they set up two-factor again\n`)
      return
    }
    if (existing) fail(`an account already uses ${email}: use "npm run admin -- promote ${email}"`)
    const fullName = name?.trim() || email.split('@')[0] || 'Administrator'
    // A random password nobody knows: the new administrator sets their own through the link.
    const created = await app.auth.api.signUpEmail({
      body: { email, name: fullName, password: randomBytes(24).toString('base64url') },
    })
    await setRole(db, created.user.id, 'admin')
    await recordAudit(db, {
      kind: 'role_changed',
      targetId: created.user.id,
      data: { role: 'admin', by: 'command line' },
    })
    const token = await createResetToken(db, created.user.id, 24 * 3600)
    const link = `${config.publicUrl}${config.basePath}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(`${config.basePath}/reset-password`)}`
    // A new account has chosen no language, and no request asked for it: English.
    app.mailer.send({ to: email, ...emails.administratorAccount(recipientLanguage(null, null), link), link })
    process.stdout.write(`created administrator ${email}\nset its password within 24 hours: ${link}\n`)
  } finally {
    await app.close()
  }
}

async function seed(peopleArg: string | undefined, eventsArg: string | undefined) {
  const people = Number(peopleArg ?? 100_000)
  const events = Number(eventsArg ?? 1_000_000)
  if (!Number.isInteger(people) || !Number.isInteger(events) || people < 1 || events < 0) fail(usage)
  const config = loadConfig(process.env)
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  )
  try {
    await migrateToLatest(database.db as never)
    const started = performance.now()
    await seedLarge(database.db, { people, events })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    process.stdout.write(`added ${people} sample people and ${events} sample events in ${seconds} s\n`)
  } finally {
    await database.close()
  }
}

const [command, ...rest] = process.argv.slice(2)
try {
  if (command === 'migrate') await migrate()
  else if (command === 'backup') await backup(rest[0])
  else if (command === 'restore') await restore(rest[0])
  else if (command === 'seed-large') await seed(rest[0], rest[1])
  else if (command === 'admin') await admin(rest[0], rest[1], rest.slice(2).join(' '))
  else fail(usage)
} catch (error) {
  fail(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error))
}
