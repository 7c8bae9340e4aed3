import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

// The end of a CI log may be all that is kept of it: the failed tests are named there with why.
const script = new URL('./list-failures.mjs', import.meta.url).pathname
let dir = ''

function listed(reports: Record<string, unknown>): string {
  dir = mkdtempSync(join(tmpdir(), 'foyer-failures-'))
  for (const [name, report] of Object.entries(reports)) writeFileSync(join(dir, name), JSON.stringify(report))
  return execFileSync('node', [script, dir], { encoding: 'utf8' })
}

afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('the failed tests at the end of CI', () => {
  it("names a browser test by its file and describe blocks, with its error's first lines and no code frame", () => {
    const message = [
      '\u001b[31mError: axe violations /account/settings\u001b[39m',
      '',
      '- Expected  - 0',
      '+ Received  + 1',
      '+   "color-contrast (serious): Elements must meet minimum color contrast ratio thresholds"',
      '  40 |     await expectNoAxeViolations(page, path)',
      '     |     ^',
      '    at /work/main/tests/e2e/a11y.spec.ts:40:5',
    ].join('\n')
    const failedTest = { status: 'unexpected', results: [{ errors: [{ message }] }] }
    const passedTest = { status: 'expected', results: [{ errors: [] }] }
    const output = listed({
      'e2e.json': {
        suites: [
          {
            title: 'a11y.spec.ts',
            file: 'a11y.spec.ts',
            specs: [{ title: 'the skip link', tests: [passedTest] }],
            suites: [
              {
                title: 'axe at 390 px',
                file: 'a11y.spec.ts',
                specs: [{ title: '/account/settings has no violation', tests: [failedTest] }],
              },
            ],
          },
        ],
      },
    })
    expect(output).toBe(
      [
        '',
        'Failed:',
        '  e2e.json: a11y.spec.ts › axe at 390 px › /account/settings has no violation',
        '      Error: axe violations /account/settings',
        '      - Expected  - 0',
        '      + Received  + 1',
        '      +   "color-contrast (serious): Elements must meet minimum color contrast ratio thresholds"',
        '',
      ].join('\n'),
    )
  })

  it('names a Vitest test with the first lines of its failure, and a file that failed before its tests', () => {
    const longFailure = Array.from({ length: 20 }, (_, line) => `line ${line + 1}`).join('\n')
    const output = listed({
      'vitest-api.json': {
        testResults: [
          {
            name: `${process.cwd()}/src/server/a.test.ts`,
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'a works' },
              { status: 'failed', fullName: 'a refuses', failureMessages: [longFailure] },
            ],
          },
          {
            name: `${process.cwd()}/src/server/b.test.ts`,
            status: 'failed',
            assertionResults: [],
            message: 'No such module',
          },
        ],
      },
    })
    const lines = output.split('\n')
    expect(lines[2]).toBe('  vitest-api.json: src/server/a.test.ts › a refuses')
    expect(lines.slice(3, 16)).toEqual([
      ...Array.from({ length: 12 }, (_, line) => `      line ${line + 1}`),
      '      …',
    ])
    expect(lines[16]).toBe('  vitest-api.json: src/server/b.test.ts')
    expect(lines[17]).toBe('      No such module')
  })

  it('prints nothing when every test passed', () => {
    expect(listed({ 'e2e.json': { suites: [] }, 'vitest-unit.json': { testResults: [] } })).toBe('')
  })
})
