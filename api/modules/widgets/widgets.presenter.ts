import type { Point } from '../../contracts/geo.ts'
import type { ForexResponse, LottoResponse, WeatherResponse, WidgetSource } from '../../contracts/widgets.ts'
import type { ForexReading } from './providers/frankfurter.ts'
import type { WeatherReading } from './providers/open-meteo.ts'
import type { LottoReading } from './providers/pcso.ts'

export interface Freshness {
  source: WidgetSource
  fetchedAt: Date
  stale: boolean
}

const meta = (freshness: Freshness) => ({
  source: freshness.source,
  fetched_at: freshness.fetchedAt.toISOString(),
  stale: freshness.stale,
})

/** GET /api/weather: the reading itself (doc 2 §7), with the point it is for and its freshness. */
export function presentWeather(reading: WeatherReading, point: Point, freshness: Freshness): WeatherResponse {
  return {
    current: { ...reading.current },
    forecast: reading.forecast.map((day) => ({ ...day })),
    location: { latitude: point.latitude, longitude: point.longitude },
    ...meta(freshness),
  }
}

/** GET /api/forex: {status, data} (doc 2 §7). */
export function presentForex(reading: ForexReading, freshness: Freshness): ForexResponse {
  return {
    status: 'success',
    data: { usd_rate: reading.usd_rate, change: reading.change, rate: reading.rate, date: reading.date, provider: reading.provider, ...meta(freshness) },
  }
}

/** GET /api/lotto: {status, data} (doc 2 §7). */
export function presentLotto(reading: LottoReading, freshness: Freshness): LottoResponse {
  return {
    status: 'success',
    data: { drawDate: reading.drawDate, results: reading.results.map((result) => ({ ...result })), ...meta(freshness) },
  }
}
