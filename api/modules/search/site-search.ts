/**
 * GET /api/search: one query across movies, cinemas, places, events (and festivals) and articles,
 * ranked by api/lib/search-ranking.ts. Equal ranks are ordered by type (movies, cinemas, places,
 * events, articles) and then by each type's own order: movies in cinemas before coming soon before
 * streaming, cinemas by name, places most popular first, events soonest first, articles newest first.
 *
 * The small tables (movies, cinemas, places, events) are read whole and matched in memory; articles,
 * which an import can make numerous, are narrowed in SQL first (any query word in the title, excerpt
 * or body) and capped at the newest ARTICLE_CANDIDATES.
 */
import { eventPath, festivalPath } from '../../contracts/events.ts'
import { EVENT_EXCERPT_LENGTH } from '../../contracts/events-rules.ts'
import { theaterPath } from '../../contracts/movies.ts'
import { excerpt, placePath, placeTypeLabel } from '../../contracts/places.ts'
import { FOOD_PLACE_TYPES, foodTypeLabel, restaurantPath } from '../../contracts/restaurants.ts'
import { pagination } from '../../contracts/paging.ts'
import { headlineRating } from '../../contracts/ratings.ts'
import {
  SEARCH_CATEGORIES,
  SEARCH_DESCRIPTION_LENGTH,
  SEARCH_PER_PAGE_DEFAULT,
  type SearchCategory,
  type SearchCounts,
  type SearchRequest,
  type SearchResponse,
  type SearchResult,
} from '../../contracts/search.ts'
import { parseJsonColumn } from '../../../prisma/json-columns.ts'
import type { AppDeps } from '../../types.ts'
import { publicArticleWhere } from '../articles/articles.service.ts'
import { upcomingEventsWhere } from '../events/events.service.ts'
import { moviePath } from '../movies/movie.presenter.ts'
import { oneDecimal, presentPlace } from '../places/place.presenter.ts'
import { placeRecords, placeSearchText } from '../places/places.service.ts'
import { searchRepository } from './search.repository.ts'
import { compareRanks, htmlToText, prepareQuery, rankMatch, type MatchRank, type PreparedQuery } from '../../lib/search-ranking.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>

/** Most article rows read for one query (the newest that contain a query word). */
export const ARTICLE_CANDIDATES = 1000

const TYPE_ORDER: Record<SearchResult['type'], number> = { movie: 0, cinema: 1, place: 2, restaurant: 2, event: 3, festival: 3, article: 4 }
const FOOD_TYPES = new Set<string>(FOOD_PLACE_TYPES)
const MOVIE_STATUS_ORDER: Record<string, number> = { nowShowing: 0, comingSoon: 1, streamingSoon: 2 }

interface Candidate {
  result: SearchResult
  title: string
  text: string
  /** Position in its type's own order (the last tie-break). */
  order: number
}

interface Ranked extends Candidate {
  rank: MatchRank
}

const describe = (text: string) => excerpt(text, SEARCH_DESCRIPTION_LENGTH)
const joinDot = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(' · ') || null

export function siteSearch(deps: Deps) {
  const repo = searchRepository(deps.db)
  const places = placeRecords(deps)
  /** The place slug of each place and restaurant result, for their ratings (addPlaceRatings). */
  const placeSlugs = new WeakMap<SearchResult, string>()

  async function movieCandidates(): Promise<Candidate[]> {
    const rows = await repo.movies()
    rows.sort((a, b) => (MOVIE_STATUS_ORDER[a.status] ?? 9) - (MOVIE_STATUS_ORDER[b.status] ?? 9) || a.title.localeCompare(b.title))
    return rows.map((row, order) => {
      const genres = parseJsonColumn<unknown>(row.genres, [])
      const genreList = Array.isArray(genres) ? genres.filter((genre): genre is string => typeof genre === 'string') : []
      return {
        order,
        title: row.title,
        text: [row.synopsis, genreList.join(' '), row.credits.map((credit) => credit.name).join(' ')].join(' '),
        result: {
          type: 'movie',
          category: 'movies',
          id: row.id,
          title: row.title,
          description: describe(row.synopsis),
          url: moviePath(row),
          image: row.poster,
          subtitle: joinDot(row.mtrcbRating, genreList.join(', ')),
          date: row.releaseDate,
          rating: null,
          ratingBasis: null,
        },
      }
    })
  }

  async function cinemaCandidates(): Promise<Candidate[]> {
    const rows = await repo.cinemas()
    return rows.map((row, order) => ({
      order,
      title: row.name,
      text: [row.mall.name, row.mall.city, row.mall.province, row.mall.address, row.mall.operator].join(' '),
      result: {
        type: 'cinema',
        category: 'cinemas',
        id: row.id,
        title: row.name,
        description: describe(row.mall.address),
        url: theaterPath(row.slug),
        image: row.logo,
        subtitle: joinDot(row.mall.name, row.mall.city),
        date: null,
        rating: null,
        ratingBasis: null,
      },
    }))
  }

  async function placeCandidates(): Promise<Candidate[]> {
    const rows = await places.all()
    return rows.map((row, order) => {
      const place = presentPlace(row)
      const food = FOOD_TYPES.has(row.type)
      const result: SearchResult = {
        type: food ? 'restaurant' : 'place',
        category: food ? 'restaurants' : 'places',
        id: row.id,
        title: row.name,
        description: place.excerpt,
        url: food ? restaurantPath(row.id, row.slug) : placePath(row.slug),
        image: place.image[0] ?? null,
        subtitle: joinDot(food ? foodTypeLabel(row.type) : placeTypeLabel(row.type), row.addressLocality),
        date: null,
        rating: place.aggregateRating?.ratingValue ?? null,
        ratingBasis: place.aggregateRating ? { count: place.aggregateRating.ratingCount, source: place.aggregateRating.source } : null,
      }
      placeSlugs.set(result, row.slug)
      return { order, title: row.name, text: placeSearchText(row), result }
    })
  }

  async function eventCandidates(): Promise<Candidate[]> {
    const [eventRows, festivalRows] = await Promise.all([repo.events(upcomingEventsWhere(deps.clock)), repo.festivals(deps.clock.now())])
    const fromEvents = eventRows.map((row, order): Candidate => {
      return {
        order,
        title: row.title,
        text: [row.description, row.category, row.venue, row.location, row.festival?.name].filter(Boolean).join(' '),
        result: {
          type: 'event',
          category: 'events',
          id: row.id,
          title: row.title,
          description: excerpt(row.description, EVENT_EXCERPT_LENGTH),
          url: eventPath(row.slug),
          image: row.imageUrl,
          subtitle: joinDot(row.venue, row.location),
          date: row.startDate.toISOString(),
          rating: null,
          ratingBasis: null,
        },
      }
    })
    const fromFestivals = festivalRows.map(
      (row, index): Candidate => ({
        order: eventRows.length + index,
        title: row.name,
        text: [row.description, row.location, 'festival'].filter(Boolean).join(' '),
        result: {
          type: 'festival',
          category: 'events',
          id: row.id,
          title: row.name,
          description: describe(row.description),
          url: festivalPath(row.slug),
          image: row.imageUrl,
          subtitle: joinDot('Festival', row.location),
          date: row.startDate.toISOString(),
          rating: null,
          ratingBasis: null,
        },
      }),
    )
    return [...fromEvents, ...fromFestivals]
  }

  async function articleCandidates(query: PreparedQuery): Promise<Candidate[]> {
    const words = query.significant.length > 0 ? query.significant : query.words
    const rows = await repo.articles(publicArticleWhere, words, ARTICLE_CANDIDATES)
    return rows.map((row, order) => {
      const title = htmlToText(row.title)
      const category = row.categories[0]
      const sizes = parseJsonColumn<Record<string, { source_url?: unknown } | undefined>>(row.featuredMedia?.sizes, {})
      const medium = sizes.medium?.source_url
      return {
        order,
        title,
        text: [htmlToText(row.excerpt), htmlToText(row.contentHtml), category?.name, row.tags.map((tag) => tag.name).join(' '), row.author?.name]
          .filter(Boolean)
          .join(' '),
        result: {
          type: 'article',
          category: 'articles',
          id: row.id,
          title,
          description: describe(htmlToText(row.excerpt)),
          url: category ? `/${category.slug}/article/${row.id}/${encodeURIComponent(row.slug)}` : `/article/${row.id}/${encodeURIComponent(row.slug)}`,
          image: typeof medium === 'string' ? medium : (row.featuredMedia?.sourceUrl ?? null),
          subtitle: joinDot(category?.name, row.author?.name),
          date: row.date.toISOString(),
          rating: null,
          ratingBasis: null,
        },
      }
    })
  }

  /**
   * Place ratings on the results: the figure with the most ratings behind it, imported or Gala's reviews, with
   * whose it is (docs/decisions/044-ratings-by-source.md); a few reviews never stand in for an imported rating.
   */
  async function addPlaceRatings(results: SearchResult[]): Promise<void> {
    const placeResults = results.filter((result) => placeSlugs.has(result))
    if (placeResults.length === 0) return
    const slugs = placeResults.map((result) => placeSlugs.get(result)!)
    const stats = await places.reviewStats(slugs)
    placeResults.forEach((result, index) => {
      const gala = stats.get(slugs[index]!)
      const imported = result.rating != null && result.ratingBasis ? { ratingValue: result.rating, ratingCount: result.ratingBasis.count, source: result.ratingBasis.source } : null
      const headline = headlineRating(imported, { reviewCount: gala?.count ?? 0, averageRating: oneDecimal(gala?.average) })
      result.rating = headline?.rating ?? null
      result.ratingBasis = headline?.ratingBasis ?? null
    })
  }

  return {
    async search(request: SearchRequest): Promise<SearchResponse> {
      const category: SearchCategory = request.category ?? 'all'
      const page = request.page ?? 1
      const perPage = request.per_page ?? SEARCH_PER_PAGE_DEFAULT
      const query = prepareQuery(request.q)
      const counts = Object.fromEntries(SEARCH_CATEGORIES.map((name) => [name, 0])) as SearchCounts
      if (query.words.length === 0) {
        return { status: 'success', query: request.q, category, counts, data: [], pagination: pagination(page, perPage, 0) }
      }
      const candidates = (
        await Promise.all([movieCandidates(), cinemaCandidates(), placeCandidates(), eventCandidates(), articleCandidates(query)])
      ).flat()
      const matches: Ranked[] = []
      for (const candidate of candidates) {
        const rank = rankMatch(query, candidate.title, candidate.text)
        if (rank) matches.push({ ...candidate, rank })
      }
      matches.sort(
        (a, b) => compareRanks(a.rank, b.rank) || TYPE_ORDER[a.result.type] - TYPE_ORDER[b.result.type] || a.order - b.order,
      )
      for (const match of matches) {
        counts.all++
        counts[match.result.category as Exclude<SearchCategory, 'all'>]++
      }
      const inTab = category === 'all' ? matches : matches.filter((match) => match.result.category === category)
      const skip = (page - 1) * perPage
      const data = inTab.slice(skip, skip + perPage).map((match) => match.result)
      await addPlaceRatings(data)
      return { status: 'success', query: request.q, category, counts, data, pagination: pagination(page, perPage, inTab.length) }
    },
  }
}
