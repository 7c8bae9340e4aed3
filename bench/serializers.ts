// bench/serializers: how long writing an answer takes with each serializer a route could use, for the
// app's largest common answer (a page of 50 people, GET /api/admin/users?limit=50) and its most
// frequent (GET /api/me): fast-json-stringify compiled from the zod schema's JSON Schema (what the
// app does, src/server/json-schema.ts), and fastify-type-provider-zod's own (zod's encode, then
// JSON.stringify). Decision 029 chose by these figures.
//   npm run bench:serializers
import { createSerializerCompiler } from 'fastify-type-provider-zod'
import { peoplePageSchema } from '#shared/admin.ts'
import { meSchema } from '#shared/me.ts'
import { zodSerializerCompiler } from '../src/server/json-schema.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20_000)

const person = (n: number) => ({
  id: `user-${n}-${'x'.repeat(20)}`,
  name: `Person ${n}`,
  email: `person${n}@example.org`,
  emailVerified: true,
  role: n === 0 ? 'admin' : 'member',
  status: 'active',
  bannedUntil: null,
  banReason: null,
  createdAt: new Date(1_700_000_000_000 + n * 60_000).toISOString(),
  lastSignInAt: new Date(1_700_000_000_000 + n * 90_000).toISOString(),
  sessions: n % 3,
  twoFactorEnabled: n % 2 === 0,
})
const page = { items: Array.from({ length: 50 }, (_, n) => person(n)), total: 1234, page: 1, limit: 50 }

const meExample = {
  id: 'user-0-xxxxxxxxxxxxxxxxxxxx',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  emailVerified: true,
  role: 'admin',
  jobTitle: 'Analyst',
  avatar: '/free/api/people/user-0/avatar?v=3',
  impersonation: null,
  twoFactorEnabled: true,
  twoFactorRequired: false,
  hasPassword: true,
  colorMode: 'dark',
  language: 'fr',
  look: { preset: 'blue', font: 'public-sans', direction: 'ltr', width: 'contained', miniDrawer: false },
  hasOwnLook: false,
}

const zodOwn = createSerializerCompiler()
const route = { method: 'GET', url: '/bench', httpStatus: '200' }

function measure(name: string, write: (data: unknown) => string, data: unknown) {
  for (let i = 0; i < 2_000; i++) write(data)
  const start = process.hrtime.bigint()
  for (let i = 0; i < ROUNDS; i++) write(data)
  const micros = Number(process.hrtime.bigint() - start) / 1_000 / ROUNDS
  return { name, micros }
}

function main() {
  const rows: Array<{ answer: string; serializer: string; micros: number }> = []
  for (const [answer, schema, data] of [
    ['people page (50)', peoplePageSchema, page],
    ['GET /api/me', meSchema, meExample],
  ] as const) {
    const fast = zodSerializerCompiler({ schema, ...route }) as (data: unknown) => string
    const encoded = zodOwn({ schema, ...route }) as (data: unknown) => string
    if (fast(data) !== encoded(data)) throw new Error(`${answer}: the two serializers write different JSON`)
    for (const [serializer, write] of [
      ['fast-json-stringify (the app’s)', fast],
      ['zod encode + JSON.stringify', encoded],
    ] as const) {
      rows.push({ answer, serializer, micros: Number(measure(serializer, write, data).micros.toFixed(1)) })
    }
  }
  console.table(rows)
}

main()
