import { useQuery } from '@tanstack/react-query'
import { HOT_OFF_THE_PRESS_EXCLUDED_CATEGORIES, LATEST_EXCLUDED_CATEGORIES, PARTNER_AUTHOR_ID } from '@contracts/article-sections'
import { articlesQuery } from '@/features/articles/api/get-articles'
import { ArticleGrid, FeaturedArticles } from '@/features/articles/components/article-grid'
import { EventCard } from '@/features/events/components/event-card'
import { featuredEventsQuery, upcomingEventsQuery } from '@/features/events/api/get-events'
import { nowShowingQuery } from '@/features/movies/api/get-now-showing'
import { thisWeekQuery } from '@/features/movies/api/get-this-week'
import { upcomingQuery } from '@/features/movies/api/get-upcoming'
import { MovieScroller } from '@/features/movies/components/movie-scroller'
import { NewThisWeek } from '@/features/movies/components/new-this-week'
import { placesQuery } from '@/features/places/api/get-places'
import { randomPlacesQuery } from '@/features/places/api/get-random-places'
import { PlaceCard } from '@/features/places/components/place-card'
import { HomeSection } from './home-section'

/** Movie lists show their first 8 (spec doc 2 §9), as on /movies. */
const FIRST_MOVIES = 8
/** Popular Places: one featured card plus the rest. */
const POPULAR_PLACES = 5
/** Home also shows 3 upcoming events and 3 random places (spec doc 2 §2, §9). */
const HOME_THREE = 3

/** Home article lists: 1 large + 3 small (spec doc 2 §9), with the calls of doc 2 §7. */
const HOME_ARTICLES = 4

/** The lists of the home page's sections, for the route's loader to start them all at once (and the server to render them). */
export function homeSectionQueries() {
  return [
    articlesQuery({ author_exclude: [PARTNER_AUTHOR_ID], categories_exclude: LATEST_EXCLUDED_CATEGORIES, per_page: HOME_ARTICLES }),
    articlesQuery({ author: [PARTNER_AUTHOR_ID], categories_exclude: HOT_OFF_THE_PRESS_EXCLUDED_CATEGORIES, page: 1, per_page: HOME_ARTICLES }),
    nowShowingQuery(),
    upcomingQuery(),
    thisWeekQuery(),
    placesQuery({ perPage: POPULAR_PLACES }),
    featuredEventsQuery(),
    upcomingEventsQuery(HOME_THREE),
    randomPlacesQuery(HOME_THREE),
  ] as const
}

/** Latest Updates: the newest articles, partner content and uncategorised posts left out. */
export function LatestUpdatesSection() {
  const query = useQuery({
    ...articlesQuery({ author_exclude: [PARTNER_AUTHOR_ID], categories_exclude: LATEST_EXCLUDED_CATEGORIES, per_page: HOME_ARTICLES }),
    select: (page) => page.articles,
  })
  return (
    <HomeSection id="home-latest-updates" title="Latest Updates" query={query} skeleton={4}>
      {(articles) => <FeaturedArticles articles={articles} />}
    </HomeSection>
  )
}

/** Hot Off the Press: the partner desk's newest stories. */
export function HotOffThePressSection() {
  const query = useQuery({
    ...articlesQuery({ author: [PARTNER_AUTHOR_ID], categories_exclude: HOT_OFF_THE_PRESS_EXCLUDED_CATEGORIES, page: 1, per_page: HOME_ARTICLES }),
    select: (page) => page.articles,
  })
  return (
    <HomeSection id="home-hot-off-the-press" title="Hot Off the Press" href="/hot-off-the-press" query={query} skeleton={4}>
      {(articles) => <ArticleGrid articles={articles} />}
    </HomeSection>
  )
}

export function NowShowingSection() {
  const query = useQuery({ ...nowShowingQuery(), select: (movies) => movies.slice(0, FIRST_MOVIES) })
  return (
    <HomeSection id="home-now-showing" title="Now Showing" href="/movies/now-showing" query={query}>
      {(movies) => <MovieScroller movies={movies} label="Now Showing" />}
    </HomeSection>
  )
}

export function ComingSoonSection() {
  const query = useQuery({ ...upcomingQuery(), select: (movies) => movies.slice(0, FIRST_MOVIES) })
  return (
    <HomeSection id="home-coming-soon" title="Coming Soon" href="/movies/coming-soon" query={query}>
      {(movies) => <MovieScroller movies={movies} label="Coming Soon" show="release-date" />}
    </HomeSection>
  )
}

/** The new-movies-this-week panel (Cinemas / Streaming tabs); hidden when the week has no releases. */
export function NewThisWeekSection() {
  const { data } = useQuery(thisWeekQuery())
  if (!data) return null
  const count = (list: { featured: unknown[]; regular: unknown[] }) => list.featured.length + list.regular.length
  if (count(data.cinema) + count(data.streaming) === 0) return null
  return <NewThisWeek cinema={data.cinema} streaming={data.streaming} headingId="home-new-this-week" />
}

export function PopularPlacesSection() {
  const query = useQuery({ ...placesQuery({ perPage: POPULAR_PLACES }), select: (reply) => reply.data })
  return (
    <HomeSection id="home-popular-places" title="Popular Places" href="/places" query={query} skeleton={2}>
      {([featured, ...rest]) => (
        <div className="grid gap-4 lg:grid-cols-2">
          {featured ? <PlaceCard place={featured} featured /> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {rest.map((place) => (
              <PlaceCard key={place.id} place={place} />
            ))}
          </div>
        </div>
      )}
    </HomeSection>
  )
}

export function FeaturedEventsSection() {
  const query = useQuery(featuredEventsQuery())
  return (
    <HomeSection id="home-featured-events" title="Featured Events" href="/events" query={query}>
      {(events) => (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} className="h-full" />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  )
}

/** Two short lists side by side on wide screens: the next 3 events and 3 places picked for today. */
export function UpcomingAndRandomSection() {
  const events = useQuery(upcomingEventsQuery(HOME_THREE))
  const places = useQuery(randomPlacesQuery(HOME_THREE))
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <HomeSection id="home-upcoming-events" title="Upcoming Events" href="/events" query={events}>
        {(items) => (
          <ul className="space-y-3">
            {items.map((event) => (
              <li key={event.id}>
                <EventCard event={event} compact />
              </li>
            ))}
          </ul>
        )}
      </HomeSection>
      <HomeSection id="home-random-places" title="Places to Discover" href="/places" query={places}>
        {(items) => (
          <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
            {items.map((place) => (
              <li key={place.id}>
                <PlaceCard place={place} className="h-full" />
              </li>
            ))}
          </ul>
        )}
      </HomeSection>
    </div>
  )
}
