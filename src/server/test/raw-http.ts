import { connect } from 'node:net'

// HTTP/1.1 written by hand on a TCP socket, for request targets that `app.inject`, fetch and
// Node's client would normalise or refuse (encoded dot segments, absolute-form, backslashes).

export type RawResponse = { status: number; headers: Record<string, string>; body: string }

/** Sends one request with its target exactly as given, and reads the answer until the server closes. */
export function rawRequest(
  origin: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawResponse> {
  const { hostname, port, host } = new URL(origin)
  const lines = [`${method} ${target} HTTP/1.1`, `host: ${host}`, 'connection: close']
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  if (body !== undefined) lines.push(`content-length: ${Buffer.byteLength(body)}`)
  const text = `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8')
      const split = answer.indexOf('\r\n\r\n')
      const [statusLine = '', ...headerLines] = answer
        .slice(0, split === -1 ? undefined : split)
        .split('\r\n')
      const status = Number(statusLine.split(' ')[1])
      if (!Number.isInteger(status)) return reject(new Error(`no HTTP answer to ${method} ${target}`))
      const parsed: Record<string, string> = {}
      for (const line of headerLines) {
        const colon = line.indexOf(':')
        if (colon > 0) parsed[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      resolve({ status, headers: parsed, body: split === -1 ? '' : answer.slice(split + 4) })
    })
    socket.write(text)
  })
}
