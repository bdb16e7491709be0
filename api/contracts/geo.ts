/**
 * Distances between WGS84 points, shared by the API (nearby cinemas) and the PWA (ordering a movie's
 * cinemas by the device's location). Plain functions: importing this pulls no zod into a page chunk.
 */
export interface Point {
  latitude: number
  longitude: number
}

const EARTH_RADIUS_KM = 6371.0088

/** Great-circle distance in km between two WGS84 points (haversine). */
export function haversineKm(a: Point, b: Point): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLon = (b.longitude - a.longitude) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** '850 m' below 1 km, else '1.2 km' (one decimal). */
export function distanceText(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} m`
  return `${(Math.round(km * 10) / 10).toFixed(1)} km`
}
