import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { basePathFromEnv, buildReason } from './build-check.mjs'

const buildTime = new Date('2030-01-01T12:00:00Z')
const before = new Date(buildTime.getTime() - 60_000)
const after = new Date(buildTime.getTime() + 60_000)

/** A project whose dist/ was built for BASE_PATH=/free at buildTime, from sources older than that. */
async function builtProject() {
  const root = await mkdtemp(join(tmpdir(), 'foyer-build-check-'))
  onTestFinished(() => rm(root, { recursive: true, force: true }))
  const files: Record<string, string> = {
    'package.json': '{}',
    'src/server/index.ts': '',
    'src/client/main.tsx': '',
    'dist/client/index.html': '<html></html>',
    'dist/client/build-info.json': JSON.stringify({ basePath: '/free' }),
    'dist/server/index.js': '',
    'dist/.build-stamp': '',
  }
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), content)
    const time = path === 'dist/.build-stamp' ? buildTime : before
    await utimes(join(root, path), time, time)
  }
  return root
}

async function touch(root: string, path: string, time = after) {
  await mkdir(dirname(join(root, path)), { recursive: true })
  await writeFile(join(root, path), '')
  await utimes(join(root, path), time, time)
}

describe('buildReason', () => {
  it('finds nothing to do when dist/ is newer than every source', async () => {
    expect(buildReason(await builtProject(), {})).toBeNull()
  })

  it('asks for a build when the client or the server bundle is missing', async () => {
    const root = await builtProject()
    await rm(join(root, 'dist/server/index.js'))
    expect(buildReason(root, {})).toBe('dist/server/index.js is missing')
    await rm(join(root, 'dist/client/index.html'))
    expect(buildReason(root, {})).toBe('dist/client/index.html is missing')
  })

  it('asks for a build when the client was built for another base path', async () => {
    const root = await builtProject()
    expect(buildReason(root, { BASE_PATH: '/admin' })).toBe(
      'the client was built for BASE_PATH=/free, not /admin',
    )
    expect(buildReason(root, { BASE_PATH: '/free/' })).toBeNull()
    expect(buildReason(root, { BASE_PATH: '' })).toBeNull()
  })

  it('asks for a build when a source file changed after the last one', async () => {
    const root = await builtProject()
    await touch(root, 'src/client/app/pages/help.tsx')
    expect(buildReason(root, {})).toBe(
      `${join('src', 'client', 'app', 'pages', 'help.tsx')} changed since the last build`,
    )
  })

  it('asks for a build when a build configuration changed', async () => {
    const root = await builtProject()
    await touch(root, 'vite.server.config.ts')
    expect(buildReason(root, {})).toBe('vite.server.config.ts changed since the last build')
  })

  it('ignores changed test files, which are not part of the build', async () => {
    const root = await builtProject()
    await touch(root, 'src/server/app.test.ts')
    await touch(root, 'src/client/components/card.test.tsx')
    expect(buildReason(root, {})).toBeNull()
  })

  it('asks for a build when there is no stamp of a previous one', async () => {
    const root = await builtProject()
    await rm(join(root, 'dist/.build-stamp'))
    expect(buildReason(root, {})).toBe(`${join('dist', '.build-stamp')} is missing`)
  })
})

describe('basePathFromEnv', () => {
  it('normalizes BASE_PATH the way the server does', () => {
    expect(basePathFromEnv(undefined)).toBe('/free')
    expect(basePathFromEnv('  ')).toBe('/free')
    expect(basePathFromEnv('/')).toBe('')
    expect(basePathFromEnv('/admin/')).toBe('/admin')
  })
})
