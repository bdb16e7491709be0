/**
 * The one way the widget providers call out: a GET with a time-out, a size cap and a clear error,
 * so a slow or broken source costs at most `timeoutMs` and never an unbounded body.
 */

/** A source failed: unreachable, too slow, a non-2xx answer, too large or not in the expected format. */
export class SourceError extends Error {
  override name = 'SourceError'
}

export interface FetchOptions {
  timeoutMs: number
  /** Largest body accepted, in bytes. */
  maxBytes: number
  accept: string
}

const USER_AGENT = 'Gala/0.1 (Metro Manila city guide; home widgets)'

/** GETs `url` and returns its body as text; throws SourceError on any failure. */
export async function fetchText(url: string, options: FetchOptions): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs)
  let response: Response
  try {
    response = await fetch(url, { headers: { Accept: options.accept, 'User-Agent': USER_AGENT }, redirect: 'follow', signal })
  } catch (error) {
    const reason = signal.aborted ? `timed out after ${options.timeoutMs} ms` : describe(error)
    throw new SourceError(`${hostOf(url)}: ${reason}`, { cause: error })
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined)
    throw new SourceError(`${hostOf(url)}: HTTP ${response.status}`)
  }
  const declared = Number(response.headers.get('content-length') ?? NaN)
  if (declared > options.maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    throw new SourceError(`${hostOf(url)}: body of ${declared} bytes is over ${options.maxBytes}`)
  }
  try {
    return await readCapped(response, options.maxBytes)
  } catch (error) {
    if (error instanceof SourceError) throw error
    const reason = signal.aborted ? `timed out after ${options.timeoutMs} ms` : describe(error)
    throw new SourceError(`${hostOf(url)}: ${reason}`, { cause: error })
  }
}

/** GETs JSON; a body that is not JSON is a SourceError. */
export async function fetchJson(url: string, options: Omit<FetchOptions, 'accept'>): Promise<unknown> {
  const text = await fetchText(url, { ...options, accept: 'application/json' })
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new SourceError(`${hostOf(url)}: answer is not JSON`)
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new SourceError(`${hostOf(response.url)}: body is over ${maxBytes} bytes`)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return 'source'
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: { code?: string } }).cause
    return cause?.code ? `${error.message} (${cause.code})` : error.message
  }
  return String(error)
}
