import type { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client'
import { notFoundHead, pageHead } from '@/lib/page-head'
import { theaterDayQuery } from '../api/get-theater-day'
import { theaterJsonLd } from './theater-json-ld'

/**
 * Loader of a theater page (/movies/theaters/{slug}[/{date}]): waits for the day's showtimes and builds the page's
 * head (title, description, canonical, Open Graph, the MovieTheater with its ScreeningEvents). It never throws:
 * an unknown theater is 'Theater not found' and a failure (offline) leaves the page to show its own state.
 */
export async function loadTheaterHead(queryClient: QueryClient, slug: string, date: string | undefined, origin: string) {
  try {
    const { data } = await queryClient.ensureQueryData(theaterDayQuery(slug, date))
    const { cinema } = data
    return {
      head: pageHead(
        `${cinema.theater_name} showtimes`,
        `Movies and showtimes at ${cinema.theater_name}, ${cinema.mall_name}, ${cinema.city}: times, formats and ticket prices for the week.`,
        { origin, path: `/movies/theaters/${cinema.slug}${date ? `/${date}` : ''}`, jsonLd: theaterJsonLd(data, origin) },
      ),
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { head: notFoundHead('Theater not found', 'We could not find that cinema. It may have moved or closed.') }
    return { head: pageHead('Theater', 'Movies and showtimes at this cinema.') }
  }
}
