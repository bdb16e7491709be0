import { distanceText } from '../../contracts/geo.ts'
import { theaterPath, type ScheduleEntry, type Theater } from '../../contracts/movies.ts'
import { manilaShowTime } from '../movies/manila-dates.ts'
import type { ScheduleRow, TheaterRow } from './theaters.repository.ts'

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
