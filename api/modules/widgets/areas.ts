import { haversineKm, type Point } from '../../contracts/geo.ts'
import { DEFAULT_WEATHER_LOCATION } from '../../contracts/widgets.ts'

/**
 * The cities a weather reading is named after: the Metro Manila cities and the main provincial cities.
 * A point is named after the nearest one within AREA_RADIUS_KM; farther points get their coordinates.
 */
const AREAS: readonly (Point & { name: string })[] = [
  { name: DEFAULT_WEATHER_LOCATION.name, latitude: DEFAULT_WEATHER_LOCATION.latitude, longitude: DEFAULT_WEATHER_LOCATION.longitude },
  { name: 'Makati City', latitude: 14.5547, longitude: 121.0244 },
  { name: 'Quezon City', latitude: 14.676, longitude: 121.0437 },
  { name: 'Taguig City', latitude: 14.5176, longitude: 121.0509 },
  { name: 'Pasig City', latitude: 14.5764, longitude: 121.0851 },
  { name: 'Mandaluyong City', latitude: 14.5794, longitude: 121.0359 },
  { name: 'San Juan City', latitude: 14.6019, longitude: 121.0355 },
  { name: 'Pasay City', latitude: 14.5378, longitude: 121.0014 },
  { name: 'Parañaque City', latitude: 14.4793, longitude: 121.0198 },
  { name: 'Las Piñas City', latitude: 14.4445, longitude: 120.9939 },
  { name: 'Muntinlupa City', latitude: 14.4081, longitude: 121.0415 },
  { name: 'Marikina City', latitude: 14.6507, longitude: 121.1029 },
  { name: 'Caloocan City', latitude: 14.6507, longitude: 120.9672 },
  { name: 'Malabon City', latitude: 14.6681, longitude: 120.9658 },
  { name: 'Navotas City', latitude: 14.6667, longitude: 120.9417 },
  { name: 'Valenzuela City', latitude: 14.7011, longitude: 120.983 },
  { name: 'Pateros', latitude: 14.5454, longitude: 121.0687 },
  { name: 'Antipolo City', latitude: 14.6255, longitude: 121.1245 },
  { name: 'Bacoor City', latitude: 14.4624, longitude: 120.9645 },
  { name: 'Santa Rosa, Laguna', latitude: 14.3122, longitude: 121.1114 },
  { name: 'Tagaytay City', latitude: 14.1153, longitude: 120.9621 },
  { name: 'Angeles City', latitude: 15.145, longitude: 120.5887 },
  { name: 'Malolos City', latitude: 14.8433, longitude: 120.8114 },
  { name: 'Batangas City', latitude: 13.7565, longitude: 121.0583 },
  { name: 'Baguio City', latitude: 16.4023, longitude: 120.596 },
  { name: 'Legazpi City', latitude: 13.1391, longitude: 123.7438 },
  { name: 'Naga City', latitude: 13.6218, longitude: 123.1948 },
  { name: 'Iloilo City', latitude: 10.7202, longitude: 122.5621 },
  { name: 'Bacolod City', latitude: 10.6765, longitude: 122.9509 },
  { name: 'Cebu City', latitude: 10.3157, longitude: 123.8854 },
  { name: 'Tacloban City', latitude: 11.2444, longitude: 125.0039 },
  { name: 'Dumaguete City', latitude: 9.3068, longitude: 123.3054 },
  { name: 'Puerto Princesa City', latitude: 9.7392, longitude: 118.7353 },
  { name: 'Cagayan de Oro', latitude: 8.4542, longitude: 124.6319 },
  { name: 'Davao City', latitude: 7.1907, longitude: 125.4553 },
  { name: 'General Santos City', latitude: 6.1164, longitude: 125.1716 },
  { name: 'Zamboanga City', latitude: 6.9214, longitude: 122.079 },
]

const AREA_RADIUS_KM = 20

/** The name of the nearest known city within 20 km, else the coordinates ('10.32°N, 123.89°E'). */
export function areaName(point: Point): string {
  let best: { name: string; km: number } | null = null
  for (const area of AREAS) {
    const km = haversineKm(point, area)
    if (!best || km < best.km) best = { name: area.name, km }
  }
  if (best && best.km <= AREA_RADIUS_KM) return best.name
  const lat = `${Math.abs(point.latitude).toFixed(2)}°${point.latitude >= 0 ? 'N' : 'S'}`
  const lng = `${Math.abs(point.longitude).toFixed(2)}°${point.longitude >= 0 ? 'E' : 'W'}`
  return `${lat}, ${lng}`
}
