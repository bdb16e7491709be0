/**
 * Fetching an iCalendar file for the import (decision 029), with the image proxy's SSRF rules
 * (api/modules/media/image-proxy.ts): http(s) only, no credentials in the URL, every address connected to
 * must be public unicast (IP literals checked before connecting, host names through our own lookup that
 * checks every address it returns), at most 3 redirects each checked again, one time-out for the whole
 * fetch and a byte cap enforced while reading. Tests allow loopback through `allowPrivateAddresses`.
 */
import net from 'node:net'
import { EVENT_IMPORT_LIMITS } from '../../contracts/admin-events-rules.ts'
import { AppError, InvalidInput } from '../../errors.ts'
import { AddressRefusedError, guardedGet, guardedLookup, readCappedBody, systemResolver } from '../../lib/guarded-http.ts'
import { isPublicAddress } from '../media/image-proxy.ts'

export interface CalendarFetchOptions {
  /** Test-only (config.eventImport.allowPrivateAddresses): lets the import reach a local test server. */
  allowPrivateAddresses?: boolean
  maxBytes?: number
  timeoutMs?: number
}

const urlError = (message: string, code = 'IMPORT_URL_FAILED') => InvalidInput(message, code, [{ field: 'url', message }])

export async function fetchCalendar(rawUrl: string, options: CalendarFetchOptions = {}): Promise<string> {
  const maxBytes = options.maxBytes ?? EVENT_IMPORT_LIMITS.maxChars
  const timeoutMs = options.timeoutMs ?? EVENT_IMPORT_LIMITS.urlTimeoutMs
  const allowed = (address: string) => options.allowPrivateAddresses === true || isPublicAddress(address)

  const lookup = guardedLookup(systemResolver, allowed)

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

  const request = (url: URL, signal: AbortSignal) =>
    guardedGet(url, { lookup, signal, headers: { Accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1', 'Accept-Encoding': 'identity', 'User-Agent': 'GalaEventImport/1.0' } })

  const tooLarge = () => urlError(`The calendar is larger than ${maxBytes / 1_000_000} MB`, 'IMPORT_URL_TOO_LARGE')
  const readBody = async (response: Parameters<typeof readCappedBody>[0]) =>
    (await readCappedBody(response, maxBytes, { tooLarge, closedEarly: () => urlError('The calendar server closed the connection early') })).toString('utf8')

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
        throw tooLarge()
      }
      return await readBody(response)
    }
  } catch (err) {
    if (err instanceof AddressRefusedError) throw urlError(`${url.hostname} resolves to an address the import may not reach`, 'IMPORT_ADDRESS_REFUSED')
    if (controller.signal.aborted) throw urlError(`The calendar server did not answer within ${timeoutMs / 1000} s`, 'IMPORT_URL_TIMEOUT')
    if (err instanceof AppError) throw err
    const code = (err as NodeJS.ErrnoException | undefined)?.code
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') throw urlError('The calendar host could not be found')
    throw urlError('The calendar could not be fetched')
  } finally {
    clearTimeout(timer)
  }
}
