import { execFile } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'

// The rules live in biome.json (noRestrictedImports, one override per folder). Files with the
// imports below are linted in a temporary copy of the layout, with the repository's biome.json.

const root = fileURLToPath(new URL('../..', import.meta.url))
const biome = join(root, 'node_modules', '.bin', 'biome')
const features = (await readdir(join(root, 'src/client/features'), { withFileTypes: true }))
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const SHARED_MODULE = 'shared client modules import no feature and nothing of app'
const OTHER_FEATURE = 'a feature imports no other feature'
const APP = 'a feature never imports app'
const SERVER = 'the client never imports the server'

/** File path → the source it imports. */
const probes: Record<string, string> = {
  'src/client/components/from-feature.tsx': '#client/features/admin/api/admin-api.ts',
  'src/client/components/from-feature-relative.tsx': '../features/admin/api/admin-api.ts',
  'src/client/lib/from-app.ts': '#client/app/routes.tsx',
  'src/client/lib/from-app-relative.ts': '../app/routes.tsx',
  'src/client/navigation/from-feature.ts': '#client/features/search/lib/shortcut.ts',
  'src/client/components/from-server.tsx': '#server/db/queries/search.ts',
  'src/client/features/search/components/from-feature.tsx': '#client/features/admin/api/admin-api.ts',
  'src/client/features/search/components/from-feature-relative.tsx': '../../account/api/account-api.ts',
  'src/client/features/search/components/from-app.tsx': '#client/app/routes.tsx',
  'src/client/features/search/components/from-app-relative.tsx': '../../../app/routes.tsx',
  'src/client/features/search/components/from-server.tsx': '#server/db/queries/search.ts',
  'src/client/features/search/components/own-alias.tsx': '#client/features/search/lib/shortcut.ts',
  'src/client/features/search/components/own-relative.tsx': '../lib/shortcut.ts',
  'src/client/features/search/components/from-lib.tsx': '#client/lib/fetch-json.ts',
  'src/client/features/search/components/from-components.tsx': '#client/components/main-card.tsx',
  'src/client/features/search/components/from-navigation.tsx': '#client/navigation/menu-items.ts',
  'src/client/features/search/components/from-theme.tsx': '#client/theme/index.ts',
  'src/client/features/search/components/from-shared.tsx': '#shared/api-paths.ts',
  'src/client/components/from-lib.tsx': '#client/lib/fetch-json.ts',
  'src/client/app/from-feature.tsx': '#client/features/admin/api/admin-api.ts',
}
// Each feature folder, importing the next one: a feature added without its override fails here.
features.forEach((name, index) => {
  const other = features[(index + 1) % features.length]
  probes[`src/client/features/${name}/components/probe.tsx`] = `#client/features/${other}/api/probe.ts`
})

type Diagnostic = { category: string; message: string; location: { path: string | null } }
let messages: Map<string, string[]>

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'foyer-import-rules-'))
  try {
    await copyFile(join(root, 'biome.json'), join(dir, 'biome.json'))
    for (const [path, source] of Object.entries(probes)) {
      await mkdir(dirname(join(dir, path)), { recursive: true })
      // A static and a dynamic import: lazy chunks are imports too.
      await writeFile(
        join(dir, path),
        `import { x } from '${source}'\n\nexport const load = () => [x, import('${source}')]\n`,
      )
    }
    const { stdout } = await promisify(execFile)(
      biome,
      ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=1000', 'src'],
      { cwd: dir },
    ).catch((error: { stdout: string }) => error)
    const diagnostics: Diagnostic[] = JSON.parse(stdout).diagnostics
    messages = new Map()
    for (const { category, message, location } of diagnostics) {
      if (category !== 'lint/style/noRestrictedImports' || !location.path) continue
      messages.set(location.path, [...(messages.get(location.path) ?? []), message])
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

/** What lint says of the file's two imports, each message once. */
const said = (path: string) => [...new Set(messages.get(path) ?? [])]

describe('client imports', () => {
  it.each([
    'src/client/components/from-feature.tsx',
    'src/client/components/from-feature-relative.tsx',
    'src/client/lib/from-app.ts',
    'src/client/lib/from-app-relative.ts',
    'src/client/navigation/from-feature.ts',
  ])('a shared client module may not import a feature or app: %s', (path) => {
    expect(said(path)).toEqual([expect.stringContaining(SHARED_MODULE)])
    expect(messages.get(path)).toHaveLength(2)
  })

  it.each([
    'src/client/features/search/components/from-feature.tsx',
    'src/client/features/search/components/from-feature-relative.tsx',
  ])('a feature may not import another feature: %s', (path) => {
    expect(said(path)).toEqual([expect.stringContaining(OTHER_FEATURE)])
  })

  it.each(features)('the %s feature may not import another feature', (name) => {
    expect(said(`src/client/features/${name}/components/probe.tsx`)).toEqual([
      expect.stringContaining(OTHER_FEATURE),
    ])
  })

  it.each([
    'src/client/features/search/components/from-app.tsx',
    'src/client/features/search/components/from-app-relative.tsx',
  ])('a feature may not import app: %s', (path) => {
    expect(said(path)).toContainEqual(expect.stringContaining(APP))
  })

  it.each(['src/client/components/from-server.tsx', 'src/client/features/search/components/from-server.tsx'])(
    'no client module, however deep the path, imports the server: %s',
    (path) => {
      expect(said(path)).toEqual([expect.stringContaining(SERVER)])
    },
  )

  it.each([
    'src/client/features/search/components/own-alias.tsx',
    'src/client/features/search/components/own-relative.tsx',
    'src/client/features/search/components/from-lib.tsx',
    'src/client/features/search/components/from-components.tsx',
    'src/client/features/search/components/from-navigation.tsx',
    'src/client/features/search/components/from-theme.tsx',
    'src/client/features/search/components/from-shared.tsx',
    'src/client/components/from-lib.tsx',
    'src/client/app/from-feature.tsx',
  ])('an import that goes the allowed way passes: %s', (path) => {
    expect(said(path)).toEqual([])
  })
})
