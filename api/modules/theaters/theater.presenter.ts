import { theaterPath, type ScheduleEntry, type Theater } from '../../contracts/movies.ts'
import { manilaShowTime } from '../movies/manila-dates.ts'
import type { ScheduleRow, TheaterRow } from './theaters.repository.ts'

/** '850 m' below 1 km, else '1.2 km' (one decimal). */
export function distanceText(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} m`
  return `${(Math.round(km * 10) / 10).toFixed(1)} km`
}

export function presentTheater(row: TheaterRow, distanceKm: number | null = null): Theater {
  return {
    theater_id: row.id,
    theater_name: row.name,
    mall_name: row.mall.name,
    address: row.mall.address,
    id: row.id,
    name: row.name,
    slug: row.slug,
    city: row.mall.city,
    city_slug: row.mall.citySlug,
    province: row.mall.province,
    province_slug: row.mall.provinceSlug,
    region: row.mall.region,
    operator: row.mall.operator,
    latitude: row.mall.latitude,
    longitude: row.mall.longitude,
    screens: row.screens,
    distance: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
    distance_text: distanceKm === null ? null : distanceText(distanceKm),
    url: theaterPath(row.slug),
    logo: row.logo,
    branch_logo: row.logo,
    logo_image: row.logo,
    establishment_id: row.mall.id,
  }
}

/** Pesos from centavos, as a number with at most two decimals. */
export const pesos = (centavos: number) => Math.round(centavos) / 100

export function presentSchedule(row: ScheduleRow, theaterName: string): ScheduleEntry {
  return {
    id: row.id,
    theater_id: row.theaterId,
    theater_name: theaterName,
    movie_id: row.movieId,
    show_date: row.showDate,
    show_time: manilaShowTime(row.startsAt),
    show_datetime: row.startsAt.toISOString(),
    price: pesos(row.price),
    price_text: (row.price / 100).toFixed(2),
    in3d: row.in3d,
    buy_ticket: row.buyTicket,
    screening_type_display: row.in3d ? '3D' : row.format || 'Regular',
    available: row.available,
    format: row.format,
    seats_available: row.seatsAvailable,
  }
}

const EARTH_RADIUS_KM = 6371.0088

/** Great-circle distance in km between two WGS84 points (haversine). */
export function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLon = (b.longitude - a.longitude) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}
