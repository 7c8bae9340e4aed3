import { waitFor } from '@testing-library/react'
import { createMemoryRouter, type LoaderFunctionArgs, RouterContextProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readPersonal, writePersonal } from '#client/lib/personal-storage.ts'
import { adminMe } from '#client/test/admin-fixtures.ts'
import { jsonResponse, mockFetch } from '#client/test/mock-fetch.ts'
import { ME_ELEMENT_ID } from '#shared/constants.ts'

// The server writes who is signed in into the page (plugins/client.ts): the first load's guards
// use it instead of asking GET /api/me; every later navigation asks.

/** guards.ts as a page loads it, with the server's answer in the page (or none). */
async function guardsOfPage(inline: string | null) {
  vi.resetModules()
  document.head.innerHTML =
    inline === null ? '' : `<script id="${ME_ELEMENT_ID}" type="application/json">${inline}</script>`
  return import('./guards.ts')
}

/** What the router passes a loader; the guards read the request only. */
function argsFor(path: string): LoaderFunctionArgs {
  const url = new URL(path, 'http://localhost')
  return { request: new Request(url), url, pattern: path, params: {}, context: new RouterContextProvider() }
}

function serveMe() {
  return mockFetch({ 'GET /api/me': () => jsonResponse(200, adminMe) })
}

afterEach(() => {
  document.head.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('who is signed in, on a page load', () => {
  it('comes from the page for the first load, and from the server once it has loaded', async () => {
    const fetch = serveMe()
    const guards = await guardsOfPage(JSON.stringify(adminMe))
    const page = { loader: guards.requireSignedIn, element: null }
    const router = createMemoryRouter([
      { path: '/', ...page },
      { path: '/next', ...page },
    ])
    guards.forgetPageMeOnceLoaded(router)
    await waitFor(() => expect(router.state.initialized).toBe(true))
    expect(router.state.loaderData['0']).toEqual(adminMe)
    expect(fetch).not.toHaveBeenCalled()
    await router.navigate('/next')
    expect(fetch).toHaveBeenCalledTimes(1)
    router.dispose()
  })

  it('sends a page the server said nobody is signed in to to Login, without asking', async () => {
    const fetch = serveMe()
    const guards = await guardsOfPage('null')
    const redirect = await guards.requireSignedIn(argsFor('/color')).catch((thrown: unknown) => thrown)
    expect(redirect).toBeInstanceOf(Response)
    expect((redirect as Response).headers.get('location')).toBe('/login?next=%2Fcolor')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('forgets what the browser kept about the last person when nobody is signed in', async () => {
    serveMe()
    writePersonal('search-recent', adminMe.id, [{ label: 'Grace Hopper', detail: 'grace@example.org' }])
    localStorage.setItem('foyer:color-scheme', 'dark')
    const guards = await guardsOfPage('null')
    await guards.requireSignedIn(argsFor('/color')).catch(() => undefined)
    expect(readPersonal('search-recent', adminMe.id)).toBeUndefined()
    expect(Object.keys(localStorage)).toEqual(['foyer:color-scheme'])

    writePersonal('search-recent', adminMe.id, [{ label: 'Grace Hopper' }])
    const again = await guardsOfPage('null')
    await again
      .requirePermission('people:manage')(argsFor('/admin/users'))
      .catch(() => undefined)
    expect(readPersonal('search-recent', adminMe.id)).toBeUndefined()
    localStorage.clear()
  })

  it('is asked of the server when the page does not say (the server could not tell)', async () => {
    const fetch = serveMe()
    const guards = await guardsOfPage(null)
    expect(await guards.requireSignedIn(argsFor('/color'))).toEqual(adminMe)
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
