import http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { answerClientErrors } from '../../api/client-errors.ts'

// A server that would answer 200 to anything that reaches it: only the parser's refusals are under test.
const server = http.createServer((_req, res) => res.end('ok'))
answerClientErrors(server)
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const { port } = server.address() as AddressInfo
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Raw bytes in, raw answer out (fetch cannot send malformed HTTP). */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request))
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    socket.on('error', reject)
  })
}
const parse = (answer: string) => {
  const [head, body] = answer.split('\r\n\r\n')
  return { statusLine: head!.split('\r\n')[0], head: head!, body: JSON.parse(body!) as Record<string, unknown> }
}

describe('requests the HTTP parser refuses are answered in the one error shape', () => {
  it('a request line over 16 KB is a 431 as JSON', async () => {
    const answer = parse(await raw(`GET /api/search?q=${'x'.repeat(17_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`))
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large')
    expect(answer.head).toMatch(/content-type: application\/json/i)
    expect(answer.body).toMatchObject({ status: 431, code: 'HEADERS_TOO_LARGE', message: expect.any(String), requestId: expect.any(String) })
  })

  it('bytes that are not HTTP are a 400 as JSON', async () => {
    const answer = parse(await raw('NOT HTTP AT ALL\r\n\r\n'))
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request')
    expect(answer.body).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST', requestId: expect.any(String) })
  })

  it('a request under the limit still reaches the app', async () => {
    expect(await raw(`GET /?q=${'x'.repeat(15_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)).toMatch(/^HTTP\/1.1 200 OK[\s\S]*ok$/)
  })
})
