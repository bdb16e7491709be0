/**
 * The home widgets' data (doc 2 §3, §7-§9): weather, the USD→PHP rate and the lotto results, each from
 * its provider ('live' public sources, or 'demo' sample values), cached for the spec's refresh period,
 * falling back to the last good value and then to the documented fallback (Manila for weather, the
 * 'unavailable' messages for forex and lotto).
 */
import { z } from 'zod'
import type { Point } from '../../contracts/geo.ts'
import {
  DEFAULT_WEATHER_LOCATION,
  FOREX_REFRESH_MS,
  ForexData,
  LOTTO_REFRESH_MS,
  LottoData,
  WEATHER_REFRESH_MS,
  WeatherCurrent,
  WeatherForecastDay,
  WIDGET_MESSAGES,
  type ForexResponse,
  type LottoResponse,
  type WeatherResponse,
} from '../../contracts/widgets.ts'
import { ServiceUnavailable } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { manilaToday } from '../movies/manila-dates.ts'
import { demoForex, demoLotto, demoWeather } from './providers/demo.ts'
import { fetchFrankfurter, type ForexReading } from './providers/frankfurter.ts'
import { fetchOpenMeteo, type WeatherReading } from './providers/open-meteo.ts'
import { fetchPcso, type LottoReading } from './providers/pcso.ts'
import { sourceCache } from './source-cache.ts'
import { presentForex, presentLotto, presentWeather } from './widgets.presenter.ts'
import { widgetsRepository } from './widgets.repository.ts'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config'>

/** After a failed call, the last good value is served this long before the source is asked again. */
const RETRY_AFTER_FAILURE_MS = 60_000
/** Weather is kept for this many distinct points in memory (about 1 km apart). */
const WEATHER_POINTS_KEPT = 500

const reviver =
  <T>(schema: z.ZodType<T>) =>
  (raw: unknown): T | null => {
    const parsed = schema.safeParse(raw)
    return parsed.success ? parsed.data : null
  }

const WeatherReadingSchema = z.object({ current: WeatherCurrent, forecast: z.array(WeatherForecastDay) })
const ForexReadingSchema = ForexData.pick({ usd_rate: true, change: true, rate: true, date: true, provider: true })
const LottoReadingSchema = LottoData.pick({ drawDate: true, results: true })

/** Points are rounded to 2 decimals (about 1 km): the cache key and the source call agree. */
const roundPoint = (point: Point): Point => ({
  latitude: Math.round(point.latitude * 100) / 100,
  longitude: Math.round(point.longitude * 100) / 100,
})
const DEFAULT_POINT = roundPoint(DEFAULT_WEATHER_LOCATION)
const pointKey = (point: Point) => `${point.latitude.toFixed(2)},${point.longitude.toFixed(2)}`
const isDefaultPoint = (point: Point) => pointKey(point) === pointKey(DEFAULT_POINT)

/** The hour of the day in Manila (UTC+8, no daylight saving). */
const manilaHour = (instant: Date) => new Date(instant.getTime() + 8 * 3_600_000).getUTCHours()

export function widgetsService(deps: Deps) {
  const config = deps.config.widgets
  const weatherCache = sourceCache<WeatherReading>(deps, {
    name: 'weather',
    ttlMs: WEATHER_REFRESH_MS,
    retryMs: RETRY_AFTER_FAILURE_MS,
    maxEntries: WEATHER_POINTS_KEPT,
    revive: reviver(WeatherReadingSchema),
  })
  const forexCache = sourceCache<ForexReading>(deps, {
    name: 'forex',
    ttlMs: FOREX_REFRESH_MS,
    retryMs: RETRY_AFTER_FAILURE_MS,
    maxEntries: 1,
    revive: reviver(ForexReadingSchema),
  })
  const lottoCache = sourceCache<LottoReading>(deps, {
    name: 'lotto',
    ttlMs: LOTTO_REFRESH_MS,
    retryMs: RETRY_AFTER_FAILURE_MS,
    maxEntries: 1,
    revive: reviver(LottoReadingSchema),
  })

  let mode: 'live' | 'demo' | undefined
  /**
   * Configured, or: demo unless NODE_ENV is production and the database is not the demo database
   * (SiteSetting demoData), so `npm start` on demo data shows sample widgets without network.
   */
  async function providerMode(): Promise<'live' | 'demo'> {
    if (mode) return mode
    if (config.provider) return (mode = config.provider)
    if (deps.config.nodeEnv !== 'production') return (mode = 'demo')
    const demoData = await widgetsRepository(deps.db).setting('demoData')
    return (mode = demoData === 'true' ? 'demo' : 'live')
  }

  const demoFreshness = () => ({ source: 'demo' as const, fetchedAt: deps.clock.now(), stale: false })

  return {
    providerMode,

    /** Weather at a point (Manila when none); the point's own last good value, then Manila's, then 503. */
    async weather(requested?: Point): Promise<WeatherResponse> {
      const point = requested ? roundPoint(requested) : DEFAULT_POINT
      const today = manilaToday(deps.clock)
      if ((await providerMode()) === 'demo') {
        return presentWeather(demoWeather(point, today, manilaHour(deps.clock.now())), point, demoFreshness())
      }
      const fetchAt = (at: Point) => () => fetchOpenMeteo(config.weatherApiUrl, at, today, config.timeoutMs)
      const hit = await weatherCache.get(pointKey(point), fetchAt(point), { keep: isDefaultPoint(point) })
      if (hit) return presentWeather(hit.value, point, { source: 'live', fetchedAt: hit.fetchedAt, stale: hit.stale })
      // Doc 2 §8: weather falls back to showing Manila (its last good value; the source just failed).
      if (!isDefaultPoint(point)) {
        const manila = await weatherCache.peek(pointKey(DEFAULT_POINT), { keep: true })
        if (manila) return presentWeather(manila.value, DEFAULT_POINT, { source: 'live', fetchedAt: manila.fetchedAt, stale: true })
      }
      throw ServiceUnavailable(WIDGET_MESSAGES.weatherUnavailable, 'WEATHER_UNAVAILABLE')
    },

    /** USD→PHP: fresh, else the last good value, else 503 'Forex rates unavailable'. */
    async forex(): Promise<ForexResponse> {
      const today = manilaToday(deps.clock)
      if ((await providerMode()) === 'demo') return presentForex(demoForex(today), demoFreshness())
      const hit = await forexCache.get('usd-php', () => fetchFrankfurter(config.forexApiUrl, today, config.timeoutMs), { keep: true })
      if (!hit) throw ServiceUnavailable(WIDGET_MESSAGES.forexUnavailable, 'FOREX_UNAVAILABLE')
      return presentForex(hit.value, { source: 'live', fetchedAt: hit.fetchedAt, stale: hit.stale })
    },

    /** Latest PCSO draws: fresh, else the last good value, else 503 'Lotto data unavailable'. */
    async lotto(): Promise<LottoResponse> {
      const today = manilaToday(deps.clock)
      if ((await providerMode()) === 'demo') return presentLotto(demoLotto(today), demoFreshness())
      const hit = await lottoCache.get('pcso', () => fetchPcso(config.lottoSourceUrl, config.timeoutMs), { keep: true })
      if (!hit) throw ServiceUnavailable(WIDGET_MESSAGES.lottoUnavailable, 'LOTTO_UNAVAILABLE')
      return presentLotto(hit.value, { source: 'live', fetchedAt: hit.fetchedAt, stale: hit.stale })
    },
  }
}
