import { describe, expect, it } from 'vitest'
import { findUserByEmail } from '../db/queries/users.ts'
import { person, registered } from '../test/auth-helpers.ts'
import { listen } from '../test/event-stream.ts'
import { rawRequest } from '../test/raw-http.ts'
import { createTestApp } from '../test/test-app.ts'

const profile = JSON.stringify({
  firstName: 'Changed',
  lastName: 'Elsewhere',
  jobTitle: '',
  company: '',
  location: '',
  bio: '',
})

describe('the origin check', () => {
  it('refuses a change without the app’s Origin whatever form its target takes', async () => {
    const { app, config, database } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const origin = await listen(app)
    const headers = { cookie: ada.cookie, 'content-type': 'application/json' }
    for (const target of [
      `http://x${config.basePath}/api/account`,
      `HTTP://localhost${config.basePath}/api/account`,
      `${config.basePath}/api/account`,
    ]) {
      const refused = await rawRequest(origin, 'PATCH', target, headers, profile)
      expect(refused.status, target).toBe(403)
      expect(JSON.parse(refused.body).error.code, target).toBe('bad_origin')
    }
    expect(await findUserByEmail(database.db, ada.email)).toMatchObject({ firstName: 'Ada' })
    // With the app's Origin, the same absolute-form request goes through.
    const accepted = await rawRequest(
      origin,
      'PATCH',
      `http://x${config.basePath}/api/account`,
      { ...headers, origin: config.publicUrl },
      profile,
    )
    expect(accepted.status).toBe(200)
    expect(await findUserByEmail(database.db, ada.email)).toMatchObject({ firstName: 'Changed' })
  })

  it('checks changes outside the API too', async () => {
    const { app, config } = await createTestApp()
    const response = await app.inject({
      method: 'POST',
      url: `${config.basePath}/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(response.statusCode).toBe(403)
  })
})
