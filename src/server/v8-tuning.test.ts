import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { projectRoot } from './project-root.ts'

// Objects that outlive young collections, as the objects of requests waiting on a hash do: what makes
// V8 tenure their allocation site. Made deterministic with --no-opt and forced young collections.
const workload = `
  const make = new Function('i', 'return { id: i, tags: [i, i + 1] }')
  const kept = []
  for (let round = 0; round < 8; round++) {
    for (let i = 0; i < 50000; i++) kept.push(make(i))
    globalThis.gc({ type: 'minor', execution: 'sync' })
  }
`

/** V8's decisions to pretenure a site, in a process that runs the workload, with or without v8-tuning.ts first. */
function tenuredSites(withTuning: boolean): number {
  const script = withTuning ? `await import('./src/server/v8-tuning.ts');${workload}` : workload
  const run = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      '--no-opt',
      '--trace-pretenuring-statistics',
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      script,
    ],
    { cwd: projectRoot, encoding: 'utf8', timeout: 30_000 },
  )
  if (run.status !== 0) throw new Error(`the workload failed: ${run.stderr}`)
  // Each line is a decision on a site: "=> maybe tenure" on the way to "=> tenure".
  return run.stdout.split('\n').filter((line) => /=> (maybe )?tenure$/.test(line)).length
}

describe('V8 tuning of the server process', () => {
  it('keeps V8 from moving an allocation site to the old generation', () => {
    expect(tenuredSites(false)).toBeGreaterThan(0)
    expect(tenuredSites(true)).toBe(0)
  })
})
