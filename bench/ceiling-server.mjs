// The ceiling of `npm run bench`: a bare Fastify server answering {"hello":"world"}, started in a
// process of its own, so that every other figure can be read as a share of what this machine's
// Node and Fastify manage with no application at all.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3419) })
process.send?.('ready')
process.on('SIGTERM', () => app.close().then(() => process.exit(0)))
