import type { TheaterDayResponse } from '@contracts/movies'

/**
 * schema.org MovieTheater of a theater page with the day's showtimes as ScreeningEvents (each with the movie it
 * presents, when, its format, price and ticket page; the theater by reference). Absolute addresses on `origin`.
 */
export function theaterJsonLd(data: TheaterDayResponse['data'], origin: string): Record<string, unknown> {
  const { cinema } = data
  const url = new URL(cinema.url, origin).href
  return {
    '@context': 'https://schema.org',
    '@type': 'MovieTheater',
    '@id': `${url}#theater`,
    name: cinema.theater_name,
    url,
    screenCount: cinema.screens,
    ...(cinema.mall_name ? { containedInPlace: { '@type': 'ShoppingCenter', name: cinema.mall_name } } : {}),
    address: { '@type': 'PostalAddress', streetAddress: cinema.address, addressLocality: cinema.city, addressRegion: cinema.province, addressCountry: 'PH' },
    geo: { '@type': 'GeoCoordinates', latitude: cinema.latitude, longitude: cinema.longitude },
    event: data.movies.flatMap(({ movie, schedule }) =>
      schedule.map((entry) => ({
        '@type': 'ScreeningEvent',
        name: movie.title,
        startDate: entry.show_datetime,
        ...(movie.running_minutes ? { endDate: new Date(Date.parse(entry.show_datetime) + movie.running_minutes * 60_000).toISOString() } : {}),
        // The theater above, by reference: its address is not repeated for every showtime.
        location: { '@type': 'MovieTheater', '@id': `${url}#theater`, name: cinema.theater_name },
        videoFormat: entry.screening_type_display,
        inLanguage: movie.language ?? 'en-PH',
        workPresented: {
          '@type': 'Movie',
          name: movie.title,
          url: new URL(movie.url, origin).href,
          ...(movie.poster ? { image: new URL(movie.poster, origin).href } : {}),
        },
        offers: {
          '@type': 'Offer',
          price: entry.price.toFixed(2),
          priceCurrency: 'PHP',
          url: new URL(`/movies/tickets/${cinema.theater_id}/schedule/${movie.movie_id}?date=${data.date}`, origin).href,
        },
      })),
    ),
  }
}
