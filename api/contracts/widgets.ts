/**
 * Home widgets (weather, forex, lotto) and widget preferences: the shapes of spec doc 2 §3 and §7 and
 * doc 3 §3-§4, the refresh periods of doc 2 §9 and the wording of doc 2 §8 and doc 3 §8. Shared by the
 * Koa API (validation, presenters) and, as types, the PWA; the zod-free rules and constants are in
 * ./widget-rules.ts (re-exported here) so page chunks need not load zod.
 */
import { z } from 'zod'
import { text } from './text.ts'
import { WIDGET_IDS, WIDGET_MESSAGES } from './widget-rules.ts'

export * from './widget-rules.ts'

// ---- Where the values come from ---------------------------------------------------------------

/** 'live': a public source (Open-Meteo, Frankfurter, PCSO); 'demo': recent sample values (no network). */
export const WidgetSource = z.enum(['live', 'demo'])
export type WidgetSource = z.infer<typeof WidgetSource>

/** Added to every widget answer: where it came from, when, and whether it is the last good value after a failure. */
const freshness = {
  source: WidgetSource,
  /** When the value was read from its source (ISO instant). */
  fetched_at: z.string(),
  /** True when the source failed and this is the last good value. */
  stale: z.boolean(),
}

// ---- Weather ------------------------------------------------------------------------------------

/** Icon ids the tiles draw (lucide icons on the page). */
export const WEATHER_ICONS = ['sun', 'moon', 'cloud-sun', 'cloud-moon', 'cloud', 'fog', 'drizzle', 'rain', 'heavy-rain', 'thunderstorm', 'snow'] as const
export const WeatherIcon = z.enum(WEATHER_ICONS)
export type WeatherIcon = z.infer<typeof WeatherIcon>

/** A coordinate in the query: optional, a decimal number within ±limit. */
const coordinate = (field: 'latitude' | 'longitude', limit: number) =>
  text()
    .trim()
    .refine((value) => /^[-+]?(\d{1,3}(\.\d{1,10})?|\.\d{1,10})$/.test(value), `${field} must be a number`)
    .transform(Number)
    .refine((value) => value >= -limit && value <= limit, `${field} must be between -${limit} and ${limit}`)
    .optional()

/** GET /api/weather?latitude&longitude: both optional (Manila when absent), but never one without the other. */
export const WeatherQuery = z
  .object({ latitude: coordinate('latitude', 90), longitude: coordinate('longitude', 180) })
  .refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
    message: WIDGET_MESSAGES.coordinatesTogether,
    path: ['latitude'],
  })
export type WeatherQuery = z.infer<typeof WeatherQuery>

export const WeatherCurrent = z.object({
  /** °C, whole degrees. */
  temperature: z.number(),
  /** 'Partly cloudy', 'Light rain' … */
  condition: z.string(),
  /** The nearest known city or area, e.g. 'Makati City'; 'Manila' by default. */
  area_name: z.string(),
  /** Relative humidity, %. */
  humidity: z.number(),
  /** km/h at 10 m. */
  wind_speed: z.number(),
  icon: WeatherIcon,
})
export type WeatherCurrent = z.infer<typeof WeatherCurrent>

export const WeatherForecastDay = z.object({
  /** Manila calendar day YYYY-MM-DD. */
  date: z.string(),
  /** The day's high, °C, whole degrees. */
  temperature: z.number(),
  /** The day's low, °C, whole degrees. */
  temperature_min: z.number(),
  description: z.string(),
  icon: WeatherIcon,
})
export type WeatherForecastDay = z.infer<typeof WeatherForecastDay>

/** GET /api/weather: the weather data itself (doc 2 §7 lists no envelope for it). */
export const WeatherResponse = z.object({
  current: WeatherCurrent,
  /** The next FORECAST_DAYS days after today (Manila). */
  forecast: z.array(WeatherForecastDay),
  /** The point the reading is for (Manila when the requested one had nothing to show). */
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  ...freshness,
})
export type WeatherResponse = z.infer<typeof WeatherResponse>

// ---- Forex --------------------------------------------------------------------------------------

export const ForexData = z.object({
  /** '1 USD = 58.87 PHP' (doc 2 §3). */
  usd_rate: z.string(),
  /** Change in pesos since the previous published rate, 2 decimals (negative: the peso got stronger). */
  change: z.number(),
  /** The rate as a number (pesos per US dollar). */
  rate: z.number(),
  /** The publication day of the rate, YYYY-MM-DD. */
  date: z.string(),
  /** Who publishes the reference rate. */
  provider: z.string(),
  ...freshness,
})
export type ForexData = z.infer<typeof ForexData>

export const ForexResponse = z.object({ status: z.literal('success'), data: ForexData })
export type ForexResponse = z.infer<typeof ForexResponse>

// ---- Lotto --------------------------------------------------------------------------------------

export const LottoResult = z.object({
  /** The game as PCSO names it: 'Ultra Lotto 6/58', '3D Lotto 2PM' … */
  name: z.string(),
  /** Dash-separated numbers as drawn: '42-14-05-31-38-20'. */
  combination: z.string(),
  /** Jackpot in pesos as PCSO prints it: '49,500,000.00' (the spec's field name, spelling included). */
  jockpot_prize: z.string(),
  winners: z.number().int(),
  /** The draw day of this result, YYYY-MM-DD. */
  draw_date: z.string(),
})
export type LottoResult = z.infer<typeof LottoResult>

export const LottoData = z.object({
  /** The latest draw day among the results, YYYY-MM-DD. */
  drawDate: z.string(),
  /** The latest result of each game, newest first. */
  results: z.array(LottoResult),
  ...freshness,
})
export type LottoData = z.infer<typeof LottoData>

export const LottoResponse = z.object({ status: z.literal('success'), data: LottoData })
export type LottoResponse = z.infer<typeof LottoResponse>

// ---- Widget preferences (doc 3 §3-§4) -----------------------------------------------------------

export const WidgetId = z.enum(WIDGET_IDS)
export type WidgetId = z.infer<typeof WidgetId>

export const WidgetPreferences = z.object({
  weatherEnabled: z.boolean(),
  forexEnabled: z.boolean(),
  lottoEnabled: z.boolean(),
  /** The enabled widget's id, or empty when none is on (only one widget may be active). */
  widgetOrder: z.array(WidgetId),
})
export type WidgetPreferences = z.infer<typeof WidgetPreferences>

/** GET /api/user/widget-preferences: the preferences, and whether they are the defaults (nothing saved yet). */
export const WidgetPreferencesResponse = WidgetPreferences.extend({ isDefault: z.boolean() })
export type WidgetPreferencesResponse = z.infer<typeof WidgetPreferencesResponse>

/**
 * PUT /api/user/widget-preferences: the three flags (at most one true) and optionally the order. The
 * stored order is always just the enabled widget (doc 3 §4), whatever order was sent.
 */
export const WidgetPreferencesUpdate = z
  .strictObject({
    weatherEnabled: z.boolean({ error: 'weatherEnabled must be true or false' }),
    forexEnabled: z.boolean({ error: 'forexEnabled must be true or false' }),
    lottoEnabled: z.boolean({ error: 'lottoEnabled must be true or false' }),
    widgetOrder: z
      .array(WidgetId)
      .max(WIDGET_IDS.length)
      .refine((ids) => new Set(ids).size === ids.length, 'widgetOrder must not repeat a widget')
      .optional(),
  })
  .refine((body) => [body.weatherEnabled, body.forexEnabled, body.lottoEnabled].filter(Boolean).length <= 1, {
    message: WIDGET_MESSAGES.onlyOneWidget,
    path: ['widgetOrder'],
  })
export type WidgetPreferencesUpdate = z.infer<typeof WidgetPreferencesUpdate>

