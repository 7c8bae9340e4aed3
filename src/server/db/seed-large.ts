import { type Kysely, sql } from 'kysely'
import type { DB } from './schema.ts'

// `npm run db:seed:large`: many sample people and security events, to see how the administration
// pages and the dashboard behave at scale. The people have no password (nobody can sign in
// as them) and addresses under example.org; every one is marked in its company field as sample data.

export async function seedLarge(db: Kysely<DB>, { people, events }: { people: number; events: number }) {
  const existing = await db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company', '=', 'Sample data')
    .executeTakeFirstOrThrow()
  const offset = Number(existing.n)
  await sql`
    INSERT INTO "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt", "role",
                        "firstName", "lastName", "company", "lastSignInAt")
    SELECT 'sample-' || g,
           (ARRAY['Ada','Grace','Alan','Katherine','Edsger','Barbara','Donald','Margaret','Linus','Radia'])[1 + g % 10]
             || ' ' || (ARRAY['Lovelace','Hopper','Turing','Johnson','Dijkstra','Liskov','Knuth','Hamilton','Torvalds','Perlman'])[1 + (g / 10) % 10]
             || ' ' || g,
           'sample.person' || g || '@example.org',
           true,
           now() - (random() * interval '365 days'),
           now(),
           'member',
           (ARRAY['Ada','Grace','Alan','Katherine','Edsger','Barbara','Donald','Margaret','Linus','Radia'])[1 + g % 10],
           (ARRAY['Lovelace','Hopper','Turing','Johnson','Dijkstra','Liskov','Knuth','Hamilton','Torvalds','Perlman'])[1 + (g / 10) % 10] || ' ' || g,
           'Sample data',
           CASE WHEN random() < 0.7 THEN now() - (random() * interval '60 days') END
    FROM generate_series(${offset + 1}::int, ${offset + people}::int) AS g`.execute(db)

  // Events without the per-row trigger, then the daily counts rebuilt once.
  await db.transaction().execute(async (trx) => {
    await sql`ALTER TABLE "auditEvent" DISABLE TRIGGER "audit_daily_count"`.execute(trx)
    await sql`
      INSERT INTO "auditEvent" ("createdAt", "kind", "actorId", "targetId", "ipAddress", "userAgent", "data")
      SELECT now() - (random() * interval '365 days'),
             (ARRAY['sign_in','sign_in','sign_in','sign_in','sign_in_failed','sign_out','sign_in','sign_in_failed',
                    'password_changed','session_revoked'])[1 + (g % 10)],
             'sample-' || (1 + (g::bigint * 7919) % ${offset + people}::int),
             'sample-' || (1 + (g::bigint * 7919) % ${offset + people}::int),
             '10.' || (g % 250) || '.' || ((g / 250) % 250) || '.' || (g % 7),
             (ARRAY['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
                    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
                    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'])[1 + g % 3],
             '{"sample": true}'::jsonb
      FROM generate_series(1, ${events}::int) AS g`.execute(trx)
    await sql`ALTER TABLE "auditEvent" ENABLE TRIGGER "audit_daily_count"`.execute(trx)
    await sql`DELETE FROM "auditDailyCount"`.execute(trx)
    await sql`
      INSERT INTO "auditDailyCount" ("day", "kind", "count")
      SELECT ("createdAt" AT TIME ZONE 'UTC')::date, "kind", count(*) FROM "auditEvent" GROUP BY 1, 2`.execute(
      trx,
    )
  })
  await sql`ANALYZE`.execute(db)
  return { people, events }
}
