/**
 * Recent sample values for the embedded default (`npm start` with no network, tests, development):
 * plausible Metro Manila weather, a USD→PHP rate and PCSO draws, dated from the injected clock so they
 * always look current, and deterministic for a given day (a seeded generator, no Math.random).
 */
import type { Point } from '../../../contracts/geo.ts'
import { FORECAST_DAYS, formatUsdRate, type LottoResult } from '../../../contracts/widgets.ts'
import { areaName } from '../areas.ts'
import { describeWeatherCode } from '../weather-codes.ts'
import type { ForexReading } from './frankfurter.ts'
import type { LottoReading } from './pcso.ts'
import type { WeatherReading } from './open-meteo.ts'

const DAY_MS = 86_400_000

/** A small seeded generator (mulberry32) from a string: the same text gives the same sequence. */
function seeded(text: string): () => number {
  let seed = 2166136261
  for (let i = 0; i < text.length; i++) seed = Math.imul(seed ^ text.charCodeAt(i), 16777619)
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1))

/** YYYY-MM-DD `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** 0 = Sunday … 6 = Saturday. */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()

/** Weather codes of a typical Metro Manila day, sunny to stormy. */
const TYPICAL_CODES = [1, 2, 2, 3, 80, 61, 2, 95, 1, 3] as const

export function demoWeather(point: Point, today: string, hour: number): WeatherReading {
  const random = seeded(`weather:${today}:${point.latitude.toFixed(1)}:${point.longitude.toFixed(1)}`)
  const code = TYPICAL_CODES[between(random, 0, TYPICAL_CODES.length - 1)]!
  const isDay = hour >= 6 && hour < 18
  const now = describeWeatherCode(code, isDay)
  const forecast = Array.from({ length: FORECAST_DAYS }, (_, index) => {
    const date = addDays(today, index + 1)
    const dayRandom = seeded(`forecast:${date}`)
    const day = describeWeatherCode(TYPICAL_CODES[between(dayRandom, 0, TYPICAL_CODES.length - 1)]!)
    const high = between(dayRandom, 30, 34)
    return { date, temperature: high, temperature_min: high - between(dayRandom, 5, 8), description: day.text, icon: day.icon }
  })
  return {
    current: {
      temperature: isDay ? between(random, 29, 33) : between(random, 25, 28),
      condition: now.text,
      area_name: areaName(point),
      humidity: between(random, 62, 84),
      wind_speed: between(random, 6, 19),
      icon: now.icon,
    },
    forecast,
  }
}

/** The last weekday on or before `day` (reference rates are published on working days). */
function lastWorkingDay(day: string): string {
  let current = day
  while (weekday(current) === 0 || weekday(current) === 6) current = addDays(current, -1)
  return current
}

const demoRate = (day: string) => 58.2 + seeded(`forex:${day}`)() * 0.9

export function demoForex(today: string): ForexReading {
  const date = lastWorkingDay(today)
  const previous = lastWorkingDay(addDays(date, -1))
  const rate = demoRate(date)
  const change = Math.round((rate - demoRate(previous)) * 100) / 100
  return {
    usd_rate: formatUsdRate(rate),
    change: Object.is(change, -0) ? 0 : change,
    rate: Math.round(rate * 100) / 100,
    date,
    provider: 'Sample rate (demo data)',
  }
}

/** PCSO games and their draw days (0 = Sunday); numbers drawn, highest number, jackpot range in millions. */
const GAMES = [
  { name: 'Ultra Lotto 6/58', days: [0, 2, 5], count: 6, max: 58, jackpot: [49.5, 120] },
  { name: 'Grand Lotto 6/55', days: [1, 3, 6], count: 6, max: 55, jackpot: [29.7, 80] },
  { name: 'Superlotto 6/49', days: [0, 2, 4], count: 6, max: 49, jackpot: [15.8, 45] },
  { name: 'Megalotto 6/45', days: [1, 3, 5], count: 6, max: 45, jackpot: [8.9, 30] },
  { name: 'Lotto 6/42', days: [2, 4, 6], count: 6, max: 42, jackpot: [5.9, 20] },
  { name: '6D Lotto', days: [2, 4, 6], count: 6, max: 9, jackpot: [3.5, 8] },
  { name: '4D Lotto', days: [1, 3, 5], count: 4, max: 9, jackpot: [0.3, 1.2] },
  { name: '3D Lotto 9PM', days: [0, 1, 2, 3, 4, 5, 6], count: 3, max: 9, jackpot: [0.0045, 0.0045] },
  { name: '2D Lotto 9PM', days: [0, 1, 2, 3, 4, 5, 6], count: 2, max: 31, jackpot: [0.004, 0.004] },
] as const

const PESOS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** The latest draw of each game up to yesterday (draws are in the evening), 6/58 first when tied. */
export function demoLotto(today: string): LottoReading {
  const results: LottoResult[] = GAMES.map((game) => {
    let date = addDays(today, -1)
    while (!(game.days as readonly number[]).includes(weekday(date))) date = addDays(date, -1)
    const random = seeded(`lotto:${game.name}:${date}`)
    const numbers: number[] = []
    const distinct = game.max > 9
    while (numbers.length < game.count) {
      const value = between(random, distinct ? 1 : 0, game.max)
      if (!distinct || !numbers.includes(value)) numbers.push(value)
    }
    const [low, high] = game.jackpot
    const millions = low + random() * (high - low)
    return {
      name: game.name,
      combination: numbers.map((value) => (distinct ? String(value).padStart(2, '0') : String(value))).join('-'),
      jockpot_prize: PESOS.format(Math.round(millions * 100) * 10_000),
      winners: random() < 0.15 ? between(random, 1, 3) : 0,
      draw_date: date,
    }
  }).sort((a, b) => b.draw_date.localeCompare(a.draw_date))
  return { drawDate: results[0]!.draw_date, results }
}
