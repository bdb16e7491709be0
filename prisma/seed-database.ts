/**
 * Deterministic, idempotent demo data for Gala (Metro Manila and a few provincial cities).
 *
 * - Deterministic: the same `now` always gives the same rows (seeded PRNG, no Math.random).
 * - Idempotent: every row is upserted by a stable key (slug, hash, username, compound unique),
 *   so running it again never duplicates anything.
 * - Alive: showtimes and TV programmes cover today..today+6 in Asia/Manila; `topUpDemoShowtimes` and
 *   `topUpDemoTvGuide` add the missing days when a demo database is started again later.
 */
import type { Db } from '../api/db.ts'
import type { Prisma } from '../api/generated/prisma/client.ts'
import { movieSlug } from '../api/contracts/slugs.ts'
import { imageUrl, posterUrl } from '../api/modules/media/media.urls.ts'
import {
  buildArticle,
  buildAuthor,
  buildEvent,
  buildFestival,
  buildMall,
  buildMedia,
  buildMovie,
  buildPlace,
  buildReply,
  buildReview,
  buildTheater,
  buildUser,
  buildSeatMapSeats,
  reviewKey,
  seatMapColumns,
  STANDARD_SEAT_MAP,
  type SeatMapLayout,
} from '../tests/factories/index.ts'
import { ARTICLE_CATEGORIES, DEMO_ARTICLES, DEMO_AUTHORS, articleExcerpt, articleHtml } from './demo/articles.ts'
import { DEMO_CONTENT_LIKES, DEMO_FOLLOWS, DEMO_REVIEWS, DEMO_USERS } from './demo/community.ts'
import { DEMO_EVENTS, DEMO_FESTIVALS } from './demo/events.ts'
import { movieHash, stableId } from './demo/ids.ts'
import { DEMO_MALLS, type DemoMall } from './demo/malls.ts'
import { addDays, formatDay, manilaDay, manilaInstant, type CalendarDay } from './demo/manila-time.ts'
import { DEMO_MOVIES, type DemoMovie } from './demo/movies.ts'
import { createRandom } from './demo/random.ts'
import { DEMO_CHANNELS, DEMO_NETWORKS, DEMO_SHOWS, DEMO_STREAMING_TITLES } from './demo/tv.ts'
import { DEMO_RATING_SOURCE, OTHER_PLACES, TOURIST_ATTRACTIONS, type TouristAttraction } from './demo/tourist-attractions.ts'
import { toJsonColumn } from './json-columns.ts'

/** Bump when the demo content changes shape; stored in SiteSetting "seedVersion". */
export const SEED_VERSION = '1'

/** Days of showtimes kept ahead: today and the 6 following Manila days. */
export const SHOWTIME_DAYS = 7

export interface SeedSummary {
  users: number
  malls: number
  theaters: number
  movies: number
  schedules: number
  /** Showtimes inserted by this run (0 when they were already there). */
  schedulesAdded: number
  tvChannels: number
  tvProgrammes: number
  /** TV programmes inserted by this run. */
  tvProgrammesAdded: number
  streamingTitles: number
  articles: number
  places: number
  events: number
  festivals: number
  posts: number
  likes: number
  follows: number
  activities: number
}

const DAY_MS = 24 * 3600_000

/** The seed runs inside one interactive transaction: a few hundred upserts then cost one disk sync, not one each. */
type Tx = Prisma.TransactionClient
const TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 300_000 }

export async function seedDatabase(db: Db, options: { now: Date }): Promise<SeedSummary> {
  const { now } = options
  const today = manilaDay(now)

  const { schedulesAdded, tvProgrammesAdded } = await db.$transaction(async (tx) => {
    await setSetting(tx, 'demoData', 'true')
    await setSetting(tx, 'seedVersion', SEED_VERSION)
    const users = await seedUsers(tx, now)
    await seedMallsAndTheaters(tx)
    const movies = await seedMovies(tx, today)
    await seedArticles(tx, now)
    await seedPlaces(tx)
    await seedFestivalsAndEvents(tx, today)
    await seedCommunity(tx, { now, users, movies })
    await seedHouseAds(tx)
    await seedTvGuide(tx, today, movies)
    return { schedulesAdded: await addMissingShowtimes(tx, now), tvProgrammesAdded: await addMissingProgrammes(tx, now) }
  }, TRANSACTION_OPTIONS)
  const [tvChannels, tvProgrammes, streamingTitles] = await Promise.all([db.tvChannel.count(), db.tvProgramme.count(), db.streamingTitle.count()])

  const [userCount, malls, theaters, movieCount, schedules, articles, places, events, festivals, posts, likes, follows, activities] =
    await Promise.all([
      db.user.count(),
      db.mall.count(),
      db.theater.count(),
      db.movie.count(),
      db.schedule.count(),
      db.article.count(),
      db.place.count(),
      db.event.count(),
      db.festival.count(),
      db.post.count(),
      db.like.count(),
      db.follow.count(),
      db.activity.count(),
    ])
  return {
    users: userCount,
    malls,
    theaters,
    movies: movieCount,
    schedules,
    schedulesAdded,
    tvChannels,
    tvProgrammes,
    tvProgrammesAdded,
    streamingTitles,
    articles,
    places,
    events,
    festivals,
    posts,
    likes,
    follows,
    activities,
  }
}

// ---- House ads (issue 16, decision 034) ------------------------------------------------------------

/** A few house creatives (local SVGs in public/ads/house/), so the demo shows ads. Added once, by name. */
const HOUSE_ADS = [
  { name: 'Now Showing (MREC)', imageUrl: '/ads/house/gala-movies-300x250.svg', linkUrl: '/movies', altText: 'Now Showing: showtimes for every cinema in Metro Manila', sizes: ['300x250'], slots: [], weight: 2 },
  { name: 'Food & Drink Week (MREC)', imageUrl: '/ads/house/food-week-300x250.svg', linkUrl: '/food-drink', altText: 'Food & Drink Week: where Manila eats this week', sizes: ['300x250'], slots: [], weight: 1 },
  { name: 'Events (leaderboard)', imageUrl: '/ads/house/events-728x90.svg', linkUrl: '/events', altText: "What's on this weekend: concerts, markets and festivals", sizes: ['728x90'], slots: ['leaderboard-ad', 'lower-leaderboard-ad'], weight: 3 },
  { name: 'Events (mobile banner)', imageUrl: '/ads/house/events-320x50.svg', linkUrl: '/events', altText: "What's on this weekend on Gala Events", sizes: ['320x50'], slots: ['leaderboard-ad', 'lower-leaderboard-ad', 'stickyad'], weight: 1 },
]

async function seedHouseAds(db: Tx) {
  for (const ad of HOUSE_ADS) {
    if (await db.houseAd.findFirst({ where: { name: ad.name }, select: { id: true } })) continue
    await db.houseAd.create({ data: { ...ad, sizes: JSON.stringify(ad.sizes), slots: JSON.stringify(ad.slots) }, select: { id: true } })
  }
}

async function setSetting(db: Tx, key: string, value: string) {
  await db.siteSetting.upsert({ where: { key }, update: { value }, create: { key, value } })
}

// ---- Users ---------------------------------------------------------------------

async function seedUsers(db: Tx, now: Date): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const demo of DEMO_USERS) {
    const data = buildUser({
      username: demo.username,
      name: demo.name,
      firstName: demo.firstName,
      lastName: demo.lastName,
      displayName: demo.name,
      email: demo.email,
      bio: demo.bio,
      avatarColor: demo.avatarColor,
      role: demo.role,
      isAdmin: demo.role === 'admin',
      points: demo.points,
      level: demo.level,
      streakDays: demo.streakDays,
      passwordHash: null,
    })
    // Existing users keep whatever they changed since (profile edits survive a re-seed).
    const user = await db.user.upsert({ where: { username: demo.username }, update: {}, create: data })
    // The demo staff's addresses count as proven (decision 015), also in a database seeded before that rule.
    if (demo.role !== 'user') await db.user.updateMany({ where: { id: user.id, emailVerifiedAt: null }, data: { emailVerifiedAt: now } })
    ids.set(demo.username, user.id)
  }
  const adminId = ids.get('admin')!
  await db.widgetPreference.upsert({ where: { userId: adminId }, update: {}, create: { userId: adminId } })
  return ids
}

// ---- Malls, theaters, movies, showtimes -------------------------------------------------

async function seedMallsAndTheaters(db: Tx) {
  for (const demo of DEMO_MALLS) {
    const { cinema, ...mallFields } = demo
    const mallData = buildMall(mallFields)
    const mall = await db.mall.upsert({ where: { slug: demo.slug }, update: mallData, create: mallData })
    const theaterData = buildTheater({ mallId: mall.id, name: cinema.name, slug: theaterSlug(demo), screens: cinema.screens })
    const theater = await db.theater.upsert({ where: { slug: theaterData.slug }, update: theaterData, create: theaterData })
    await seedHalls(db, theater.id, cinema)
  }
}

/**
 * Seat maps (decision 037): up to four halls per demo cinema, numbered like its screens. Hall 1 is the
 * standard map; bigger cinemas get a wider hall and, with Director's Club, a small all-premium hall.
 */
const DEMO_HALL_LAYOUTS: SeatMapLayout[] = [
  STANDARD_SEAT_MAP,
  { rows: 10, blocks: [4, 10, 4], premiumRows: 3, wheelchairSpaces: 2 },
  { rows: 7, blocks: [2, 7, 2], premiumRows: 1, wheelchairSpaces: 1 },
  { rows: 6, blocks: [2, 4, 2], premiumRows: 6, wheelchairSpaces: 1 },
]

async function seedHalls(db: Tx, theaterId: number, cinema: DemoMall['cinema']) {
  const count = Math.min(cinema.screens, cinema.formats.includes("Director's Club") ? 4 : 3)
  for (let screenNumber = 1; screenNumber <= count; screenNumber++) {
    const layout = DEMO_HALL_LAYOUTS[screenNumber - 1]!
    const data = { theaterId, screenNumber, name: `Cinema ${screenNumber}`, premiumSurcharge: screenNumber === 4 ? 0 : 10000, columns: seatMapColumns(layout) }
    const existing = await db.hall.findUnique({ where: { theaterId_screenNumber: { theaterId, screenNumber } }, select: { id: true } })
    if (existing) continue // a seat map admins may have edited is kept
    const hall = await db.hall.create({ data })
    await db.hallSeat.createMany({ data: buildSeatMapSeats(hall.id, layout) })
  }
}

/** Demo showtimes without a hall play in one of their cinema's halls (the same hall per film and cinema). */
async function assignDemoHalls(db: Tx) {
  const halls = await db.hall.findMany({ select: { id: true, theaterId: true }, orderBy: [{ theaterId: 'asc' }, { screenNumber: 'asc' }] })
  const byTheater = new Map<number, number[]>()
  for (const hall of halls) byTheater.set(hall.theaterId, [...(byTheater.get(hall.theaterId) ?? []), hall.id])
  const pairs = await db.schedule.groupBy({ by: ['theaterId', 'movieId'], where: { hallId: null } })
  for (const { theaterId, movieId } of pairs) {
    const ids = byTheater.get(theaterId)
    if (!ids?.length) continue
    await db.schedule.updateMany({ where: { theaterId, movieId, hallId: null }, data: { hallId: ids[movieId % ids.length]! } })
  }
}

const theaterSlug = (mall: DemoMall) => `${mall.slug}-cinemas`

async function seedMovies(db: Tx, today: CalendarDay): Promise<Map<string, { id: number; hash: string; slug: string }>> {
  const byTitle = new Map<string, { id: number; hash: string; slug: string }>()
  for (const demo of DEMO_MOVIES) {
    const hash = movieHash(demo.title)
    const data = buildMovie({
      title: demo.title,
      hash,
      synopsis: demo.synopsis,
      mtrcbRating: demo.rating,
      runningTime: demo.runningTime,
      releaseDate: formatDay(addDays(today, demo.releaseOffset)),
      status: demo.status,
      genres: toJsonColumn(demo.genres),
      language: demo.language,
      poster: posterUrl(hash),
      poster2x: posterUrl(hash, 430),
      streamingPlatform: demo.streamingPlatform ?? null,
      isFeatured: demo.isFeatured ?? false,
    })
    const movie = await db.movie.upsert({ where: { hash }, update: data, create: data })
    byTitle.set(demo.title, { id: movie.id, hash: movie.hash, slug: movie.slug })
    const credits = [
      { name: demo.director, role: 'director', character: null, position: 0 },
      ...demo.cast.map(([name, character], index) => ({ name, role: 'cast', character, position: index })),
    ]
    for (const credit of credits) {
      await db.movieCredit.upsert({
        where: { movieId_role_name: { movieId: movie.id, role: credit.role, name: credit.name } },
        update: credit,
        create: { movieId: movie.id, ...credit },
      })
    }
  }
  return byTitle
}

interface ShowtimeRow {
  theaterId: number
  movieId: number
  startsAt: Date
  showDate: string
  price: number
  format: string
  in3d: boolean
  available: boolean
  buyTicket: boolean
  seatsAvailable: number
}

/**
 * The demo showtimes of one Manila day. Every value comes from a PRNG seeded with
 * theater, movie and date, so a day's showtimes are the same whenever they are generated.
 */
export function demoShowtimesForDay(
  theaters: { id: number; mall: DemoMall }[],
  movies: { id: number; hash: string; demo: DemoMovie }[],
  day: CalendarDay,
): ShowtimeRow[] {
  const rows: ShowtimeRow[] = []
  const showDate = formatDay(day)
  if (movies.length === 0) return rows
  theaters.forEach((theater, theaterIndex) => {
    const lineupRandom = createRandom(`lineup:${theater.mall.slug}`)
    const count = Math.min(movies.length, lineupRandom.int(4, 6))
    // Every film plays somewhere: theater i always carries film i (mod N), plus a stable sample.
    const lineup = new Set([movies[theaterIndex % movies.length]!, ...lineupRandom.sample(movies, count - 1)])
    const basePrice = lineupRandom.int(...TIER_PRICE_RANGE[theater.mall.cinema.tier]) * 10 // pesos, in steps of 10
    for (const movie of lineup) {
      const random = createRandom(`${theater.mall.slug}:${movie.hash}:${showDate}`)
      const premium = [
        ...(movie.demo.formats ?? []).filter((format) => theater.mall.cinema.formats.includes(format)),
        ...(theater.mall.cinema.formats.includes("Director's Club") ? (["Director's Club"] as const) : []),
      ]
      const shows = random.int(3, 5)
      const gap = Math.ceil((movie.demo.runningTime + 20 + random.int(0, 2) * 15) / 15) * 15
      let minutes = 10 * 60 + random.int(0, 8) * 15 // first show 10:00-12:00
      for (let i = 0; i < shows && minutes <= 22 * 60 + 30; i++, minutes += gap) {
        const format = premium.length > 0 && random.chance(0.35) ? random.pick(premium) : 'Regular'
        const seatsAvailable = random.chance(0.05) ? 0 : random.int(12, 220)
        rows.push({
          theaterId: theater.id,
          movieId: movie.id,
          startsAt: manilaInstant(day, Math.floor(minutes / 60), minutes % 60),
          showDate,
          price: priceFor(format, basePrice) * 100,
          format,
          in3d: format === '3D',
          available: seatsAvailable > 0,
          buyTicket: true,
          seatsAvailable,
        })
      }
    }
  })
  return rows
}

/** Regular ticket price range per mall tier, in tens of pesos (250-450 PHP). */
const TIER_PRICE_RANGE: Record<1 | 2 | 3, [number, number]> = { 1: [25, 30], 2: [30, 38], 3: [38, 45] }

/** Price in pesos for a format; always within 250-650 PHP. */
function priceFor(format: string, regular: number): number {
  const price = format === 'IMAX' || format === '4DX' ? regular + 200 : format === "Director's Club" ? 600 + (regular % 50) : format === '3D' ? regular + 100 : regular
  return Math.min(650, Math.max(250, price))
}

/**
 * Adds the demo showtimes missing for today..today+6 (Manila days) and returns how many rows it
 * added. Does nothing unless the database holds demo data (SiteSetting demoData = "true"); never
 * duplicates a showtime (same theater, movie and start).
 */
export async function topUpDemoShowtimes(db: Db, options: { now: Date }): Promise<number> {
  const demo = await db.siteSetting.findUnique({ where: { key: 'demoData' } })
  if (demo?.value !== 'true') return 0
  return db.$transaction((tx) => addMissingShowtimes(tx, options.now), TRANSACTION_OPTIONS)
}

async function addMissingShowtimes(db: Tx, now: Date): Promise<number> {

  const mallsBySlug = new Map(DEMO_MALLS.map((mall) => [theaterSlug(mall), mall]))
  const theaters = (await db.theater.findMany({ select: { id: true, slug: true }, orderBy: { id: 'asc' } }))
    .filter((theater) => mallsBySlug.has(theater.slug))
    .map((theater) => ({ id: theater.id, mall: mallsBySlug.get(theater.slug)! }))
  const demoByHash = new Map(DEMO_MOVIES.map((movie) => [movieHash(movie.title), movie]))
  const movies = (await db.movie.findMany({ where: { status: 'nowShowing' }, select: { id: true, hash: true }, orderBy: { id: 'asc' } }))
    .filter((movie) => demoByHash.has(movie.hash))
    .map((movie) => ({ ...movie, demo: demoByHash.get(movie.hash)! }))

  const today = manilaDay(now)
  const days = Array.from({ length: SHOWTIME_DAYS }, (_, offset) => addDays(today, offset))
  const existing = await db.schedule.findMany({
    where: { showDate: { in: days.map(formatDay) } },
    select: { theaterId: true, movieId: true, startsAt: true },
  })
  const key = (row: { theaterId: number; movieId: number; startsAt: Date }) => `${row.theaterId}:${row.movieId}:${row.startsAt.getTime()}`
  const seen = new Set(existing.map(key))
  const missing = days.flatMap((day) => demoShowtimesForDay(theaters, movies, day)).filter((row) => !seen.has(key(row)))
  for (let i = 0; i < missing.length; i += 500) {
    await db.schedule.createMany({ data: missing.slice(i, i + 500) })
  }
  await assignDemoHalls(db)
  return missing.length
}

// ---- TV guide and streaming (issue 18) ------------------------------------------------

async function seedTvGuide(db: Tx, today: CalendarDay, movies: Map<string, { id: number; hash: string; slug: string }>) {
  const channelIds = new Map<string, number>()
  for (const [index, demo] of DEMO_CHANNELS.entries()) {
    const data = { slug: demo.slug, name: demo.name, kind: demo.kind, number: demo.number, network: demo.network, description: demo.description, sortOrder: index }
    const channel = await db.tvChannel.upsert({ where: { slug: demo.slug }, update: data, create: data })
    channelIds.set(demo.slug, channel.id)
  }
  const showIds = new Map<string, number>()
  for (const demo of DEMO_SHOWS) {
    const data = {
      slug: demo.slug,
      title: demo.title,
      synopsis: demo.synopsis,
      genres: toJsonColumn(demo.genres),
      network: demo.network,
      channelId: demo.channel ? (channelIds.get(demo.channel) ?? null) : null,
      seasons: demo.seasons,
      firstAired: demo.firstAired,
      mtrcbRating: demo.rating,
      streamingOn: toJsonColumn(demo.streamingOn),
    }
    const show = await db.tvShow.upsert({ where: { slug: demo.slug }, update: data, create: data })
    showIds.set(demo.slug, show.id)
  }
  const networkIds = new Map<string, { id: number; name: string }>()
  for (const demo of DEMO_NETWORKS) {
    const network = await db.streamingNetwork.upsert({ where: { slug: demo.slug }, update: demo, create: demo })
    networkIds.set(demo.slug, { id: network.id, name: network.name })
  }
  for (const demo of DEMO_STREAMING_TITLES) {
    const network = networkIds.get(demo.network)!
    const streamingDate = formatDay(addDays(today, demo.offset))
    // The release record behind Notify Me: the demo film itself, or a streamingSoon movie row of its own.
    let movieId = demo.movieTitle ? movies.get(demo.movieTitle)?.id : undefined
    const linked = movieId !== undefined ? await db.movie.findUnique({ where: { id: movieId }, select: { synopsis: true, genres: true } }) : null
    if (movieId === undefined) {
      const hash = streamingTitleHash(demo.network, demo.title)
      const data = buildMovie({
        title: demo.title,
        hash,
        synopsis: demo.synopsis,
        mtrcbRating: demo.genres.some((genre) => genre === 'Animation' || genre === 'Family') ? 'G' : 'R-13',
        runningTime: null,
        releaseDate: streamingDate,
        status: 'streamingSoon',
        genres: toJsonColumn(demo.genres),
        language: null,
        poster: posterUrl(hash),
        poster2x: posterUrl(hash, 430),
        streamingPlatform: network.name,
        isFeatured: demo.featured ?? false,
      })
      movieId = (await db.movie.upsert({ where: { hash }, update: data, create: data })).id
    }
    const data = {
      movieId,
      networkId: network.id,
      showId: demo.show ? (showIds.get(demo.show) ?? null) : null,
      title: demo.title,
      slug: movieSlug(demo.title),
      kind: demo.kind,
      synopsis: linked?.synopsis ?? demo.synopsis,
      genres: linked?.genres ?? toJsonColumn(demo.genres),
      season: demo.season ?? null,
      streamingDate,
      isFeatured: demo.featured ?? false,
    }
    await db.streamingTitle.upsert({ where: { movieId }, update: data, create: data })
  }
}

/** The hash of a streaming title's own movie row (stable across runs, distinct from any cinema film's). */
export const streamingTitleHash = (network: string, title: string) => stableId(`streaming:${network}:${title.trim().toLowerCase()}`)

interface ProgrammeRow {
  channelId: number
  showId: number | null
  title: string
  episodeTitle: string | null
  genre: string
  startsAt: Date
  endsAt: Date
  startDate: string
  isLive: boolean
}

/**
 * The demo programmes of one channel for the broadcast day that starts at 05:00 Manila on `day` (its last slot
 * ends at 05:00 the next day, so late programmes cross Manila midnight). Same day in, same rows out.
 */
export function demoProgrammesForDay(
  channel: { id: number; lineup: (typeof DEMO_CHANNELS)[number]['lineup'] },
  showIds: Map<string, number>,
  day: CalendarDay,
): ProgrammeRow[] {
  const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
  const dayNumber = Math.round(manilaInstant(day, 12, 0).getTime() / DAY_MS)
  return channel.lineup.map(([start, title, genre, show, live], index) => {
    const from = minutesOf(start)
    const to = index + 1 < channel.lineup.length ? minutesOf(channel.lineup[index + 1]![0]) : 29 * 60
    const startsAt = manilaInstant(day, 0, from)
    const showId = show ? (showIds.get(show) ?? null) : null
    const episodic = showId !== null && genre !== 'News' && !live
    return {
      channelId: channel.id,
      showId,
      title,
      episodeTitle: episodic ? `Episode ${(dayNumber % 120) + 1}` : null,
      genre,
      startsAt,
      endsAt: manilaInstant(day, 0, to),
      startDate: formatDay(manilaDay(startsAt)),
      isLive: live ?? false,
    }
  })
}

/**
 * Adds the demo programmes missing for the broadcast days today-1..today+6 (Manila; yesterday's broadcast day
 * reaches into this morning) and returns how many rows it added. Only in a database with demo data.
 */
export async function topUpDemoTvGuide(db: Db, options: { now: Date }): Promise<number> {
  const demo = await db.siteSetting.findUnique({ where: { key: 'demoData' } })
  if (demo?.value !== 'true') return 0
  return db.$transaction(async (tx) => {
    // A demo database seeded before the TV guide existed gets its channels, shows and titles now.
    if ((await tx.tvChannel.count()) === 0) {
      const titles = DEMO_STREAMING_TITLES.flatMap((title) => (title.movieTitle ? [title.movieTitle] : []))
      const films = await tx.movie.findMany({ where: { title: { in: titles }, streamingTitle: null }, select: { id: true, hash: true, slug: true, title: true } })
      await seedTvGuide(tx, manilaDay(options.now), new Map(films.map((film) => [film.title, film])))
    }
    return addMissingProgrammes(tx, options.now)
  }, TRANSACTION_OPTIONS)
}

async function addMissingProgrammes(db: Tx, now: Date): Promise<number> {
  const lineups = new Map(DEMO_CHANNELS.map((channel) => [channel.slug, channel.lineup]))
  const channels = (await db.tvChannel.findMany({ select: { id: true, slug: true }, orderBy: { id: 'asc' } }))
    .filter((channel) => lineups.has(channel.slug))
    .map((channel) => ({ id: channel.id, lineup: lineups.get(channel.slug)! }))
  if (channels.length === 0) return 0
  const showIds = new Map((await db.tvShow.findMany({ select: { id: true, slug: true } })).map((show) => [show.slug, show.id]))
  const today = manilaDay(now)
  const days = Array.from({ length: SHOWTIME_DAYS + 1 }, (_, offset) => addDays(today, offset - 1))
  const rows = days.flatMap((day) => channels.flatMap((channel) => demoProgrammesForDay(channel, showIds, day)))
  const existing = await db.tvProgramme.findMany({
    where: { startsAt: { gte: rows[0]!.startsAt } },
    select: { channelId: true, startsAt: true },
  })
  const key = (row: { channelId: number; startsAt: Date }) => `${row.channelId}:${row.startsAt.getTime()}`
  const seen = new Set(existing.map(key))
  const missing = rows.filter((row) => !seen.has(key(row)))
  for (let i = 0; i < missing.length; i += 500) {
    await db.tvProgramme.createMany({ data: missing.slice(i, i + 500) })
  }
  return missing.length
}

// ---- Articles ----------------------------------------------------------------------

async function seedArticles(db: Tx, now: Date) {
  for (const category of ARTICLE_CATEGORIES) {
    await db.articleCategory.upsert({ where: { id: category.id }, update: { slug: category.slug, name: category.name }, create: { ...category } })
  }
  for (const author of DEMO_AUTHORS) {
    const data = buildAuthor({ ...author })
    await db.author.upsert({ where: { slug: author.slug }, update: { name: data.name, description: data.description }, create: data })
  }
  for (const [index, demo] of DEMO_ARTICLES.entries()) {
    const slug = movieSlug(demo.title)
    const media = buildMedia({ slug, alt: demo.title })
    const mediaRow = await db.media.upsert({ where: { sourceUrl: media.sourceUrl }, update: media, create: media })
    const tagIds: number[] = []
    for (const tag of demo.tags) {
      const row = await db.tag.upsert({ where: { slug: tag }, update: {}, create: { slug: tag, name: tagName(tag) } })
      tagIds.push(row.id)
    }
    // Published at a fixed Manila hour, `ageDays` before the seed date; index keeps the order stable.
    const date = new Date(manilaInstant(manilaDay(now), 8, 0, -demo.ageDays).getTime() + index * 60_000)
    const data = buildArticle({
      slug,
      title: demo.title,
      excerpt: articleExcerpt(demo),
      contentHtml: articleHtml(demo),
      date,
      modified: date,
      authorId: demo.authorId,
      featuredMediaId: mediaRow.id,
    })
    await db.article.upsert({
      where: { slug },
      update: { ...data, categories: { set: [{ id: demo.categoryId }] }, tags: { set: tagIds.map((id) => ({ id })) } },
      create: { ...data, categories: { connect: [{ id: demo.categoryId }] }, tags: { connect: tagIds.map((id) => ({ id })) } },
    })
  }
}

const tagName = (slug: string) => slug.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase())

// ---- Places, festivals, events ----------------------------------------------------------

async function seedPlaces(db: Tx) {
  for (const place of [...TOURIST_ATTRACTIONS, ...OTHER_PLACES]) {
    const data = placeData(place)
    await db.place.upsert({ where: { slug: place.identifier }, update: data, create: data })
  }
}

function placeData(place: TouristAttraction) {
  return buildPlace({
    slug: place.identifier,
    name: place.name,
    description: place.description,
    type: place.type,
    category: place.category,
    images: toJsonColumn([imageUrl('place', place.identifier), imageUrl('place', place.identifier, 600)]),
    streetAddress: place.address.streetAddress,
    addressLocality: place.address.addressLocality,
    addressRegion: place.address.addressRegion,
    postalCode: place.address.postalCode ?? null,
    latitude: place.geo.latitude,
    longitude: place.geo.longitude,
    openingHours: toJsonColumn(place.openingHours),
    amenities: toJsonColumn(place.amenities),
    touristTypes: toJsonColumn(place.touristTypes),
    priceRange: place.priceRange,
    telephone: place.telephone ?? null,
    url: place.url,
    sameAs: toJsonColumn(place.sameAs ?? []),
    bestSeason: place.bestSeason,
    languages: toJsonColumn(place.languages),
    paymentAccepted: toJsonColumn(place.paymentAccepted),
    capacity: place.capacity ?? null,
    ratingValue: place.aggregateRating.ratingValue,
    ratingCount: place.aggregateRating.ratingCount,
    ratingSource: DEMO_RATING_SOURCE,
  })
}

async function seedFestivalsAndEvents(db: Tx, today: CalendarDay) {
  const festivalIds = new Map<string, number>()
  for (const demo of DEMO_FESTIVALS) {
    const data = buildFestival({
      slug: demo.slug,
      name: demo.name,
      description: demo.description,
      location: demo.location,
      startDate: manilaInstant(today, 9, 0, demo.startOffset),
      endDate: manilaInstant(today, 22, 0, demo.startOffset + demo.days - 1),
      isFeatured: demo.isFeatured ?? false,
    })
    const festival = await db.festival.upsert({ where: { slug: demo.slug }, update: data, create: data })
    festivalIds.set(demo.slug, festival.id)
  }
  for (const demo of DEMO_EVENTS) {
    const startDate = manilaInstant(today, demo.startHour, 0, demo.startOffset)
    const data = buildEvent({
      slug: demo.slug,
      title: demo.title,
      description: demo.description,
      category: demo.category,
      venue: demo.venue,
      location: demo.location,
      startDate,
      endDate: demo.hours === null ? null : new Date(startDate.getTime() + demo.hours * 3600_000),
      price: demo.price,
      ticketUrl: demo.ticketUrl ?? null,
      isFeatured: demo.isFeatured ?? false,
      festivalId: demo.festival ? festivalIds.get(demo.festival)! : null,
    })
    await db.event.upsert({ where: { slug: demo.slug }, update: data, create: data })
  }
}

// ---- Community -------------------------------------------------------------------------

async function seedCommunity(
  db: Tx,
  { now, users, movies }: { now: Date; users: Map<string, number>; movies: Map<string, { id: number; hash: string; slug: string }> },
) {
  const userId = (username: string) => users.get(username)!
  const places = new Map([...TOURIST_ATTRACTIONS, ...OTHER_PLACES].map((place) => [place.identifier, place]))

  for (const review of DEMO_REVIEWS) {
    const authorId = userId(review.username)
    const target =
      'movie' in review.target
        ? (() => {
            const movie = movies.get(review.target.movie)!
            return {
              contentTypeId: 2,
              externalContentId: String(movie.id),
              entityType: 'movie',
              data: { name: review.target.movie, image: posterUrl(movie.hash), type: 'movie', url: `/movies/title/${movie.hash}/${movie.slug}` },
            }
          })()
        : (() => {
            const place = places.get(review.target.place)!
            const restaurant = review.target.restaurant ?? false
            return {
              contentTypeId: restaurant ? 3 : 1,
              externalContentId: place.identifier,
              entityType: restaurant ? 'restaurant' : 'place',
              data: { name: place.name, image: imageUrl('place', place.identifier), type: restaurant ? 'restaurant' : 'place', url: `/places/${place.identifier}` },
            }
          })()
    const createdAt = new Date(now.getTime() - review.ageDays * DAY_MS)
    const hashId = stableId(`review:${review.username}:${target.contentTypeId}:${target.externalContentId}`)
    const data = buildReview({
      userId: authorId,
      hashId,
      contentTypeId: target.contentTypeId,
      externalContentId: target.externalContentId,
      externalContentData: toJsonColumn(target.data),
      title: review.title,
      content: review.content,
      rating: review.rating,
      pros: review.pros ?? null,
      cons: review.cons ?? null,
      recommended: review.recommended,
      containsSpoilers: review.containsSpoilers ?? false,
      reviewKey: reviewKey(authorId, target.contentTypeId, target.externalContentId),
      createdAt,
    })
    const post = await db.post.upsert({ where: { hashId }, update: {}, create: data })
    const activityName = target.entityType === 'movie' ? { movieTitle: target.data.name } : target.entityType === 'restaurant' ? { restaurantName: target.data.name } : { placeName: target.data.name, placeSlug: target.externalContentId }
    await ensureActivity(db, {
      userId: authorId,
      activityType: 'CREATE_REVIEW',
      entityType: target.entityType,
      entityId: String(post.id),
      externalContentId: target.externalContentId,
      postId: post.id,
      data: toJsonColumn({ ...activityName, content: review.content, rating: review.rating, postId: post.id, postHashId: post.hashId }),
      createdAt,
    })

    for (const [index, reply] of (review.replies ?? []).entries()) {
      const replyHash = stableId(`reply:${hashId}:${index}`)
      const replyAt = new Date(createdAt.getTime() + (index + 1) * 3600_000)
      const replyData = buildReply(post, { userId: userId(reply.username), hashId: replyHash, content: reply.content, externalContentData: data.externalContentData, createdAt: replyAt })
      const replyRow = await db.post.upsert({ where: { hashId: replyHash }, update: {}, create: replyData })
      await ensureActivity(db, {
        userId: userId(reply.username),
        activityType: 'CREATE_REPLY',
        entityType: 'review',
        entityId: String(replyRow.id),
        externalContentId: target.externalContentId,
        postId: replyRow.id,
        data: toJsonColumn({ ...activityName, content: reply.content, postId: replyRow.id, postHashId: replyRow.hashId }),
        createdAt: replyAt,
      })
    }
    for (const liker of review.likedBy ?? []) {
      await ensureLike(db, userId(liker), 'post', String(post.id), new Date(createdAt.getTime() + 2 * 3600_000))
    }
    // Denormalised counters follow the rows.
    const [replyCount, likeCount] = await Promise.all([
      db.post.count({ where: { parentPostId: post.id } }),
      db.like.count({ where: { targetType: 'post', targetId: String(post.id) } }),
    ])
    await db.post.update({ where: { id: post.id }, data: { replyCount, likeCount } })
  }

  for (const like of DEMO_CONTENT_LIKES) {
    const movie = like.movie ? movies.get(like.movie)! : undefined
    const [targetType, targetId] = movie ? ['movie', String(movie.id)] : ['place', like.place!]
    await ensureLike(db, userId(like.username), targetType, targetId, new Date(now.getTime() - 3 * DAY_MS))
  }

  for (const [follower, following] of DEMO_FOLLOWS) {
    const followerId = userId(follower)
    const followingId = userId(following)
    await db.follow.upsert({
      where: { followerId_followingId: { followerId, followingId } },
      update: {},
      create: { followerId, followingId, createdAt: new Date(now.getTime() - 20 * DAY_MS) },
    })
    await ensureActivity(db, {
      userId: followerId,
      activityType: 'follow',
      entityType: 'user',
      entityId: String(followingId),
      data: toJsonColumn({ message: `started following ${following}` }),
      createdAt: new Date(now.getTime() - 20 * DAY_MS),
    })
  }

  // A pending release alert and its inbox twin, so the notifications pages have content.
  const maria = userId('maria_santos')
  const upcoming = movies.get('Bituin sa Tanghali')!
  await db.movieReleaseNotification.upsert({
    where: { userId_movieId: { userId: maria, movieId: upcoming.id } },
    update: {},
    create: { userId: maria, movieId: upcoming.id, email: 'maria@example.test' },
  })
  const released = movies.get('Habang May Ulan')!
  if (!(await db.inboxNotification.findFirst({ where: { userId: maria, movieId: released.id } }))) {
    await db.inboxNotification.create({
      data: {
        userId: maria,
        movieId: released.id,
        title: 'Now showing: Habang May Ulan',
        message: 'A movie you follow is now in cinemas. Check the showtimes near you.',
        movieUrl: `/movies/title/${released.hash}/${released.slug}`,
        createdAt: new Date(now.getTime() - 9 * DAY_MS),
      },
    })
  }
}

async function ensureLike(db: Tx, userId: number, targetType: string, targetId: string, createdAt: Date) {
  await db.like.upsert({
    where: { userId_targetType_targetId: { userId, targetType, targetId } },
    update: {},
    create: { userId, targetType, targetId, createdAt },
  })
  await ensureActivity(db, { userId, activityType: 'like', entityType: targetType === 'post' ? 'review' : targetType, entityId: targetId, data: '{}', createdAt })
}

/** Activities have no natural key: look for the same (user, type, entity) before inserting. */
async function ensureActivity(
  db: Tx,
  activity: { userId: number; activityType: string; entityType: string; entityId: string; externalContentId?: string; postId?: number; data: string; createdAt: Date },
) {
  const { userId, activityType, entityType, entityId } = activity
  const found = await db.activity.findFirst({ where: { userId, activityType, entityType, entityId }, select: { id: true, postId: true } })
  if (!found) await db.activity.create({ data: activity })
  // Entries seeded before Activity.postId existed learn their post (deleting the post then deletes them).
  else if (activity.postId !== undefined && found.postId !== activity.postId) await db.activity.update({ where: { id: found.id }, data: { postId: activity.postId } })
}
