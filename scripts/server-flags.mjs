// The V8 flags the server runs with, which only the command line can give (they size the heap when
// the process starts): `npm start` (scripts/start.mjs) and the benchmark's servers use these, and
// docs/deploy.md gives them for `node dist/server/index.js`. Decision 022 has the figures.

/**
 * On Node 24 and later, a 2 MB young generation (semi-space) for the server's threads: those lines
 * size it from the machine's memory, and the server held 279 MB at rest and peaked at 707 MB under
 * `npm run bench`'s load with 24 GB; with it, 231 and 447 MB, for the same throughput. On Node 20 and
 * 22 it saved 35 MB at rest but raised the peak under load (297 to 410 MB on Node 20): left out there.
 */
export function serverNodeArgs(version = process.version) {
  const major = Number(/^v(\d+)/.exec(version)?.[1] ?? 0)
  return major >= 24 ? ['--max-semi-space-size=2'] : []
}
