import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'

/**
 * Sends a body as it is (a stream, bytes, or text already serialized), written as it comes and never
 * through the route's serializer: the reply's type is the JSON answer's, this answer's is its own.
 */
export function sendAsIs(reply: FastifyReply, body: Readable | Buffer | ArrayBuffer | string) {
  return reply.send(body)
}
