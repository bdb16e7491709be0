import { queryOptions, useQuery } from '@tanstack/react-query'
import type { WeatherResponse } from '@contracts/widgets'
import { WEATHER_REFRESH_MS } from '@contracts/widget-rules'
import { getJson } from '@/lib/api-client'
import type { Coordinates } from '@/features/location/lib/places'

const PATH = '/api/weather'

/** Coordinates rounded to about 1 km (the server's own rounding), so jitter reuses the cached reading. */
const round = (value: number) => Math.round(value * 100) / 100

export function weatherKey(coordinates: Coordinates | null) {
  return coordinates ? ([PATH, { latitude: round(coordinates.lat), longitude: round(coordinates.lng) }] as const) : ([PATH] as const)
}

/** GET /api/weather: current conditions and the 3-day forecast (Manila when no point is given). */
export function getWeather(coordinates: Coordinates | null, signal?: AbortSignal): Promise<WeatherResponse> {
  const [path, params] = weatherKey(coordinates)
  return getJson<WeatherResponse>(path, { params, signal })
}

/** Cached 5 min, one retry (spec doc 2 §7); refreshed while the tile stays open. */
export function weatherQuery(coordinates: Coordinates | null) {
  return queryOptions({
    queryKey: weatherKey(coordinates),
    queryFn: ({ signal }) => getWeather(coordinates, signal),
    staleTime: WEATHER_REFRESH_MS,
    refetchInterval: WEATHER_REFRESH_MS,
    retry: 1,
  })
}

export function useWeather(coordinates: Coordinates | null) {
  return useQuery(weatherQuery(coordinates))
}
