/**
 * Home widget rules and constants without zod (the PWA imports these into page chunks): refresh
 * periods (doc 2 §9), wording (doc 2 §8, doc 3 §8), the forex text, the featured lotto game and the
 * one-widget-at-a-time preference rules (doc 3 §4). The zod schemas are in ./widgets.ts.
 */
import type { WidgetId, WidgetPreferences } from './widgets.ts'

// ---- Constants (doc 2 §9) -----------------------------------------------------------------------

const MINUTE_MS = 60_000

/** Weather: cached 5 min (server and page), one retry on the page. */
export const WEATHER_REFRESH_MS = 5 * MINUTE_MS
/** Forex: refetched every 10 min. */
export const FOREX_REFRESH_MS = 10 * MINUTE_MS
/** Lotto: refetched every 30 min. */
export const LOTTO_REFRESH_MS = 30 * MINUTE_MS
/** Widget preferences: fresh 5 min on the page (doc 3 §9). */
export const WIDGET_PREFERENCES_STALE_MS = 5 * MINUTE_MS
/** The full weather tile shows this many forecast days. */
export const FORECAST_DAYS = 3
/** Compact weather and forex tiles alternate the reading and the forecast this often (doc 2 §4). */
export const TILE_ROTATION_MS = 3_000
/** Default location: Manila (doc 2 §9). */
export const DEFAULT_WEATHER_LOCATION = { latitude: 14.5995, longitude: 120.9842, name: 'Manila' } as const
/** Lotto games the tile prefers, in order (doc 2 §9); otherwise the first result. */
export const LOTTO_PREFERRED_GAMES = ['6/58', '6/55', '6/49'] as const

// ---- Messages -----------------------------------------------------------------------------------

export const WIDGET_MESSAGES = {
  forexUnavailable: 'Forex rates unavailable',
  usdUnavailable: 'USD data unavailable',
  lottoUnavailable: 'Lotto data unavailable',
  weatherUnavailable: 'Weather data unavailable',
  coordinatesTogether: 'latitude and longitude must be given together',
  onlyOneWidget: 'Only one widget can be active at a time',
  saveSuccessTitle: 'Settings Updated',
  saveSuccess: 'Your widget preferences have been saved successfully.',
  saveFailureTitle: 'Update Failed',
  saveFailure: 'Failed to update widget preferences. Please try again.',
} as const

/** Text of the form 'x = value PHP' (doc 2 §3): '1 USD = 58.87 PHP'. */
export function formatUsdRate(rate: number): string {
  return `1 USD = ${rate.toFixed(2)} PHP`
}

/** Reads 'x = value PHP' back: the pesos per one unit, or null when the text is not of that form. */
export function parseUsdRate(text: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*USD\s*=\s*(\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?)\s*PHP\s*$/i.exec(text)
  if (!match) return null
  const units = Number(match[1])
  const pesos = Number(match[2]!.replace(/,/g, ''))
  if (!(units > 0) || !Number.isFinite(pesos)) return null
  return pesos / units
}

// ---- Lotto ---------------------------------------------------------------------------------------

/** The result the lotto tile features: 6/58, then 6/55, then 6/49, then the first result (doc 2 §9). */
export function featuredLottoResult<T extends { name: string }>(results: readonly T[]): T | undefined {
  for (const game of LOTTO_PREFERRED_GAMES) {
    const found = results.find((result) => result.name.replace(/\s+/g, '').includes(game))
    if (found) return found
  }
  return results[0]
}

// ---- Widget preferences (doc 3 §3-§4) -----------------------------------------------------------

export const WIDGET_IDS = ['weather', 'forex', 'lotto'] as const

/** Defaults when none exist (doc 3 §4): weather on, forex off, lotto off, order is weather. */
export const DEFAULT_WIDGET_PREFERENCES: WidgetPreferences = Object.freeze({
  weatherEnabled: true,
  forexEnabled: false,
  lottoEnabled: false,
  widgetOrder: ['weather'],
}) as WidgetPreferences

/** The flag of each widget. */
export const WIDGET_FLAGS = { weather: 'weatherEnabled', forex: 'forexEnabled', lotto: 'lottoEnabled' } as const satisfies Record<
  WidgetId,
  keyof WidgetPreferences
>

/** The enabled widgets, in the stored order first. */
export function enabledWidgets(preferences: WidgetPreferences): WidgetId[] {
  const enabled = WIDGET_IDS.filter((id) => preferences[WIDGET_FLAGS[id]])
  return [...preferences.widgetOrder.filter((id) => enabled.includes(id)), ...enabled.filter((id) => !preferences.widgetOrder.includes(id))]
}

/** Normalised preferences: the order is exactly the enabled widget (or empty). */
export function normalisePreferences(flags: Pick<WidgetPreferences, 'weatherEnabled' | 'forexEnabled' | 'lottoEnabled'>): WidgetPreferences {
  const preferences = { ...flags, widgetOrder: [] as WidgetId[] }
  return { ...preferences, widgetOrder: enabledWidgets(preferences) }
}

/**
 * One switch changed (doc 3 §4): turning one on switches the others off and sets the order to just that
 * widget; turning one off disables all.
 */
export function toggleWidget(_current: WidgetPreferences, id: WidgetId, on: boolean): WidgetPreferences {
  if (!on) return { weatherEnabled: false, forexEnabled: false, lottoEnabled: false, widgetOrder: [] }
  return { weatherEnabled: id === 'weather', forexEnabled: id === 'forex', lottoEnabled: id === 'lotto', widgetOrder: [id] }
}

/** Whether two preference sets show the same thing (the settings page's "pending" test). */
export function samePreferences(a: WidgetPreferences, b: WidgetPreferences): boolean {
  return (
    a.weatherEnabled === b.weatherEnabled &&
    a.forexEnabled === b.forexEnabled &&
    a.lottoEnabled === b.lottoEnabled &&
    a.widgetOrder.join(',') === b.widgetOrder.join(',')
  )
}

/** The widget the home page shows: the first enabled one in order, or null when none is on. */
export function homeWidget(preferences: WidgetPreferences): WidgetId | null {
  return enabledWidgets(preferences)[0] ?? null
}
