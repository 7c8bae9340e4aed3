import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// `npm start` runs package.json's start line in a shell; glibc reads MALLOC_MMAP_THRESHOLD_ when
// the process starts, so only that line can set it (decision 022). The line runs here with the
// server's command swapped for one that prints what the server would see.
const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const serverCommand = 'node scripts/start.mjs'

function thresholdSeen(env: Record<string, string | undefined>): string {
  const line = scripts.start.replace(serverCommand, 'node -p process.env.MALLOC_MMAP_THRESHOLD_')
  return execFileSync('sh', ['-c', line], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  }).trim()
}

describe('the start script', () => {
  it('starts the server', () => {
    expect(scripts.start).toContain(serverCommand)
  })

  it("fixes glibc's mmap threshold for the server", () => {
    expect(thresholdSeen({})).toBe('131072')
  })

  it('keeps a threshold the environment already sets', () => {
    expect(thresholdSeen({ MALLOC_MMAP_THRESHOLD_: '262144' })).toBe('262144')
  })
})

describe("the server's V8 flags", () => {
  it('give Node 24 and later a 2 MB young generation, and Node 20 and 22 none (decision 022)', async () => {
    const { serverNodeArgs } = await import('./server-flags.mjs')
    expect(serverNodeArgs('v20.19.0')).toEqual([])
    expect(serverNodeArgs('v22.23.3')).toEqual([])
    expect(serverNodeArgs('v24.21.0')).toEqual(['--max-semi-space-size=2'])
    expect(serverNodeArgs('v26.12.0')).toEqual(['--max-semi-space-size=2'])
  })
})
