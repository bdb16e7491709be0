/**
 * Fetching an iCalendar file for the import (decision 029), with the image proxy's SSRF rules
 * (api/modules/media/image-proxy.ts): http(s) only, no credentials in the URL, every address connected to
 * must be public unicast (IP literals checked before connecting, host names through our own lookup that
 * checks every address it returns), at most 3 redirects each checked again, one time-out for the whole
 * fetch and a byte cap enforced while reading. Tests allow loopback through `allowPrivateAddresses`.
 */
import dns from 'node:dns'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import net, { type LookupFunction } from 'node:net'
import { EVENT_IMPORT_LIMITS } from '../../contracts/admin-events-rules.ts'
import { AppError, InvalidInput } from '../../errors.ts'
import { isPublicAddress } from '../media/image-proxy.ts'

export interface CalendarFetchOptions {
  /** Test-only (config.eventImport.allowPrivateAddresses): lets the import reach a local test server. */
  allowPrivateAddresses?: boolean
  maxBytes?: number
  timeoutMs?: number
}

const urlError = (message: string, code = 'IMPORT_URL_FAILED') => InvalidInput(message, code, [{ field: 'url', message }])

class RefusedAddress extends Error {}

export async function fetchCalendar(rawUrl: string, options: CalendarFetchOptions = {}): Promise<string> {
  const maxBytes = options.maxBytes ?? EVENT_IMPORT_LIMITS.maxChars
  const timeoutMs = options.timeoutMs ?? EVENT_IMPORT_LIMITS.urlTimeoutMs
  const allowed = (address: string) => options.allowPrivateAddresses === true || isPublicAddress(address)

  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dns.promises
      .lookup(hostname, { all: true, verbatim: true })
      .then((all) => {
        const family = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0
        const addresses = all.filter((entry) => family === 0 || entry.family === family)
        if (addresses.length === 0) return callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0)
        if (addresses.some((entry) => !allowed(entry.address))) return callback(new RefusedAddress(hostname), '', 0)
        if (lookupOptions.all) (callback as unknown as (err: null, all: typeof addresses) => void)(null, addresses)
        else callback(null, addresses[0]!.address, addresses[0]!.family)
      })
      .catch((err: unknown) => callback(err as NodeJS.ErrnoException, '', 0))
  }

  function check(raw: string | URL): URL {
    let url: URL
    try {
      url = raw instanceof URL ? raw : new URL(raw)
    } catch {
      throw urlError('url must be an absolute http(s) URL', 'INVALID_IMPORT_URL')
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname) {
      throw urlError('url must be an absolute http(s) URL without user name or password', 'INVALID_IMPORT_URL')
    }
    const literal = url.hostname.replace(/^\[|\]$/g, '')
    if (net.isIP(literal) && !allowed(literal)) throw urlError(`${url.hostname} is an address the import may not reach`, 'IMPORT_ADDRESS_REFUSED')
    return url
  }

  function request(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const client = url.protocol === 'https:' ? https : http
      const req = client.request(url, { method: 'GET', agent: false, lookup, signal, headers: { Accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1', 'Accept-Encoding': 'identity', 'User-Agent': 'GalaEventImport/1.0' } }, resolve)
      req.on('error', reject)
      req.end()
    })
  }

  function readBody(response: IncomingMessage): Promise<string> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = []
      let total = 0
      response.on('data', (chunk: Buffer) => {
        total += chunk.length
        if (total > maxBytes) {
          response.destroy()
          reject(urlError(`The calendar is larger than ${maxBytes / 1_000_000} MB`, 'IMPORT_URL_TOO_LARGE'))
          return
        }
        chunks.push(chunk)
      })
      response.on('end', () => resolve(Buffer.concat(chunks, total).toString('utf8')))
      response.on('error', reject)
      response.on('close', () => {
        if (!response.complete) reject(urlError('The calendar server closed the connection early'))
      })
    })
  }

  let url = check(rawUrl)
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await request(url, controller.signal)
      const status = response.statusCode ?? 0
      if ([301, 302, 303, 307, 308].includes(status)) {
        response.resume()
        const location = response.headers.location
        if (!location || redirects >= EVENT_IMPORT_LIMITS.urlMaxRedirects) throw urlError(`Too many redirects, or a redirect without a location`)
        url = check(new URL(location, url))
        continue
      }
      if (status !== 200) {
        response.resume()
        throw urlError(`The calendar server answered ${status}`)
      }
      const length = Number(response.headers['content-length'])
      if (Number.isFinite(length) && length > maxBytes) {
        response.destroy()
        throw urlError(`The calendar is larger than ${maxBytes / 1_000_000} MB`, 'IMPORT_URL_TOO_LARGE')
      }
      return await readBody(response)
    }
  } catch (err) {
    if (err instanceof RefusedAddress) throw urlError(`${url.hostname} resolves to an address the import may not reach`, 'IMPORT_ADDRESS_REFUSED')
    if (controller.signal.aborted) throw urlError(`The calendar server did not answer within ${timeoutMs / 1000} s`, 'IMPORT_URL_TIMEOUT')
    if (err instanceof AppError) throw err
    const code = (err as NodeJS.ErrnoException | undefined)?.code
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') throw urlError('The calendar host could not be found')
    throw urlError('The calendar could not be fetched')
  } finally {
    clearTimeout(timer)
  }
}
