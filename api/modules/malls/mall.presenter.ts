import { theaterPath } from '../../contracts/movies.ts'
import type { Mall } from '../../contracts/malls.ts'
import type { MallRow } from './malls.repository.ts'

export function presentMall(row: MallRow): Mall {
  const cinemas = row.theaters.map((theater) => ({ id: theater.id, name: theater.name, slug: theater.slug, screens: theater.screens, url: theaterPath(theater.slug) }))
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    operator: row.operator,
    address: row.address,
    city: row.city,
    city_slug: row.citySlug,
    province: row.province,
    province_slug: row.provinceSlug,
    region: row.region === 'province' ? 'province' : 'metro-manila',
    latitude: row.latitude,
    longitude: row.longitude,
    cinemas,
    screens: cinemas.reduce((sum, cinema) => sum + cinema.screens, 0),
  }
}
