import {
  EVENT_LIMITS,
  EVENT_MESSAGES,
  EVENTS_PER_PAGE_DEFAULT,
  MANILA_UTC_OFFSET,
  eventCategorySlug,
  type EventCategoriesResponse,
  type EventCreate,
  type EventCreatedResponse,
  type EventListResponse,
  type EventResponse,
  type EventsQuery,
  type FestivalListResponse,
  type FestivalResponse,
} from '../../contracts/events.ts'
import { pagination } from '../../contracts/paging.ts'
import { isUniqueViolation, type Db } from '../../db.ts'
import { movieSlug } from '../../contracts/slugs.ts'
import type { PublicUser } from '../../contracts/user.ts'
import { NotFound, ValidationFailed } from '../../errors.ts'
import type { Clock } from '../../clock.ts'
import type { AppDeps } from '../../types.ts'
import { imageUrl } from '../media/media.urls.ts'
import { manilaToday } from '../movies/manila-dates.ts'
import { eventCalendar } from './event-calendar.ts'
import { presentEvent, presentFestival } from './event.presenter.ts'
import { eventVisibleTo, eventsRepository, upcomingWhere, type EventFilter } from './events.repository.ts'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>

const EventNotFound = () => NotFound(EVENT_MESSAGES.notFound, 'EVENT_NOT_FOUND')
const FestivalNotFound = () => NotFound(EVENT_MESSAGES.festivalNotFound, 'FESTIVAL_NOT_FOUND')
const DAY_MS = 86_400_000
/** Longest slug made from a title (the suffix for repeats comes on top). */
const SLUG_BASE_MAX = 80

/** Published events that have not ended, as of the clock (lists, categories and search). */
export function upcomingEventsWhere(clock: Clock) {
  const startOfToday = new Date(`${manilaToday(clock)}T00:00:00${MANILA_UTC_OFFSET}`)
  return upcomingWhere(clock.now(), startOfToday)
}

export function eventsService(deps: Deps) {
  const repo = eventsRepository(deps.db)
  const upcoming = () => upcomingEventsWhere(deps.clock)

  /** The category names a filter value stands for ('music', 'Music' and 'MUSIC' are one category). */
  async function categoryNames(value: string): Promise<string[]> {
    const wanted = eventCategorySlug(value)
    return (await repo.categoryNames()).filter((name) => eventCategorySlug(name) === wanted)
  }

  /** A free slug for a new event: the title's slug, then -2, -3 … */
  async function freeSlug(title: string): Promise<string> {
    const base = movieSlug(title).slice(0, SLUG_BASE_MAX).replace(/-+$/, '') || 'event'
    for (let n = 1; n <= 100; n++) {
      const slug = n === 1 ? base : `${base}-${n}`
      if (!(await repo.slugTaken(slug))) return slug
    }
    return `${base}-${deps.clock.now().getTime().toString(36)}`
  }

  async function createPending(user: PublicUser, input: EventCreate, slug: string, festivalId: number | null): Promise<EventCreatedResponse> {
    const row = await repo.create({
      slug,
      title: input.title,
      description: input.description,
      category: input.category,
      startDate: input.startDate,
      endDate: input.endDate ?? null,
      venue: input.venue,
      location: input.location,
      price: input.price,
      ticketUrl: input.ticketUrl ?? null,
      imageUrl: imageUrl('event', slug),
      isFeatured: false,
      status: 'pending',
      submittedById: user.id,
      festivalId,
      createdAt: deps.clock.now(),
    })
    return { status: 'success', message: EVENT_MESSAGES.submitted, data: presentEvent(row) }
  }

  return {
    /** Upcoming published events, soonest first (doc 2 §7 GET /api/events), with the list's filters. */
    async list(query: EventsQuery): Promise<EventListResponse> {
      const page = query.page ?? 1
      const perPage = query.per_page ?? EVENTS_PER_PAGE_DEFAULT
      const filter: EventFilter = { featured: query.featured, festivalSlug: query.festival }
      if (query.category) filter.categories = await categoryNames(query.category)
      const [rows, total] = await repo.page(upcoming(), filter, (page - 1) * perPage, perPage)
      return { status: 'success', data: rows.map(presentEvent), pagination: pagination(page, perPage, total) }
    },

    /** Categories of upcoming events with their counts, by name. */
    async categories(): Promise<EventCategoriesResponse> {
      const counts = await repo.categoryCounts(upcoming())
      const categories = counts
        .map(({ name, count }) => ({ name, slug: eventCategorySlug(name), count }))
        .sort((a, b) => a.name.localeCompare(b.name))
      return { status: 'success', categories }
    },

    /**
     * One event by slug. Published events are public (past ones too); a pending or rejected event is
     * shown only to the person who submitted it and to staff, everyone else gets 404.
     */
    async bySlug(slug: string, viewer: PublicUser | null): Promise<EventResponse> {
      const row = /^[a-z0-9-]{1,200}$/.test(slug) ? await repo.findBySlug(slug) : null
      if (!row || !eventVisibleTo(row, viewer)) throw EventNotFound()
      return { status: 'success', data: presentEvent(row) }
    },

    /** "Add to calendar": a published event as an .ics file (anything else is 404, as for its page's visitors). */
    async calendar(slug: string): Promise<{ filename: string; body: string }> {
      const row = /^[a-z0-9-]{1,200}$/.test(slug) ? await repo.publishedForCalendar(slug) : null
      if (!row) throw EventNotFound()
      return { filename: `${row.slug}.ics`, body: eventCalendar(row, deps.config.publicUrl) }
    },

    /**
     * Stores an event submitted by a signed-in user as pending (staff review it in the admin area).
     * The start must lie ahead (and within 2 years); a festival, when named, must exist.
     */
    async submit(user: PublicUser, input: EventCreate): Promise<EventCreatedResponse> {
      const now = deps.clock.now().getTime()
      const start = input.startDate.getTime()
      if (start <= now) throw ValidationFailed([{ field: 'startDate', message: EVENT_MESSAGES.startInPast }])
      if (start > now + EVENT_LIMITS.startWithinDays * DAY_MS) throw ValidationFailed([{ field: 'startDate', message: EVENT_MESSAGES.startTooFar }])
      let festivalId: number | null = null
      if (input.festival) {
        const festival = await repo.festivalIdBySlug(input.festival)
        if (!festival) throw ValidationFailed([{ field: 'festival', message: EVENT_MESSAGES.unknownFestival }])
        festivalId = festival.id
      }
      // Two submissions of one title at once can pick the same free slug (PostgreSQL runs them truly in
      // parallel): the loser's insert hits the unique slug and it picks again.
      for (let attempt = 1; ; attempt++) {
        const slug = await freeSlug(input.title)
        try {
          return await createPending(user, input, slug, festivalId)
        } catch (err) {
          const slugTaken = isUniqueViolation(err)
          if (!slugTaken || attempt >= 5) throw err
        }
      }
    },

    /** Festivals that have not ended, soonest first. */
    async festivals(): Promise<FestivalListResponse> {
      const rows = await repo.currentFestivals(deps.clock.now())
      return { status: 'success', data: rows.map(presentFestival) }
    },

    /** A festival (past ones too) with its published events. */
    async festival(slug: string): Promise<FestivalResponse> {
      const row = /^[a-z0-9-]{1,200}$/.test(slug) ? await repo.findFestival(slug) : null
      if (!row) throw FestivalNotFound()
      const events = await repo.festivalEvents(row.id)
      return { status: 'success', data: { ...presentFestival(row), events: events.map(presentEvent) } }
    },
  }
}

/** The public-events filter, the one visibility check (decision 018) and an event's public fields, for other modules' reads. */
export { eventSelect, eventVisibleTo, publicEventWhere } from './events.repository.ts'

/** What the generated image of an event draws, with what `eventVisibleTo` needs (any status). */
export const eventCardBySlug = (db: Db, slug: string) => eventsRepository(db).cardBySlug(slug)
