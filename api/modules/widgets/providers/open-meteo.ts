/**
 * Weather from Open-Meteo (https://open-meteo.com, no key): GET {base}/v1/forecast with the current
 * temperature, humidity, wind and WMO weather code, and the daily highs, lows and codes in Manila's
 * time zone. Parsing is separate from fetching so tests can feed it the real JSON.
 */
import { z } from 'zod'
import { FORECAST_DAYS, type WeatherCurrent, type WeatherForecastDay } from '../../../contracts/widgets.ts'
import { SITE_TIME_ZONE } from '../../../clock.ts'
import type { Point } from '../../../contracts/geo.ts'
import { areaName } from '../areas.ts'
import { describeWeatherCode } from '../weather-codes.ts'
import { fetchJson, SourceError } from './http.ts'

export interface WeatherReading {
  current: WeatherCurrent
  forecast: WeatherForecastDay[]
}

/** The forecast URL for a point: today plus FORECAST_DAYS days, so FORECAST_DAYS remain after today. */
export function openMeteoUrl(baseUrl: string, point: Point): string {
  const url = new URL('v1/forecast', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
  url.search = new URLSearchParams({
    latitude: point.latitude.toFixed(4),
    longitude: point.longitude.toFixed(4),
    current: 'temperature_2m,relative_humidity_2m,weather_code,wind_speed_10m,is_day',
    daily: 'weather_code,temperature_2m_max,temperature_2m_min',
    timezone: SITE_TIME_ZONE,
    forecast_days: String(FORECAST_DAYS + 1),
    wind_speed_unit: 'kmh',
    temperature_unit: 'celsius',
  }).toString()
  return url.toString()
}

const number = z.number().finite()
const OpenMeteoAnswer = z.object({
  current: z.object({
    temperature_2m: number,
    relative_humidity_2m: number,
    weather_code: number,
    wind_speed_10m: number,
    is_day: number.optional(),
  }),
  daily: z.object({
    time: z.array(z.string()),
    weather_code: z.array(number.nullable()),
    temperature_2m_max: z.array(number.nullable()),
    temperature_2m_min: z.array(number.nullable()),
  }),
})

/**
 * Reads Open-Meteo's JSON into the widget's reading: the current conditions named after the nearest
 * city, and the FORECAST_DAYS days after `today` (Manila). Anything else is a SourceError.
 */
export function parseOpenMeteo(json: unknown, point: Point, today: string): WeatherReading {
  const parsed = OpenMeteoAnswer.safeParse(json)
  if (!parsed.success) throw new SourceError('Open-Meteo: unexpected answer')
  const { current, daily } = parsed.data
  const now = describeWeatherCode(current.weather_code, current.is_day !== 0)
  const forecast: WeatherForecastDay[] = []
  daily.time.forEach((date, index) => {
    const code = daily.weather_code[index]
    const high = daily.temperature_2m_max[index]
    const low = daily.temperature_2m_min[index]
    if (date <= today || code == null || high == null || low == null) return
    const day = describeWeatherCode(code)
    forecast.push({ date, temperature: Math.round(high), temperature_min: Math.round(low), description: day.text, icon: day.icon })
  })
  if (forecast.length < FORECAST_DAYS) throw new SourceError(`Open-Meteo: ${forecast.length} forecast days after ${today}`)
  return {
    current: {
      temperature: Math.round(current.temperature_2m),
      condition: now.text,
      area_name: areaName(point),
      humidity: Math.round(current.relative_humidity_2m),
      wind_speed: Math.round(current.wind_speed_10m),
      icon: now.icon,
    },
    forecast: forecast.slice(0, FORECAST_DAYS),
  }
}

export async function fetchOpenMeteo(baseUrl: string, point: Point, today: string, timeoutMs: number): Promise<WeatherReading> {
  const json = await fetchJson(openMeteoUrl(baseUrl, point), { timeoutMs, maxBytes: 256 * 1024 })
  return parseOpenMeteo(json, point, today)
}
