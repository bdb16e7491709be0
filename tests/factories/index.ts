/**
 * Test factories: small builders returning Prisma create inputs with sensible defaults, and
 * `create*` helpers that insert them. prisma/seed-database.ts composes the same builders, so the
 * demo data and the tests agree on what a valid row looks like.
 */
import type { Db } from '../../api/db.ts'
import type { Prisma } from '../../api/generated/prisma/client.ts'
import { movieSlug } from '../../api/contracts/slugs.ts'
import { imageUrl, mediaSizes, posterUrl } from '../../api/modules/media/media.urls.ts'
import { movieHash, stableId } from '../../prisma/demo/ids.ts'
import { manilaDate } from '../../api/modules/movies/manila-dates.ts'
import { manilaDateFromNow } from '../../prisma/demo/manila-time.ts'
import { toJsonColumn } from '../../prisma/json-columns.ts'
import { buildSeatMapSeats, seatMapColumns, STANDARD_SEAT_MAP, type SeatMapLayout } from '../../api/modules/tickets/seat-layout.ts'

let sequence = 0
/** A number unique within this process, for default names that must not collide. */
const next = () => ++sequence

const slugify = (text: string) => movieSlug(text)

// ---- Users -----------------------------------------------------------------

/** When the factories' staff accounts proved their address (decision 015: staff start verified). */
export const STAFF_EMAIL_VERIFIED_AT = new Date('2026-01-01T00:00:00Z')

/**
 * A user: plain and unverified by default (as a password registration leaves it); a staff account (role
 * admin or moderator, or isAdmin) starts with a verified address, as the demo staff are seeded.
 */
export function buildUser(overrides: Partial<Prisma.UserUncheckedCreateInput> = {}): Prisma.UserUncheckedCreateInput {
  const username = overrides.username ?? `user${next()}`
  const staff = overrides.isAdmin === true || overrides.role === 'admin' || overrides.role === 'moderator'
  return {
    username,
    name: `Test ${username}`,
    displayName: `Test ${username}`,
    email: `${username}@example.test`,
    emailVerifiedAt: staff ? STAFF_EMAIL_VERIFIED_AT : null,
    ...overrides,
  }
}

export const createUser = (db: Db, overrides: Partial<Prisma.UserUncheckedCreateInput> = {}) =>
  db.user.create({ data: buildUser(overrides) })

// ---- Movies ----------------------------------------------------------------

export function buildMovie(overrides: Partial<Prisma.MovieUncheckedCreateInput> = {}): Prisma.MovieUncheckedCreateInput {
  const title = overrides.title ?? `Test Movie ${next()}`
  const hash = overrides.hash ?? movieHash(title)
  return {
    hash,
    slug: movieSlug(title),
    title,
    synopsis: 'A test film.',
    mtrcbRating: 'PG',
    runningTime: 100,
    status: 'nowShowing',
    genres: toJsonColumn(['Drama']),
    language: 'English',
    poster: posterUrl(hash),
    poster2x: posterUrl(hash, 430),
    ...overrides,
  }
}

export const createMovie = (db: Db, overrides: Partial<Prisma.MovieUncheckedCreateInput> = {}) =>
  db.movie.create({ data: buildMovie(overrides) })

// ---- Malls, theaters, showtimes ----------------------------------------------

export function buildMall(overrides: Partial<Prisma.MallUncheckedCreateInput> = {}): Prisma.MallUncheckedCreateInput {
  const name = overrides.name ?? `Test Mall ${next()}`
  return {
    name,
    slug: slugify(name),
    operator: 'SM Supermalls',
    address: 'EDSA, Manila',
    city: 'Manila',
    citySlug: 'manila',
    province: 'Metro Manila',
    provinceSlug: 'metro-manila',
    region: 'metro-manila',
    latitude: 14.5995,
    longitude: 120.9842,
    ...overrides,
  }
}

export const createMall = (db: Db, overrides: Partial<Prisma.MallUncheckedCreateInput> = {}) =>
  db.mall.create({ data: buildMall(overrides) })

/** A cinema (the Theater model) in a mall; `mallId` is required. */
export function buildTheater(
  overrides: Partial<Prisma.TheaterUncheckedCreateInput> & { mallId: number },
): Prisma.TheaterUncheckedCreateInput {
  const name = overrides.name ?? `Test Cinemas ${next()}`
  return { name, slug: slugify(name), screens: 4, ...overrides }
}

export const createTheater = (db: Db, overrides: Partial<Prisma.TheaterUncheckedCreateInput> & { mallId: number }) =>
  db.theater.create({ data: buildTheater(overrides) })

/**
 * One showtime; `theaterId` and `movieId` are required. `showDate` follows `startsAt` in Asia/Manila
 * unless given. The default start is tomorrow 19:00 Manila time.
 */
export function buildSchedule(
  overrides: Partial<Prisma.ScheduleUncheckedCreateInput> & { theaterId: number; movieId: number },
): Prisma.ScheduleUncheckedCreateInput {
  const startsAt = new Date(overrides.startsAt ?? `${manilaDateFromNow(new Date(), 1)}T19:00:00+08:00`)
  const format = overrides.format ?? 'Regular'
  return {
    startsAt,
    showDate: manilaDate(startsAt),
    price: 35000,
    format,
    in3d: format === '3D',
    available: true,
    buyTicket: true,
    seatsAvailable: 120,
    ...overrides,
  }
}

export const createSchedule = (db: Db, overrides: Partial<Prisma.ScheduleUncheckedCreateInput> & { theaterId: number; movieId: number }) =>
  db.schedule.create({ data: buildSchedule(overrides) })

// ---- Articles ----------------------------------------------------------------

export function buildMedia(overrides: Partial<Prisma.MediaUncheckedCreateInput> & { slug?: string } = {}): Prisma.MediaUncheckedCreateInput {
  const { slug = `test-image-${next()}`, ...rest } = overrides
  const sizes = mediaSizes('article', slug)
  return {
    sourceUrl: sizes.full.source_url,
    alt: '',
    width: sizes.full.width,
    height: sizes.full.height,
    sizes: toJsonColumn(sizes),
    ...rest,
  }
}

export function buildAuthor(overrides: Partial<Prisma.AuthorUncheckedCreateInput> = {}): Prisma.AuthorUncheckedCreateInput {
  const name = overrides.name ?? `Test Author ${next()}`
  return { name, slug: slugify(name), ...overrides }
}

export const createAuthor = (db: Db, overrides: Partial<Prisma.AuthorUncheckedCreateInput> = {}) =>
  db.author.create({ data: buildAuthor(overrides) })

/**
 * An article without relations; connect categories, tags, author and media with the `create*` helper
 * or in the caller (`categories: { connect: [{ id: 7 }] }` needs the category rows).
 */
export function buildArticle(overrides: Partial<Prisma.ArticleUncheckedCreateInput> = {}): Prisma.ArticleUncheckedCreateInput {
  const title = overrides.title ?? `Test Article ${next()}`
  const date = overrides.date ?? new Date()
  return {
    slug: slugify(title),
    title,
    excerpt: `<p>${title}.</p>`,
    contentHtml: `<p>${title}.</p>`,
    date,
    modified: date,
    status: 'publish',
    ...overrides,
  }
}

/** Inserts an article; `categoryIds` are connected, creating missing categories as "category-{id}". */
export async function createArticle(db: Db, overrides: Partial<Prisma.ArticleUncheckedCreateInput> & { categoryIds?: number[] } = {}) {
  const { categoryIds = [], ...rest } = overrides
  for (const id of categoryIds) {
    await db.articleCategory.upsert({ where: { id }, update: {}, create: { id, slug: `category-${id}`, name: `Category ${id}` } })
  }
  return db.article.create({
    data: { ...buildArticle(rest), categories: { connect: categoryIds.map((id) => ({ id })) } },
  })
}

// ---- Places, events, festivals ----------------------------------------------------

export function buildPlace(overrides: Partial<Prisma.PlaceUncheckedCreateInput> = {}): Prisma.PlaceUncheckedCreateInput {
  const name = overrides.name ?? `Test Place ${next()}`
  const slug = overrides.slug ?? slugify(name)
  return {
    slug,
    name,
    description: `${name}, a place in Metro Manila.`,
    type: 'TouristAttraction',
    images: toJsonColumn([imageUrl('place', slug)]),
    addressLocality: 'Manila',
    addressRegion: 'Metro Manila',
    latitude: 14.5995,
    longitude: 120.9842,
    openingHours: toJsonColumn([{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:00' }]),
    priceRange: 'Free',
    languages: toJsonColumn(['English', 'Filipino']),
    ...overrides,
  }
}

export const createPlace = (db: Db, overrides: Partial<Prisma.PlaceUncheckedCreateInput> = {}) =>
  db.place.create({ data: buildPlace(overrides) })

/** An event starting a week from now unless told otherwise. */
export function buildEvent(overrides: Partial<Prisma.EventUncheckedCreateInput> = {}): Prisma.EventUncheckedCreateInput {
  const title = overrides.title ?? `Test Event ${next()}`
  const slug = overrides.slug ?? slugify(title)
  return {
    slug,
    title,
    description: `${title} in Metro Manila.`,
    startDate: new Date(Date.now() + 7 * 24 * 3600_000),
    venue: 'SM Mall of Asia Arena',
    location: 'Pasay',
    category: 'Music',
    imageUrl: imageUrl('event', slug),
    price: 'Free',
    status: 'published',
    ...overrides,
  }
}

export const createEvent = (db: Db, overrides: Partial<Prisma.EventUncheckedCreateInput> = {}) =>
  db.event.create({ data: buildEvent(overrides) })

export function buildFestival(overrides: Partial<Prisma.FestivalUncheckedCreateInput> = {}): Prisma.FestivalUncheckedCreateInput {
  const name = overrides.name ?? `Test Festival ${next()}`
  const slug = overrides.slug ?? slugify(name)
  const startDate = new Date(Date.now() + 14 * 24 * 3600_000)
  return {
    slug,
    name,
    description: `${name}.`,
    startDate,
    endDate: new Date(startDate.getTime() + 3 * 24 * 3600_000),
    imageUrl: imageUrl('festival', slug),
    ...overrides,
  }
}

export const createFestival = (db: Db, overrides: Partial<Prisma.FestivalUncheckedCreateInput> = {}) =>
  db.festival.create({ data: buildFestival(overrides) })

// ---- Community -----------------------------------------------------------------------

/** The unique key enforcing one review per user per content (null for replies and posts). */
export function reviewKey(userId: number, contentTypeId: number, externalContentId: string): string {
  return `${userId}:${contentTypeId}:${externalContentId}`
}

/** A review by `userId` of a movie (contentTypeId 2) unless told otherwise. */
export function buildReview(
  overrides: Partial<Prisma.PostUncheckedCreateInput> & { userId: number; externalContentId: string },
): Prisma.PostUncheckedCreateInput {
  const contentTypeId = overrides.contentTypeId ?? 2
  return {
    hashId: stableId(`post:review:${overrides.userId}:${contentTypeId}:${overrides.externalContentId}`),
    postType: 'review',
    contentTypeId,
    content: 'Worth the ticket.',
    rating: 4,
    recommended: true,
    reviewKey: reviewKey(overrides.userId, contentTypeId, overrides.externalContentId),
    ...overrides,
  }
}

export const createReview = (db: Db, overrides: Partial<Prisma.PostUncheckedCreateInput> & { userId: number; externalContentId: string }) =>
  db.post.create({ data: buildReview(overrides) })

/** A reply to `parent` (a review or another reply) by `userId`. */
export function buildReply(
  parent: { id: number; rootPostId: number | null; contentTypeId: number; externalContentId: string },
  overrides: Partial<Prisma.PostUncheckedCreateInput> & { userId: number },
): Prisma.PostUncheckedCreateInput {
  return {
    hashId: stableId(`post:reply:${parent.id}:${overrides.userId}:${overrides.content ?? ''}:${next()}`),
    postType: 'reply',
    contentTypeId: parent.contentTypeId,
    externalContentId: parent.externalContentId,
    content: 'Agreed!',
    parentPostId: parent.id,
    rootPostId: parent.rootPostId ?? parent.id,
    ...overrides,
  }
}

// ---- Tickets: halls and seat maps (decision 037) -------------------------------------------

export { buildSeatMapSeats, seatMapColumns, STANDARD_SEAT_MAP, type SeatMapLayout } from '../../api/modules/tickets/seat-layout.ts'

/** A hall with its seat map; `theaterId` is required. */
export async function createHall(
  db: Db,
  overrides: Partial<Prisma.HallUncheckedCreateInput> & { theaterId: number },
  layout: SeatMapLayout = STANDARD_SEAT_MAP,
) {
  const screenNumber = overrides.screenNumber ?? next()
  const hall = await db.hall.create({
    data: { name: `Cinema ${screenNumber}`, screenNumber, premiumSurcharge: 10000, columns: seatMapColumns(layout), ...overrides },
  })
  await db.hallSeat.createMany({ data: buildSeatMapSeats(hall.id, layout) })
  return hall
}
