import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { readableLines, startupLines, writesReadableLines } from './log-format.ts'
import { createTestApp } from './test/test-app.ts'

describe('the log’s format', () => {
  it('is readable lines in a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    const terminal = { isTTY: true }
    const pipe = { isTTY: undefined }
    expect(writesReadableLines('auto', terminal)).toBe(true)
    expect(writesReadableLines('auto', pipe)).toBe(false)
    expect(writesReadableLines('json', terminal)).toBe(false)
    expect(writesReadableLines('pretty', pipe)).toBe(true)
  })

  it('gives one readable line per request, with its method, address, status and time', async () => {
    const lines: string[] = []
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean))
        done()
      },
    })
    const { app } = await createTestApp(
      {},
      { logger: { level: 'info', stream: readableLines({ destination, colorize: false }) } },
    )
    lines.length = 0
    await app.inject({ url: '/free/api/health' })
    await app.inject({ url: '/free/api/auth/reset-password/a-secret-token?callbackURL=%2Ffree' })
    const requests = lines.filter((line) => line.includes(' GET '))
    expect(requests).toHaveLength(2)
    expect(requests[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/free\/api\/health 200 in \d+(\.\d)? ms$/)
    expect(requests[1]).toMatch(
      /INFO: GET \/free\/api\/auth\/reset-password\/\[redacted\]\?callbackURL=%2Ffree 302 in /,
    )
    expect(lines.join('\n')).not.toContain('a-secret-token')
  })

  it('says at start where Foyer answers, its database and its mail, without a password', () => {
    const embedded = startupLines(loadConfig({ DATA_DIR: '/srv/foyer' }))
    expect(embedded).toEqual([
      expect.stringMatching(/^Foyer \S+ is serving http:\/\/localhost:3000\/free\/$/),
      'Database: the embedded PostgreSQL in /srv/foyer/pglite',
      'Emails: written to /srv/foyer/outbox (set SMTP_URL to send them)',
    ])
    const servers = startupLines(
      loadConfig({
        DATABASE_URL: 'postgres://foyer:db-secret@db.internal:5432/foyer',
        SMTP_URL: 'smtps://mailer:mail-secret@smtp.example.com:465',
      }),
    )
    expect(servers.slice(1)).toEqual([
      'Database: PostgreSQL at postgres://db.internal:5432/foyer',
      'Emails: sent through smtps://smtp.example.com:465',
    ])
  })
})
