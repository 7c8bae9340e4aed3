import { test as setup } from '@playwright/test'
import { ADMIN, ADMIN_STATE } from './fixtures.ts'

setup('register the administrator the other tests sign in as', async ({ request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin
  const response = await request.post('api/auth/sign-up/email', {
    headers: { origin },
    data: {
      firstName: ADMIN.firstName,
      lastName: ADMIN.lastName,
      email: ADMIN.email,
      password: ADMIN.password,
    },
  })
  if (!response.ok())
    throw new Error(
      `could not register the test administrator: ${response.status()} ${await response.text()}`,
    )
  await request.storageState({ path: ADMIN_STATE })
})
