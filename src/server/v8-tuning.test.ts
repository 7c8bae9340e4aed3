import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from './project-root.ts'

// Objects that outlive young collections, as the objects of requests waiting on a hash do: what makes
// V8 tenure their allocation site. Kept in the interpreter (--no-opt, --no-maglev), with a young
// generation at its largest size from the start (--max-semi-space-size=1, where V8 decides) and forced
// young collections, so that the decision is reached every time.
const workload = `
  const make = new Function('i', 'return { id: i, tags: [i, i + 1] }')
  const kept = []
  for (let round = 0; round < 8; round++) {
    for (let i = 0; i < 50000; i++) kept.push(make(i))
    globalThis.gc({ type: 'minor', execution: 'sync' })
  }
`

/**
 * V8's decisions to pretenure a site, in a process that runs the workload, with or without
 * v8-tuning.ts first. The module is plain JavaScript, loaded as it is: through tsx, the sites of
 * tsx's own work before the module ran were counted too, and on a busy machine a collection during
 * that work tenured one of them.
 */
function tenuredSites(withTuning: boolean): number {
  const tuning = readFileSync(join(projectRoot, 'src/server/v8-tuning.ts'), 'utf8')
  const script = withTuning
    ? `await import(${JSON.stringify(`data:text/javascript,${encodeURIComponent(tuning)}`)});${workload}`
    : workload
  const run = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      '--no-opt',
      '--no-maglev',
      '--max-semi-space-size=1',
      '--trace-pretenuring-statistics',
      '--input-type=module',
      '-e',
      script,
    ],
    { cwd: projectRoot, encoding: 'utf8', timeout: 30_000 },
  )
  if (run.status !== 0) throw new Error(`the workload failed: ${run.stderr}`)
  // One line per site and collection, ending in the site's state: "=> tenure" once it is tenured.
  return run.stdout.split('\n').filter((line) => line.endsWith('=> tenure')).length
}

describe('V8 tuning of the server process', () => {
  it('keeps V8 from moving an allocation site to the old generation', () => {
    expect(tenuredSites(false)).toBeGreaterThan(0)
    expect(tenuredSites(true)).toBe(0)
  })
})
