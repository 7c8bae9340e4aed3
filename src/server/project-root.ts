import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The directory holding Foyer's package.json, found by walking up from this module, so that it is
 * the same whether the code runs from src/server (tsx, Vitest) or from the bundle in dist/server.
 */
export function findProjectRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`No package.json above ${from}: cannot locate Foyer's project root`)
    dir = parent
  }
}

export const projectRoot = findProjectRoot()

export const packageVersion: string = (() => {
  const pkg: unknown = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'))
  const version = (pkg as { version?: unknown }).version
  return typeof version === 'string' ? version : '0.0.0'
})()
