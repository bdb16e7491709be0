/**
 * Requests Node's HTTP parser refuses before Koa ever sees them (decision 016): a request line or headers
 * over the 16 KB limit (431), a request that does not arrive in time (408), bytes that are not HTTP (400).
 * Node's own answer is a bare status line without a body; this one is the API's one error shape
 * `{ status, code, message, requestId }` as JSON, so clients (and tests/api/route-fuzz.test.ts) read every
 * refusal the same way. The connection is closed afterwards, as Node does: the parser cannot resume.
 *
 * Why it matters now: a query string that names every contract field grew past 16 KB once the ticket
 * contracts added their field names, and those requests were answered with Node's body-less 431.
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { Duplex } from 'node:stream'

const REFUSALS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request line or headers are too large (limit 16 KB)' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request did not arrive in time' },
}
const MALFORMED = { status: 400, code: 'MALFORMED_REQUEST', message: 'The request is not valid HTTP' }

/** The bytes of the answer to a request the parser refused (exported for the unit test). */
export function clientErrorResponse(errorCode: string | undefined, requestId = randomUUID()): string {
  const { status, code, message } = (errorCode && REFUSALS[errorCode]) || MALFORMED
  const body = JSON.stringify({ status, code, message, requestId })
  return [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    `X-Request-Id: ${requestId}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n')
}

/** Answers the parser's refusals on `server` in the one error shape (api/main.ts and the test servers). */
export function answerClientErrors(server: http.Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A reset or a half-written answer cannot be answered; Node's own handler gives up the same way.
    const response = (socket as Duplex & { _httpMessage?: http.ServerResponse })._httpMessage
    if (error.code === 'ECONNRESET' || !socket.writable || response?.headersSent) {
      socket.destroy()
      return
    }
    socket.end(clientErrorResponse(error.code))
  })
}
