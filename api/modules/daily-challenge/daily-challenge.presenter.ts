import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { SITE_TIME_ZONE } from '../../clock.ts'
import type { DailyChallenge } from '../../contracts/daily-challenge.ts'
import { eventPath } from '../../contracts/events-rules.ts'
import { excerpt, placePath } from '../../contracts/places-rules.ts'
import { parseJsonColumn } from '../../../prisma/json-columns.ts'
import { imageUrl, posterUrl } from '../media/media.urls.ts'
import type { EventRow, MovieRow, PlaceRow } from './daily-challenge.repository.ts'

const joinPlace = (...parts: (string | null)[]) => parts.filter((part): part is string => Boolean(part)).join(', ') || null

/** Explore a place (doc 3 §3 Daily challenge: icon, title, text, type, venue). */
export function presentPlaceChallenge(day: string, place: PlaceRow): DailyChallenge {
  const location = joinPlace(place.addressLocality, place.addressRegion)
  return {
    day,
    type: 'place',
    icon: '📍',
    title: 'Explore a place',
    text: `Visit ${place.name}${place.addressLocality ? ` in ${place.addressLocality}` : ''} today, then tell others what you found.`,
    venue: {
      name: place.name,
      description: excerpt(place.description),
      location,
      url: placePath(place.slug),
      image: parseJsonColumn<string[]>(place.images, [])[0] ?? imageUrl('place', place.slug),
    },
  }
}

/** Catch an event. */
export function presentEventChallenge(day: string, event: EventRow): DailyChallenge {
  const when = format(new TZDate(event.startDate.getTime(), SITE_TIME_ZONE), 'MMMM d')
  return {
    day,
    type: 'event',
    icon: '🎟️',
    title: 'Catch an event',
    text: `Check out ${event.title}${event.venue ? ` at ${event.venue}` : ''} (from ${when}).`,
    venue: {
      name: event.venue ?? event.title,
      description: excerpt(event.description),
      location: event.location,
      url: eventPath(event.slug),
      image: event.imageUrl ?? imageUrl('event', event.slug),
    },
  }
}

/** Watch a movie. */
export function presentMovieChallenge(day: string, movie: MovieRow): DailyChallenge {
  return {
    day,
    type: 'movie',
    icon: '🎬',
    title: 'Watch a movie',
    text: `See ${movie.title} in a cinema near you, then rate it.`,
    venue: {
      name: movie.title,
      description: excerpt(movie.synopsis),
      location: null,
      url: `/movies/title/${movie.hash}/${movie.slug}`,
      image: movie.poster ?? posterUrl(movie.hash),
    },
  }
}
