import type { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client'
import { collectionHead, notFoundHead, pageHead, type Trail } from '@/lib/page-head'
import { cinemaLocationsQuery } from '../api/get-cinema-locations'
import { cinemasQuery, type CinemaArea } from '../api/get-cinemas'

/**
 * Heads of the cinema location pages (/movies/locations, /movies/metro-manila, /movies/province, one city's or
 * province's cinemas, and /movies/theaters/nearby), built by their loaders: the page's heading as its title, the
 * canonical address, Open Graph, and a CollectionPage of the areas or cinemas it lists with the breadcrumb trail.
 */

type LocationsShow = 'all' | 'metro-manila' | 'province'

const LOCATION_PAGES: Record<LocationsShow, { name: string; path: string; description: string; trail: Trail }> = {
  all: {
    name: 'Cinemas by Location',
    path: '/movies/locations',
    description: 'Cinemas in Metro Manila and the provinces, by city and province: pick one to see its cinemas and their showtimes.',
    trail: [['Movies', '/movies']],
  },
  'metro-manila': {
    name: 'Cinemas in Metro Manila',
    path: '/movies/metro-manila',
    description: 'Cinemas in the cities of Metro Manila: pick a city to see its cinemas and their showtimes.',
    trail: [
      ['Movies', '/movies'],
      ['Locations', '/movies/locations'],
    ],
  },
  province: {
    name: 'Cinemas in the Provinces',
    path: '/movies/province',
    description: 'Cinemas in the provinces of the Philippines: pick a province to see its cinemas and their showtimes.',
    trail: [
      ['Movies', '/movies'],
      ['Locations', '/movies/locations'],
    ],
  },
}

/** Loader of /movies/locations, /movies/metro-manila or /movies/province: the areas listed (a failure lists none). */
export async function loadLocationsHead(queryClient: QueryClient, show: LocationsShow, origin: string) {
  const locations = await queryClient.ensureQueryData(cinemaLocationsQuery()).catch(() => undefined)
  const cities = show === 'province' ? [] : (locations?.metroManila ?? []).map((item) => ({ name: item.city, path: `/movies/metro-manila/${item.citySlug}` }))
  const provinces = show === 'metro-manila' ? [] : (locations?.provinces ?? []).map((item) => ({ name: item.province, path: `/movies/province/${item.provinceSlug}` }))
  return { head: collectionHead(origin, LOCATION_PAGES[show], [...cities, ...provinces]) }
}

/**
 * Loader of one city's or province's cinemas (/movies/metro-manila/{slug}, /movies/province/{slug}): "Cinemas in
 * {name}" with its cinemas. An unknown area is 'Location not found' (kept out of search indexes); a failure
 * (offline) leaves the page to show its own state.
 */
export async function loadAreaCinemasHead(queryClient: QueryClient, area: CinemaArea, origin: string) {
  const isCity = 'city' in area
  try {
    const { data } = await queryClient.ensureQueryData(cinemasQuery(area))
    return {
      head: collectionHead(
        origin,
        {
          name: `Cinemas in ${data.name}`,
          description: `The ${data.cinemas.length === 1 ? 'cinema' : `${data.cinemas.length} cinemas`} in ${data.name}, with their movies and showtimes.`,
          path: isCity ? `/movies/metro-manila/${data.slug}` : `/movies/province/${data.slug}`,
          trail: [['Movies', '/movies'], ['Locations', '/movies/locations'], isCity ? ['Metro Manila', '/movies/metro-manila'] : ['Provinces', '/movies/province']],
          crumb: data.name,
        },
        data.cinemas.map((theater) => ({ name: theater.theater_name, path: `/movies/theaters/${theater.slug}`, type: 'MovieTheater' })),
      ),
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { head: notFoundHead('Location not found', `We have no cinemas listed for that ${isCity ? 'city' : 'province'}.`) }
    return { head: pageHead('Cinemas', 'Cinemas and their movies and showtimes.') }
  }
}

/** The head of /movies/theaters/nearby (the list is sorted in the browser, by the visitor's location). */
export function nearbyTheatersHead(origin: string) {
  return collectionHead(origin, {
    name: 'Cinemas near you',
    description: 'Every cinema in Metro Manila and the provinces, nearest first: open one to see its movies and showtimes.',
    path: '/movies/theaters/nearby',
    trail: [['Movies', '/movies']],
  })
}
