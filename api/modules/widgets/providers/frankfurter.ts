/**
 * The USD→PHP reference rate from Frankfurter v1 (https://frankfurter.dev/v1/, no key), which
 * republishes the European Central Bank's euro foreign exchange reference rates (PHP included),
 * cross-calculated to a US dollar base. One time-series call over the last two weeks gives the latest
 * published rate and the one before it, hence the change.
 */
import { z } from 'zod'
import { formatUsdRate } from '../../../contracts/widgets.ts'
import { fetchJson, SourceError } from './http.ts'

export interface ForexReading {
  usd_rate: string
  change: number
  rate: number
  date: string
  provider: string
}

export const FOREX_PROVIDER = 'European Central Bank reference rate (via Frankfurter)'
/** Days of history asked for: enough to span a long holiday weekend with two publications. */
const LOOKBACK_DAYS = 14

export function frankfurterUrl(baseUrl: string, today: string): string {
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - LOOKBACK_DAYS * 86_400_000).toISOString().slice(0, 10)
  const url = new URL(`${start}..`, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
  url.search = new URLSearchParams({ base: 'USD', symbols: 'PHP' }).toString()
  return url.toString()
}

const FrankfurterSeries = z.object({
  base: z.literal('USD'),
  rates: z.record(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.record(z.string(), z.number().positive().finite())),
})

/** Reads a Frankfurter time series (or a single-day answer) into the latest rate and its change. */
export function parseFrankfurter(json: unknown): ForexReading {
  const series = FrankfurterSeries.safeParse(json)
  if (series.success) {
    const days = Object.entries(series.data.rates)
      .filter(([, rates]) => typeof rates.PHP === 'number')
      .sort(([a], [b]) => a.localeCompare(b))
    const latest = days.at(-1)
    if (!latest) throw new SourceError('Frankfurter: no USD→PHP rate in the answer')
    const previous = days.at(-2)
    return reading(latest[0], latest[1].PHP!, previous?.[1].PHP)
  }
  // The single-day shape of /latest: { base: 'USD', date, rates: { PHP } }.
  const single = z.object({ base: z.literal('USD'), date: z.string(), rates: z.object({ PHP: z.number().positive().finite() }) }).safeParse(json)
  if (single.success) return reading(single.data.date, single.data.rates.PHP, undefined)
  throw new SourceError('Frankfurter: unexpected answer')
}

function reading(date: string, rate: number, previous: number | undefined): ForexReading {
  const rounded = Math.round(rate * 100) / 100
  const change = previous === undefined ? 0 : Math.round((rate - previous) * 100) / 100
  return { usd_rate: formatUsdRate(rate), change: Object.is(change, -0) ? 0 : change, rate: rounded, date, provider: FOREX_PROVIDER }
}

export async function fetchFrankfurter(baseUrl: string, today: string, timeoutMs: number): Promise<ForexReading> {
  const json = await fetchJson(frankfurterUrl(baseUrl, today), { timeoutMs, maxBytes: 64 * 1024 })
  return parseFrankfurter(json)
}
