import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely'
import { projectRoot } from '../project-root.ts'

// One set of migrations for the embedded database and for PostgreSQL. They run at start-up (and by
// `npm run db:migrate`); Kysely's migrator takes a lock, so instances starting together apply them once.

const migrations: Record<string, Migration> = {
  '0001-accounts': {
    async up(db: Kysely<unknown>) {
      await sql`
        CREATE TABLE "user" (
          "id" text PRIMARY KEY,
          "name" text NOT NULL,
          "email" text NOT NULL,
          "emailVerified" boolean NOT NULL DEFAULT false,
          "image" text,
          "createdAt" timestamptz NOT NULL DEFAULT now(),
          "updatedAt" timestamptz NOT NULL DEFAULT now(),
          "role" text NOT NULL DEFAULT 'member',
          "banned" boolean DEFAULT false,
          "banReason" text,
          "banExpires" timestamptz,
          "firstName" text,
          "lastName" text,
          "company" text,
          "jobTitle" text
        )`.execute(db)
      // One account per address whatever its case, even when two registrations race.
      await sql`CREATE UNIQUE INDEX "user_email_key" ON "user" (lower("email"))`.execute(db)
      await sql`CREATE INDEX "user_role_idx" ON "user" ("role")`.execute(db)

      await sql`
        CREATE TABLE "session" (
          "id" text PRIMARY KEY,
          "token" text NOT NULL UNIQUE,
          "userId" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
          "expiresAt" timestamptz NOT NULL,
          "createdAt" timestamptz NOT NULL DEFAULT now(),
          "updatedAt" timestamptz NOT NULL DEFAULT now(),
          "ipAddress" text,
          "userAgent" text,
          "impersonatedBy" text,
          "rememberMe" boolean NOT NULL DEFAULT true
        )`.execute(db)
      await sql`CREATE INDEX "session_userId_idx" ON "session" ("userId")`.execute(db)
      // Every session has an absolute lifetime that sliding refresh never extends: 90 days
      // for "Keep me signed in", 12 hours otherwise. The database enforces it, whatever writes the row.
      await sql`
        CREATE FUNCTION "session_cap_expiry"() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          NEW."expiresAt" := LEAST(
            NEW."expiresAt",
            NEW."createdAt" + CASE WHEN NEW."rememberMe" THEN interval '90 days' ELSE interval '12 hours' END
          );
          RETURN NEW;
        END $$`.execute(db)
      await sql`
        CREATE TRIGGER "session_cap_expiry" BEFORE INSERT OR UPDATE ON "session"
        FOR EACH ROW EXECUTE FUNCTION "session_cap_expiry"()`.execute(db)

      await sql`
        CREATE TABLE "account" (
          "id" text PRIMARY KEY,
          "accountId" text NOT NULL,
          "providerId" text NOT NULL,
          "userId" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
          "accessToken" text,
          "refreshToken" text,
          "idToken" text,
          "accessTokenExpiresAt" timestamptz,
          "refreshTokenExpiresAt" timestamptz,
          "scope" text,
          "password" text,
          "createdAt" timestamptz NOT NULL DEFAULT now(),
          "updatedAt" timestamptz NOT NULL DEFAULT now()
        )`.execute(db)
      await sql`CREATE INDEX "account_userId_idx" ON "account" ("userId")`.execute(db)

      await sql`
        CREATE TABLE "verification" (
          "id" text PRIMARY KEY,
          "identifier" text NOT NULL,
          "value" text NOT NULL,
          "expiresAt" timestamptz NOT NULL,
          "createdAt" timestamptz NOT NULL DEFAULT now(),
          "updatedAt" timestamptz NOT NULL DEFAULT now()
        )`.execute(db)
      await sql`CREATE INDEX "verification_identifier_idx" ON "verification" ("identifier")`.execute(db)

      // Rate limits live in the database so that several instances share them.
      await sql`
        CREATE TABLE "rateLimitBucket" (
          "key" text PRIMARY KEY,
          "windowStart" timestamptz NOT NULL,
          "count" integer NOT NULL
        )`.execute(db)
      await sql`
        CREATE TABLE "signInThrottle" (
          "emailKey" text PRIMARY KEY,
          "failures" integer NOT NULL,
          "lockedUntil" timestamptz,
          "updatedAt" timestamptz NOT NULL DEFAULT now()
        )`.execute(db)

      // Append-only record of security and administrative events.
      await sql`
        CREATE TABLE "auditEvent" (
          "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          "createdAt" timestamptz NOT NULL DEFAULT now(),
          "kind" text NOT NULL,
          "actorId" text,
          "targetId" text,
          "ipAddress" text,
          "userAgent" text,
          "data" jsonb NOT NULL DEFAULT '{}'::jsonb
        )`.execute(db)
      await sql`CREATE INDEX "auditEvent_targetId_createdAt_idx" ON "auditEvent" ("targetId", "createdAt" DESC)`.execute(
        db,
      )
      await sql`CREATE INDEX "auditEvent_kind_createdAt_idx" ON "auditEvent" ("kind", "createdAt" DESC)`.execute(
        db,
      )
    },
  },
  '0002-account-center': {
    async up(db: Kysely<unknown>) {
      // Profile fields of the account center. Social links: {kind: url}, http(s) only.
      await sql`
        ALTER TABLE "user"
          ADD COLUMN "location" text,
          ADD COLUMN "bio" text,
          ADD COLUMN "socialLinks" jsonb NOT NULL DEFAULT '{}'::jsonb`.execute(db)
      // The avatar, already cropped and downscaled, in the database so that every instance serves it.
      await sql`
        CREATE TABLE "avatar" (
          "userId" text PRIMARY KEY REFERENCES "user" ("id") ON DELETE CASCADE,
          "contentType" text NOT NULL,
          "bytes" bytea NOT NULL,
          "updatedAt" timestamptz NOT NULL DEFAULT now()
        )`.execute(db)
      // "Last active" of the sessions list: touched at most once a minute per session.
      await sql`ALTER TABLE "session" ADD COLUMN "lastActiveAt" timestamptz NOT NULL DEFAULT now()`.execute(
        db,
      )
      // A person's events in History, newest first (targetId has its index since 0001).
      await sql`CREATE INDEX "auditEvent_actorId_createdAt_idx" ON "auditEvent" ("actorId", "createdAt" DESC)`.execute(
        db,
      )
    },
  },
  '0003-notifications': {
    async up(db: Kysely<unknown>) {
      // The notification inbox: made by the server, read state per person. Plain text only.
      await sql`
        CREATE TABLE "notification" (
          "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          "recipientId" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
          "kind" text NOT NULL,
          "title" text NOT NULL,
          "body" text NOT NULL DEFAULT '',
          "link" text,
          "actorName" text,
          "createdAt" timestamptz NOT NULL DEFAULT now(),
          "readAt" timestamptz
        )`.execute(db)
      await sql`CREATE INDEX "notification_recipient_id_idx" ON "notification" ("recipientId", "id" DESC)`.execute(
        db,
      )
      await sql`
        CREATE INDEX "notification_recipient_unread_idx" ON "notification" ("recipientId", "id")
        WHERE "readAt" IS NULL`.execute(db)
    },
  },
  '0004-administration': {
    async up(db: Kysely<unknown>) {
      // Bans: whether sign-in may tell the person the reason; when they last signed in.
      await sql`
        ALTER TABLE "user"
          ADD COLUMN "banReasonVisible" boolean NOT NULL DEFAULT false,
          ADD COLUMN "lastSignInAt" timestamptz`.execute(db)
      // People search by any part of a name or an email address, fast with 100,000 people.
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db)
      await sql`
        CREATE INDEX "user_search_trgm_idx" ON "user"
        USING gin ((lower("name") || ' ' || lower("email")) gin_trgm_ops)`.execute(db)
      await sql`CREATE INDEX "user_createdAt_idx" ON "user" ("createdAt" DESC)`.execute(db)
      await sql`CREATE INDEX "user_name_idx" ON "user" (lower("name"), "id")`.execute(db)
      await sql`CREATE INDEX "user_lastSignInAt_idx" ON "user" ("lastSignInAt" DESC NULLS LAST)`.execute(db)
      await sql`CREATE INDEX "session_expiresAt_idx" ON "session" ("expiresAt")`.execute(db)
      await sql`CREATE INDEX "auditEvent_createdAt_idx" ON "auditEvent" ("createdAt" DESC)`.execute(db)

      // Invitations by email: single use, for a limited time; only the token's hash is kept.
      await sql`
        CREATE TABLE "invitation" (
          "id" text PRIMARY KEY,
          "email" text NOT NULL,
          "role" text NOT NULL,
          "tokenHash" text NOT NULL UNIQUE,
          "invitedBy" text REFERENCES "user" ("id") ON DELETE SET NULL,
          "createdAt" timestamptz NOT NULL DEFAULT now(),
          "expiresAt" timestamptz NOT NULL,
          "acceptedAt" timestamptz
        )`.execute(db)

      // Events per day and kind, kept by a trigger: the dashboard's 30-day charts read 60 rows,
      // not the hundreds of thousands of events behind them.
      await sql`
        CREATE TABLE "auditDailyCount" (
          "day" date NOT NULL,
          "kind" text NOT NULL,
          "count" integer NOT NULL,
          PRIMARY KEY ("day", "kind")
        )`.execute(db)
      await sql`
        CREATE FUNCTION "audit_daily_count"() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO "auditDailyCount" ("day", "kind", "count")
          VALUES ((NEW."createdAt" AT TIME ZONE 'UTC')::date, NEW."kind", 1)
          ON CONFLICT ("day", "kind") DO UPDATE SET "count" = "auditDailyCount"."count" + 1;
          RETURN NULL;
        END $$`.execute(db)
      await sql`
        CREATE TRIGGER "audit_daily_count" AFTER INSERT ON "auditEvent"
        FOR EACH ROW EXECUTE FUNCTION "audit_daily_count"()`.execute(db)
      await sql`
        INSERT INTO "auditDailyCount" ("day", "kind", "count")
        SELECT ("createdAt" AT TIME ZONE 'UTC')::date, "kind", count(*) FROM "auditEvent" GROUP BY 1, 2`.execute(
        db,
      )
    },
  },
  '0005-session-ended-events': {
    async up(db: Kysely<unknown>) {
      // Whatever deletes a session (sign-out, revocation, a password change, a ban, an account
      // deletion through its cascade, better-auth itself) tells every instance, which closes that
      // session's notification streams. A transaction may name why: SET LOCAL foyer.end_reason.
      await sql`
        CREATE FUNCTION "session_ended_event"() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('foyer_events', json_build_object(
            't', 'ended',
            's', json_build_array(OLD."id"),
            'r', coalesce(nullif(current_setting('foyer.end_reason', true), ''), 'session_ended')
          )::text);
          RETURN NULL;
        END $$`.execute(db)
      await sql`
        CREATE TRIGGER "session_ended_event" AFTER DELETE ON "session"
        FOR EACH ROW EXECUTE FUNCTION "session_ended_event"()`.execute(db)
    },
  },
  '0006-session-cache-events': {
    async up(db: Kysely<unknown>) {
      // Each instance caches resolved sessions for a few seconds: whatever changes a
      // person (role, ban, name, email, avatar) or a session (impersonation, sliding expiry) tells
      // every instance to forget them. The bookkeeping columns written on every sign-in
      // (lastSignInAt) and at most once a minute per session (lastActiveAt) say nothing.
      await sql`
        CREATE FUNCTION "person_changed_event"() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('foyer_events', json_build_object('t', 'person_changed', 'u', OLD."id")::text);
          RETURN NULL;
        END $$`.execute(db)
      await sql`
        CREATE TRIGGER "person_changed_event" AFTER UPDATE ON "user" FOR EACH ROW
        WHEN ((to_jsonb(OLD) - 'lastSignInAt' - 'updatedAt') IS DISTINCT FROM (to_jsonb(NEW) - 'lastSignInAt' - 'updatedAt'))
        EXECUTE FUNCTION "person_changed_event"()`.execute(db)
      await sql`
        CREATE TRIGGER "person_deleted_event" AFTER DELETE ON "user"
        FOR EACH ROW EXECUTE FUNCTION "person_changed_event"()`.execute(db)
      await sql`
        CREATE FUNCTION "session_changed_event"() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('foyer_events', json_build_object('t', 'session_changed', 's', json_build_array(OLD."id"))::text);
          RETURN NULL;
        END $$`.execute(db)
      await sql`
        CREATE TRIGGER "session_changed_event" AFTER UPDATE ON "session" FOR EACH ROW
        WHEN ((to_jsonb(OLD) - 'lastActiveAt' - 'updatedAt') IS DISTINCT FROM (to_jsonb(NEW) - 'lastActiveAt' - 'updatedAt'))
        EXECUTE FUNCTION "session_changed_event"()`.execute(db)
    },
  },
  '0007-sign-in-throttle-decay': {
    async up(db: Kysely<unknown>) {
      // Refused sign-ins are counted in the one audit event of their lock, not one event each
      // (docs/decisions/014). Rows that have decayed are purged by time.
      await sql`
        ALTER TABLE "signInThrottle"
          ADD COLUMN "refusedAttempts" integer NOT NULL DEFAULT 0,
          ADD COLUMN "lockEventId" bigint`.execute(db)
      await sql`CREATE INDEX "signInThrottle_updatedAt_idx" ON "signInThrottle" ("updatedAt")`.execute(db)
      await sql`CREATE INDEX "rateLimitBucket_windowStart_idx" ON "rateLimitBucket" ("windowStart")`.execute(
        db,
      )
      await sql`CREATE INDEX "verification_expiresAt_idx" ON "verification" ("expiresAt")`.execute(db)
    },
  },
  '0008-normalised-emails': {
    async up(db: Kysely<unknown>) {
      // Addresses are kept trimmed and in lower case, as better-auth looks them up, whatever
      // writes them. The unique index on lower("email") means no two accounts differ only by case,
      // so lower-casing the existing rows cannot collide.
      await sql`UPDATE "user" SET "email" = lower("email") WHERE "email" <> lower("email")`.execute(db)
      await sql`UPDATE "invitation" SET "email" = lower("email") WHERE "email" <> lower("email")`.execute(db)
      await sql`
        CREATE FUNCTION "normalise_email"() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          NEW."email" := lower(btrim(NEW."email"));
          RETURN NEW;
        END $$`.execute(db)
      await sql`
        CREATE TRIGGER "user_normalise_email" BEFORE INSERT OR UPDATE OF "email" ON "user"
        FOR EACH ROW EXECUTE FUNCTION "normalise_email"()`.execute(db)
      await sql`
        CREATE TRIGGER "invitation_normalise_email" BEFORE INSERT OR UPDATE OF "email" ON "invitation"
        FOR EACH ROW EXECUTE FUNCTION "normalise_email"()`.execute(db)
    },
  },
  '0009-hashed-reset-tokens': {
    async up(db: Kysely<unknown>) {
      // Outstanding reset links keep working once their tokens are stored as better-auth's
      // "hashed" option stores them: unpadded base64url of SHA-256 over the whole identifier.
      await sql`
        UPDATE "verification"
        SET "identifier" = rtrim(translate(encode(sha256(convert_to("identifier", 'UTF8')), 'base64'), '+/', '-_'), '=')
        WHERE "identifier" LIKE 'reset-password:%'`.execute(db)
    },
  },
  '0010-impersonation-bounds': {
    async up(db: Kysely<unknown>) {
      // An impersonation session hangs on the administrator's session that started it: whatever ends
      // that one (sign-out, revocation, a ban, a password change, the account's deletion) ends it too,
      // and the session_ended_event trigger tells every instance. Set by the app right after
      // better-auth creates the session, before its cookie leaves the server.
      await sql`
        ALTER TABLE "session" ADD COLUMN "impersonatorSessionId" text
          REFERENCES "session" ("id") ON DELETE CASCADE`.execute(db)
      await sql`
        CREATE INDEX "session_impersonatorSessionId_idx" ON "session" ("impersonatorSessionId")
        WHERE "impersonatorSessionId" IS NOT NULL`.execute(db)
      await sql`
        CREATE INDEX "session_impersonatedBy_idx" ON "session" ("impersonatedBy")
        WHERE "impersonatedBy" IS NOT NULL`.execute(db)
      // Its hour (IMPERSONATION_SECONDS) is absolute: better-auth slides any session whose browser
      // drops the "don't remember" cookie, so the database caps it and never lets it grow.
      await sql`
        CREATE FUNCTION "session_cap_impersonation"() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW."impersonatedBy" IS NOT NULL THEN
            NEW."expiresAt" := LEAST(NEW."expiresAt", NEW."createdAt" + interval '1 hour');
            IF TG_OP = 'UPDATE' THEN
              NEW."expiresAt" := LEAST(NEW."expiresAt", OLD."expiresAt");
            END IF;
          END IF;
          RETURN NEW;
        END $$`.execute(db)
      await sql`
        CREATE TRIGGER "session_cap_impersonation" BEFORE INSERT OR UPDATE ON "session"
        FOR EACH ROW EXECUTE FUNCTION "session_cap_impersonation"()`.execute(db)
      // An administrator demoted, banned or deleted stops acting as anyone at once, however the
      // change is made (the app, the command line, SQL); so does a person whose role changes while
      // someone acts as them.
      await sql`
        CREATE FUNCTION "impersonations_end"() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          DELETE FROM "session" WHERE "impersonatedBy" = OLD."id";
          DELETE FROM "session" WHERE "userId" = OLD."id" AND "impersonatedBy" IS NOT NULL;
          RETURN NULL;
        END $$`.execute(db)
      await sql`
        CREATE TRIGGER "impersonations_end_on_role_or_ban" AFTER UPDATE ON "user" FOR EACH ROW
        WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR (NEW."banned" IS TRUE AND OLD."banned" IS NOT TRUE))
        EXECUTE FUNCTION "impersonations_end"()`.execute(db)
      await sql`
        CREATE TRIGGER "impersonations_end_on_delete" AFTER DELETE ON "user"
        FOR EACH ROW EXECUTE FUNCTION "impersonations_end"()`.execute(db)
      // Impersonations started before this release are tied to no session, and may have slid.
      await sql`DELETE FROM "session" WHERE "impersonatedBy" IS NOT NULL`.execute(db)
    },
  },
  '0011-getting-started': {
    async up(db: Kysely<unknown>) {
      // When an administrator hid the dashboard's getting-started checklist (null: it shows).
      await sql`ALTER TABLE "user" ADD COLUMN "gettingStartedHiddenAt" timestamptz`.execute(db)
    },
  },
  '0012-resource-audit': {
    async up(db: Kysely<unknown>) {
      // An event's target is a person (null, as every event before) or a record of a resource, named
      // by the resource (`projects`): the audit log filters by it.
      await sql`ALTER TABLE "auditEvent" ADD COLUMN "targetType" text`.execute(db)
      await sql`CREATE INDEX "auditEvent_targetType_createdAt_idx" ON "auditEvent" ("targetType", "createdAt" DESC)
        WHERE "targetType" IS NOT NULL`.execute(db)
    },
  },
  '0013-two-factor': {
    async up(db: Kysely<unknown>) {
      // better-auth's two-factor plugin: the flag on the person, and the secret and recovery codes
      // (both encrypted with the auth secret) with the per-account failure count and lock.
      await sql`ALTER TABLE "user" ADD COLUMN "twoFactorEnabled" boolean NOT NULL DEFAULT false`.execute(db)
      await sql`
        CREATE TABLE "twoFactor" (
          "id" text PRIMARY KEY,
          "secret" text NOT NULL,
          "backupCodes" text NOT NULL,
          "userId" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
          "verified" boolean NOT NULL DEFAULT true,
          "failedVerificationCount" integer NOT NULL DEFAULT 0,
          "lockedUntil" timestamptz
        )`.execute(db)
      await sql`CREATE UNIQUE INDEX "twoFactor_userId_key" ON "twoFactor" ("userId")`.execute(db)
      // The codes accepted lately, per person: a code is accepted once (better-auth alone would take
      // it again within its 90 seconds). Purged once they could no longer be valid.
      await sql`
        CREATE TABLE "twoFactorUsedCode" (
          "userId" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
          "code" text NOT NULL,
          "usedAt" timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY ("userId", "code")
        )`.execute(db)
      // The instance's settings an administrator changes in the app (who must use two-factor).
      await sql`
        CREATE TABLE "instanceSetting" (
          "key" text PRIMARY KEY,
          "value" jsonb NOT NULL,
          "updatedAt" timestamptz NOT NULL DEFAULT now(),
          "updatedBy" text REFERENCES "user" ("id") ON DELETE SET NULL
        )`.execute(db)
    },
  },
  '0014-passkeys': {
    async up(db: Kysely<unknown>) {
      // better-auth's passkey plugin (@better-auth/passkey), and when each was last used to sign in
      // (Foyer's column: Account Settings lists it).
      await sql`
        CREATE TABLE "passkey" (
          "id" text PRIMARY KEY,
          "name" text,
          "publicKey" text NOT NULL,
          "userId" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
          "credentialID" text NOT NULL,
          "counter" integer NOT NULL,
          "deviceType" text NOT NULL,
          "backedUp" boolean NOT NULL,
          "transports" text,
          "createdAt" timestamptz DEFAULT now(),
          "aaguid" text,
          "lastUsedAt" timestamptz
        )`.execute(db)
      await sql`CREATE UNIQUE INDEX "passkey_credentialID_key" ON "passkey" ("credentialID")`.execute(db)
      await sql`CREATE INDEX "passkey_userId_idx" ON "passkey" ("userId")`.execute(db)
    },
  },
  '0015-color-mode': {
    async up(db: Kysely<unknown>) {
      // The person's colour mode (light, dark, system; decision 026), null until they choose one.
      await sql`ALTER TABLE "user" ADD COLUMN "colorMode" text`.execute(db)
    },
  },
  '0016-look': {
    async up(db: Kysely<unknown>) {
      // The customizer's choices the person made (decision 027), as a JSON object; null until they
      // make one, and a choice absent from it follows the instance's default.
      await sql`ALTER TABLE "user" ADD COLUMN "look" text`.execute(db)
    },
  },
  '0017-language': {
    async up(db: Kysely<unknown>) {
      // The language the person chose (decision 028), null until they choose one: their browser's.
      await sql`ALTER TABLE "user" ADD COLUMN "language" text`.execute(db)
    },
  },
  '0018-api-keys': {
    async up(db: Kysely<unknown>) {
      // Personal API keys, as better-auth's API key plugin (@better-auth/api-key) keeps them: the key
      // itself only as its SHA-256 hash, its first characters to tell it apart, its scopes as the
      // plugin's permissions (JSON), its own rate limit, and when it was last used.
      await sql`
        CREATE TABLE "apikey" (
          "id" text PRIMARY KEY,
          "configId" text NOT NULL DEFAULT 'default',
          "name" text,
          "start" text,
          "referenceId" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
          "prefix" text,
          "key" text NOT NULL,
          "refillInterval" integer,
          "refillAmount" integer,
          "lastRefillAt" timestamptz,
          "enabled" boolean DEFAULT true,
          "rateLimitEnabled" boolean DEFAULT true,
          "rateLimitTimeWindow" integer,
          "rateLimitMax" integer,
          "requestCount" integer DEFAULT 0,
          "remaining" integer,
          "lastRequest" timestamptz,
          "expiresAt" timestamptz,
          "createdAt" timestamptz NOT NULL,
          "updatedAt" timestamptz NOT NULL,
          "permissions" text,
          "metadata" text
        )`.execute(db)
      await sql`CREATE UNIQUE INDEX "apikey_key_key" ON "apikey" ("key")`.execute(db)
      await sql`CREATE INDEX "apikey_referenceId_idx" ON "apikey" ("referenceId")`.execute(db)
    },
  },
  '0019-confirmations': {
    async up(db: Kysely<unknown>) {
      // "Confirm it's you": when the person last proved it was them in this session (a sign-in counts
      // from the session's creation). better-auth does not know the column and leaves it alone.
      await sql`ALTER TABLE "session" ADD COLUMN "confirmedAt" timestamptz`.execute(db)
    },
  },
  '0020-known-devices': {
    async up(db: Kysely<unknown>) {
      // The browsers each person signed in with, and a throttle count for each of them apart from
      // every other client's (decision 033). Counts so far were every client's.
      await sql`
        CREATE TABLE "knownDevice" (
          "userId" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
          "device" text NOT NULL,
          "lastSignInAt" timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY ("userId", "device")
        )`.execute(db)
      await sql`CREATE INDEX "knownDevice_lastSignInAt_idx" ON "knownDevice" ("lastSignInAt")`.execute(db)
      await sql`
        ALTER TABLE "signInThrottle"
          ADD COLUMN "device" text NOT NULL DEFAULT '',
          DROP CONSTRAINT "signInThrottle_pkey",
          ADD PRIMARY KEY ("emailKey", "device")`.execute(db)
    },
  },
  '0021-links-made-unconfirmed': {
    async up(db: Kysely<unknown>) {
      // A provider linked while the address was unconfirmed may be a stranger's: the owner's
      // password reset ends it. Links of accounts still unconfirmed today are such links.
      await sql`ALTER TABLE "account" ADD COLUMN "linkedUnconfirmed" boolean NOT NULL DEFAULT false`.execute(
        db,
      )
      await sql`
        UPDATE "account" SET "linkedUnconfirmed" = true
        WHERE "providerId" <> 'credential'
          AND "userId" IN (SELECT "id" FROM "user" WHERE NOT "emailVerified")`.execute(db)
    },
  },
}

/** Where a team's own migrations are: SQL files, applied after Foyer's in the order of their names. */
export const sqlMigrationsDir = join(projectRoot, 'migrations')

/**
 * The SQL files of `dir` as migrations, named by their file name (`20261127-projects.sql`). Each
 * file is read when it runs, as one script; the migrator runs it in its own transaction on
 * PostgreSQL.
 */
export async function sqlMigrations(dir: string): Promise<Record<string, Migration>> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[]
    throw error
  })
  const found: Record<string, Migration> = {}
  for (const name of names.filter((file) => file.endsWith('.sql'))) {
    found[name.slice(0, -'.sql'.length)] = {
      async up(db: Kysely<unknown>) {
        await sql.raw(await readFile(join(dir, name), 'utf8')).execute(db)
      },
    }
  }
  return found
}

function providerOf(dir: string): MigrationProvider {
  return { getMigrations: async () => ({ ...migrations, ...(await sqlMigrations(dir)) }) }
}

// A team's migrations sort after Foyer's by their names (a date first), but a Foyer release that
// adds one of its own comes after theirs were applied: the migrator applies it anyway.
const migratorOptions = { allowUnorderedMigrations: true }
/** Kysely's default name for the table of applied migrations. */
const MIGRATION_TABLE = 'kysely_migration'

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<unknown>, dir = sqlMigrationsDir): Promise<string[]> {
  const provider = providerOf(dir)
  // Every start but the first after an upgrade finds nothing to do: one read says so, where the
  // migrator creates its tables if missing, takes its lock and reads them (at every start, and for
  // every test's app).
  if (await isUpToDate(db, provider)) return []
  const migrator = new Migrator({ db, provider, ...migratorOptions })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown'
    throw new Error(
      `database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/** True when the migrator's table records every migration the provider has. */
async function isUpToDate(db: Kysely<unknown>, provider: MigrationProvider): Promise<boolean> {
  const { rows: found } = await sql<{ exists: boolean }>`
    SELECT to_regclass(${MIGRATION_TABLE}) IS NOT NULL AS exists`.execute(db)
  if (!found[0]?.exists) return false
  const { rows } = await sql<{ name: string }>`SELECT name FROM ${sql.table(MIGRATION_TABLE)}`.execute(db)
  const applied = new Set(rows.map(({ name }) => name))
  return Object.keys(await provider.getMigrations()).every((name) => applied.has(name))
}

/** True when every migration is applied (for the readiness check). */
export async function isMigrated(db: Kysely<unknown>, dir = sqlMigrationsDir): Promise<boolean> {
  const list = await new Migrator({ db, provider: providerOf(dir), ...migratorOptions }).getMigrations()
  return list.every((m) => m.executedAt !== undefined)
}
