/**
 * The outbound-fetch guards shared by every server-side fetch of a URL someone else chose (the image
 * proxy, decision 010; the iCalendar import, decision 029): a `lookup` for net.connect that checks EVERY
 * address a host name resolves to, one fresh connection per request (never a pooled socket opened for
 * another host), and a body reader that enforces a byte cap while reading. Each caller keeps its own URL
 * rules, redirect policy and error messages.
 */
import dns from 'node:dns'
import http, { type IncomingMessage, type OutgoingHttpHeaders } from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'

/** Resolves a host name to all its addresses (dns.lookup with `all: true` in production). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>

export const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true })

/** Raised by the guarded lookup, so a refusal can be told apart from network errors. */
export class AddressRefusedError extends Error {
  constructor(readonly host: string) {
    super(`address refused for ${host}`)
  }
}

/**
 * net.connect's lookup: resolves with `resolve` and refuses the host when ANY of its addresses is not
 * allowed (a mixed answer is a rebinding attempt or a misconfiguration; either way, no).
 */
export function guardedLookup(resolve: Resolver, isAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    resolve(hostname)
      .then((all) => {
        const family = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0
        const addresses = all.filter((entry) => family === 0 || entry.family === family)
        if (addresses.length === 0) {
          callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0)
          return
        }
        if (addresses.some((entry) => !isAllowed(entry.address))) {
          callback(new AddressRefusedError(hostname), '', 0)
          return
        }
        if (lookupOptions.all) (callback as unknown as (err: null, all: typeof addresses) => void)(null, addresses)
        else callback(null, addresses[0]!.address, addresses[0]!.family)
      })
      .catch((err: unknown) => callback(err as NodeJS.ErrnoException, '', 0))
  }
}

/** One GET on a fresh connection through `lookup`, resolved with the response head. */
export function guardedGet(url: URL, options: { lookup: LookupFunction; signal: AbortSignal; headers: OutgoingHttpHeaders }): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const req = client.request(url, { method: 'GET', agent: false, lookup: options.lookup, signal: options.signal, headers: options.headers }, resolve)
    req.on('error', reject)
    req.end()
  })
}

/** Reads a whole body, destroying the response as soon as it passes `maxBytes`. */
export function readCappedBody(response: IncomingMessage, maxBytes: number, errors: { tooLarge: () => Error; closedEarly: () => Error }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let total = 0
    response.on('data', (chunk: Buffer) => {
      total += chunk.length
      if (total > maxBytes) {
        response.destroy()
        reject(errors.tooLarge())
        return
      }
      chunks.push(chunk)
    })
    response.on('end', () => resolve(Buffer.concat(chunks, total)))
    response.on('error', reject)
    response.on('close', () => {
      if (!response.complete) reject(errors.closedEarly())
    })
  })
}
