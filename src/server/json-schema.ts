import fastJsonStringify from 'fast-json-stringify'
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify'
import { z } from 'zod'
import type { $ZodType } from 'zod/v4/core'
import { parseOr400 } from './http-error.ts'

// Every route declares its params, query, body and answers with the shared zod schemas, through
// fastify-type-provider-zod's types (handlers read typed input) and its OpenAPI transform (the
// document at /api/openapi.json). The two compilers below are the app's own (decision 029):
// input is parsed as parseOr400 does, so a bad request answers the app's 400 with a sentence per
// field in the reader's language; answers are written by fast-json-stringify from the schema's JSON
// Schema, as Fastify does by default, several times faster than zod's encode and as strict: only
// the fields the contract names are sent.

const isZodSchema = (schema: unknown): schema is $ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema

/**
 * A shared zod schema's answers as JSON Schema: draft 7 for Fastify's serializer, so a route sends
 * exactly the fields its contract names; 2020-12 for the OpenAPI 3.1 document.
 */
export function jsonSchema(
  schema: $ZodType,
  target: 'draft-7' | 'draft-2020-12' = 'draft-7',
): Record<string, unknown> {
  const { $schema: _draft, ...rest } = z.toJSONSchema(schema, { target, io: 'output' })
  return rest
}

/** Parses params, query and body with the route's zod schema; a failure is parseOr400's 400. */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  if (!isZodSchema(schema)) throw new Error(`${method} ${url}: its ${httpPart} schema is not a zod schema`)
  return (data) => {
    try {
      return { value: parseOr400(schema, data) }
    } catch (error) {
      return { error: error as Error }
    }
  }
}

/** Writes an answer with fast-json-stringify from the zod schema's JSON Schema. */
export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!isZodSchema(schema)) throw new Error(`${method} ${url}: a response schema is not a zod schema`)
  return fastJsonStringify(jsonSchema(schema))
}
