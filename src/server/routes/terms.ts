import { readFile } from 'node:fs/promises'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '#shared/api-paths.ts'
import { type Terms, termsSchema } from '#shared/public-config.ts'
import { ConfigError } from '../config.ts'

async function readTerms(path: string): Promise<string> {
  let bytes: Buffer
  try {
    bytes = await readFile(path)
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    throw new ConfigError(`TERMS_FILE cannot be read: ${path} (${reason})`)
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new ConfigError(`TERMS_FILE must be UTF-8 text: ${path}`)
  }
}

export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read once: the terms change with a restart, like the rest of the configuration.
  const terms: Terms = { text: await readTerms(app.config.termsFile) }

  app.get(
    apiPaths.terms,
    {
      schema: {
        summary: 'The instance’s terms of use, as plain text',
        tags: ['Instance'],
        response: { 200: termsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache')
      return terms
    },
  )
}
