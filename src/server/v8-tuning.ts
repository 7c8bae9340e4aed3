import { setFlagsFromString } from 'node:v8'

// V8's allocation-site pretenuring: when most of the objects an allocation site made in a while
// survive a young-generation collection, V8 allocates that site's objects in the old generation from
// then on. A request server meets that condition whenever requests wait: a sign-in waits for its
// hash, so the per-request objects of Fastify, Node's http and our routes live through collections
// and their sites are tenured. Every later request, however short, then fills the old generation:
// each scavenge promotes far more and takes several times longer, and mark-compacts come often
// (`npm run bench` shows it on GET /api/me under load). Without pretenuring, objects that live long
// still reach the old generation by surviving two scavenges, as they would anyway.
// V8's flags are the process's: the embedded database's thread runs without pretenuring too. Set at
// run time (NODE_OPTIONS does not take V8 flags like this one); index.ts imports this module before
// its own, so it holds before the server starts and before any request.
setFlagsFromString('--no-allocation-site-pretenuring')

// The embedded database's WebAssembly (PostgreSQL, 9 MB of it) stays on Liftoff, V8's baseline
// compiler: tiering its hot functions up to TurboFan kept a second copy of their code, 50–60 MB
// resident, for no throughput `npm run bench` can tell (its queries wait on other things). It also
// starts sooner. Decision 022 has the figures. Set before the database's thread compiles it.
setFlagsFromString('--liftoff-only')
