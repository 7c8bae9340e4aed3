import type { ResourceDefinition } from '../resource.ts'

// The resources of this Foyer, one file each beside this one (src/shared/resources/<name>.ts).
// `npm run new:resource` adds a line here for each it writes; docs/extending.md is the guide.

export const resources: readonly ResourceDefinition[] = []
