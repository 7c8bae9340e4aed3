import { z } from 'zod'
import type { $ZodType } from 'zod/v4/core'

/**
 * A shared zod schema as the JSON Schema Fastify serializes responses with, so a route sends
 * exactly the fields its contract names. Draft 7 is what Fastify's serializer understands.
 */
export function jsonSchema(schema: $ZodType): Record<string, unknown> {
  const { $schema: _draft, ...rest } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' })
  return rest
}
