import { useState } from 'react'
import { Droplets, MapPin, Wind } from 'lucide-react'
import type { WeatherResponse } from '@contracts/widgets'
import { DEFAULT_WEATHER_LOCATION, TILE_ROTATION_MS, WIDGET_MESSAGES } from '@contracts/widget-rules'
import { readStoredLocation } from '@/features/location/lib/stored-location'
import { useNow } from '@/features/theaters/lib/use-now'
import { useWeather } from '../api/get-weather'
import { manilaClock, manilaDayLabel, weekdayOf } from '../lib/format'
import { useRotation } from '../lib/use-rotation'
import { FreshnessNote, PanelControls, Tile, TileSkeleton, type TileVariant } from './tile'
import { WeatherIcon } from './weather-icon'

const TILE_CLASS = 'bg-gradient-to-br from-sky-700 to-blue-900'

/**
 * Weather tile (spec doc 2 §2-§4, §9): the current reading and a 3-day forecast for the location the
 * visitor chose before (kept on the device), else Manila. The full tile shows both; the compact tile
 * alternates them every 3 s. The clock ticks every 60 s.
 */
export function WeatherTile({ variant }: { variant: TileVariant }) {
  // Read once: the tile never asks for the device's location itself (the nearby-cinemas panel does).
  const [coordinates] = useState(() => readStoredLocation()?.coordinates ?? null)
  const weather = useWeather(coordinates)
  const now = useNow()
  const clock = (
    <p>
      <time dateTime={now.toISOString()}>{manilaClock(now)}</time>
      <span className="block text-xs">{manilaDayLabel(now)}</span>
    </p>
  )

  if (weather.isPending) return <TileSkeleton label="Loading the weather" />
  if (!weather.data) {
    // Doc 2 §8: weather falls back to showing Manila.
    return (
      <Tile id="weather-tile" title="Weather" subtitle={<Place name={DEFAULT_WEATHER_LOCATION.name} />} aside={clock} className={TILE_CLASS}>
        <p className="text-base font-medium">{WIDGET_MESSAGES.weatherUnavailable}</p>
      </Tile>
    )
  }
  const data = weather.data
  return (
    <Tile
      id="weather-tile"
      title="Weather"
      subtitle={<Place name={data.current.area_name} />}
      aside={clock}
      className={TILE_CLASS}
      footer={<FreshnessNote source={data.source} stale={data.stale} fetchedAt={data.fetched_at} clock={manilaClock} />}
    >
      {variant === 'full' ? (
        <div className="grid gap-5 sm:grid-cols-[auto_1fr] sm:items-center">
          <CurrentReading data={data} />
          <Forecast data={data} />
        </div>
      ) : (
        <CompactWeather data={data} />
      )}
    </Tile>
  )
}

function Place({ name }: { name: string }) {
  return (
    <p className="flex items-center gap-1">
      <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{name}</span>
    </p>
  )
}

function CurrentReading({ data }: { data: WeatherResponse }) {
  const { current } = data
  return (
    <div className="flex items-center gap-4" data-testid="weather-current">
      <WeatherIcon icon={current.icon} className="h-14 w-14 shrink-0" />
      <div>
        <p className="text-4xl font-extrabold leading-none">
          {current.temperature}
          <span className="align-top text-xl font-bold">°C</span>
        </p>
        <p className="mt-1 font-medium">{current.condition}</p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-white/90">
          <span className="inline-flex items-center gap-1">
            <Droplets className="h-4 w-4" aria-hidden="true" />
            Humidity {current.humidity}%
          </span>
          <span className="inline-flex items-center gap-1">
            <Wind className="h-4 w-4" aria-hidden="true" />
            Wind {current.wind_speed} km/h
          </span>
        </p>
      </div>
    </div>
  )
}

function Forecast({ data, compact = false }: { data: WeatherResponse; compact?: boolean }) {
  return (
    <div data-testid="weather-forecast">
      <h3 className={compact ? 'sr-only' : 'mb-2 text-sm font-semibold uppercase tracking-wide text-white/90'}>{data.forecast.length}-day forecast</h3>
      <ul className="grid grid-cols-3 gap-2">
        {data.forecast.map((day) => (
          <li key={day.date} className="rounded-xl bg-white/10 p-2 text-center">
            <p className="text-sm font-semibold">
              <time dateTime={day.date}>{weekdayOf(day.date)}</time>
            </p>
            <WeatherIcon icon={day.icon} className="mx-auto my-1 h-7 w-7" />
            <p className="text-sm">
              <span className="font-semibold">{day.temperature}°</span>
              <span className="text-white/85"> / {day.temperature_min}°</span>
            </p>
            <p className={compact ? 'sr-only' : 'mt-0.5 text-xs leading-tight text-white/90 hyphens-auto break-words'}>{day.description}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}

const PANELS = ['Now', 'Forecast'] as const

/** The compact tile: the reading, then the forecast, every 3 s (with pause and direct choice). */
function CompactWeather({ data }: { data: WeatherResponse }) {
  const rotation = useRotation(PANELS.length, TILE_ROTATION_MS)
  return (
    <div>
      <div className="min-h-24">{rotation.index === 0 ? <CurrentReading data={data} /> : <Forecast data={data} compact />}</div>
      <PanelControls panels={PANELS} rotation={rotation} pressedText="aria-pressed:text-blue-900" toggleLabel="weather rotation" />
    </div>
  )
}
