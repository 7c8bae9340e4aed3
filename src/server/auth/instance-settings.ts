import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { DEFAULT_LOOK, type Look, ownLookOf } from '#shared/look.ts'
import { type TwoFactorPolicy, twoFactorPolicies } from '#shared/two-factor.ts'
import type { PubSub } from '../db/pubsub.ts'
import type { DB } from '../db/schema.ts'

// The settings an administrator changes in the app, kept in the database ("instanceSetting") and in
// memory: every request reads them (who must use two-factor, the look of the pages of people who
// did not choose their own, decision 027), so no request waits on the database
// for them. A change is announced on its own channel, and every instance reads the table again when
// it hears it, or when its listening connection comes back after events may have been missed.

export const SETTINGS_CHANNEL = 'foyer_settings'

export type InstanceSettings = {
  twoFactorPolicy: TwoFactorPolicy
  /** The customizer's defaults. */
  look: Look
}

export const DEFAULT_INSTANCE_SETTINGS: InstanceSettings = Object.freeze({
  twoFactorPolicy: 'nobody',
  look: DEFAULT_LOOK,
})

export type InstanceSettingsStore = {
  /** The settings as this instance last read them. */
  current(): InstanceSettings
  /** Stores a change, by an administrator, and tells every instance. */
  update(change: Partial<InstanceSettings>, byUserId: string): Promise<InstanceSettings>
}

async function read(db: Kysely<DB>): Promise<InstanceSettings> {
  const rows = await db.selectFrom('instanceSetting').select(['key', 'value']).execute()
  const settings = { ...DEFAULT_INSTANCE_SETTINGS }
  for (const { key, value } of rows) {
    // A value this release does not know (written by a newer one) leaves the default.
    if (key === 'twoFactorPolicy' && twoFactorPolicies.includes(value as TwoFactorPolicy))
      settings.twoFactorPolicy = value as TwoFactorPolicy
    if (key === 'look') settings.look = { ...DEFAULT_LOOK, ...ownLookOf(value) }
  }
  return Object.freeze(settings)
}

export async function createInstanceSettings(
  db: Kysely<DB>,
  pubsub: PubSub,
  logger: FastifyBaseLogger,
): Promise<InstanceSettingsStore> {
  let settings = await read(db)
  const reread = () => {
    read(db).then(
      (fresh) => {
        settings = fresh
      },
      (error: unknown) => logger.error({ err: error }, 'reading the instance settings failed'),
    )
  }
  await pubsub.subscribe(SETTINGS_CHANNEL, reread)
  pubsub.onReconnect(reread)
  return {
    current: () => settings,
    async update(change, byUserId) {
      for (const [key, value] of Object.entries(change)) {
        await db
          .insertInto('instanceSetting')
          .values({ key, value: JSON.stringify(value), updatedBy: byUserId })
          .onConflict((conflict) =>
            conflict
              .column('key')
              .doUpdateSet({ value: JSON.stringify(value), updatedBy: byUserId, updatedAt: new Date() }),
          )
          .execute()
      }
      settings = await read(db)
      await pubsub.publish(SETTINGS_CHANNEL, 'changed')
      return settings
    },
  }
}
