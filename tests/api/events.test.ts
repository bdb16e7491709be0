import { randomBytes } from 'node:crypto'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import type {
  EventCategoriesResponse,
  EventCreatedResponse,
  EventCreateInput,
  EventListResponse,
  EventResponse,
  FestivalListResponse,
  FestivalResponse,
} from '../../api/contracts/events.ts'
import { hashToken, SESSION_IDLE_MS } from '../../api/modules/auth/sessions.ts'
import { seedDatabase } from '../../prisma/seed-database.ts'
import { createEvent, createUser } from '../factories/index.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

// Saturday 21 November 2026, 12:00 in Manila.
const clock = fixedClock('2026-11-21T04:00:00Z')
let app: TestApp

beforeAll(async () => {
  app = await startTestApp({ clock })
  await seedDatabase(app.deps.db, { now: clock.now() })
})
afterAll(async () => {
  await app?.close()
})

const getJson = async <T>(path: string, cookie?: string) => {
  const res = await app.request(path, { headers: cookie ? { Cookie: `gala_session=${cookie}` } : {} })
  return { res, body: (await res.json()) as T & { message?: string; code?: string; issues?: { field: string; message: string }[] } }
}

/** A signed-in user: a session row and its cookie value (the same token the sign-in routes would set). */
async function signedInUser(username: string, role: 'user' | 'admin' = 'user') {
  const user = await createUser(app.deps.db, { username, role })
  const token = randomBytes(32).toString('base64url')
  const now = clock.now()
  await app.deps.db.session.create({ data: { id: hashToken(token), userId: user.id, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) } })
  return { user, cookie: token }
}

const postEvent = (body: unknown, cookie?: string) =>
  app.request('/api/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: `gala_session=${cookie}` } : {}) },
    body: JSON.stringify(body),
  })

const validEvent: EventCreateInput = {
  title: 'Kundiman Night at the Met',
  description: 'An evening of kundiman classics sung by young artists from the conservatory, with a string quartet.',
  category: 'Music',
  startDate: '2026-12-05T19:00',
  endDate: '2026-12-05T21:30',
  venue: 'Metropolitan Theater',
  location: 'Manila',
  price: '₱500',
}

describe('GET /api/events', () => {
  it('lists upcoming published events soonest first, with the doc 2 §3 fields', async () => {
    const { res, body } = await getJson<EventListResponse>('/api/events?per_page=50')
    expect(res.status).toBe(200)
    expect(body.pagination.total).toBe(15)
    const starts = body.data.map((event) => event.startDate)
    expect(starts).toEqual([...starts].sort())
    const first = body.data[0]!
    expect(first).toMatchObject({ slug: 'maginhawa-night-market', title: 'Maginhawa Night Market', name: 'Maginhawa Night Market', category: 'Market', price: 'Free', status: 'published', url: '/events/maginhawa-night-market' })
    expect(first.start_date).toBe(first.startDate)
    expect(first.date).toBe(first.startDate)
    expect(first.image).toBe(first.imageUrl)
    // Two days ahead at 18:00 Manila.
    expect(first.startDate).toBe('2026-11-23T10:00:00.000Z')
    const festivalEvent = body.data.find((event) => event.slug === 'bgc-mural-walk')!
    expect(festivalEvent.festival).toMatchObject({ slug: 'bgc-arts-month', name: 'BGC Arts Month' })
  })

  it('leaves out past, pending and rejected events', async () => {
    await createEvent(app.deps.db, { slug: 'last-week-gig', title: 'Last Week Gig', startDate: new Date('2026-11-14T12:00:00Z'), endDate: new Date('2026-11-14T15:00:00Z') })
    await createEvent(app.deps.db, { slug: 'pending-gig', title: 'Pending Gig', status: 'pending', startDate: new Date('2026-12-01T12:00:00Z') })
    await createEvent(app.deps.db, { slug: 'rejected-gig', title: 'Rejected Gig', status: 'rejected', startDate: new Date('2026-12-01T12:00:00Z') })
    // Started this morning without an end time: still listed today.
    await createEvent(app.deps.db, { slug: 'this-morning-fair', title: 'This Morning Fair', startDate: new Date('2026-11-21T01:00:00Z'), endDate: null })
    const { body } = await getJson<EventListResponse>('/api/events?per_page=50')
    const slugs = body.data.map((event) => event.slug)
    expect(slugs).not.toContain('last-week-gig')
    expect(slugs).not.toContain('pending-gig')
    expect(slugs).not.toContain('rejected-gig')
    expect(slugs[0]).toBe('this-morning-fair')
    await app.deps.db.event.deleteMany({ where: { slug: { in: ['last-week-gig', 'pending-gig', 'rejected-gig', 'this-morning-fair'] } } })
  })

  it('filters by category (any case), featured and festival, and pages', async () => {
    const music = await getJson<EventListResponse>('/api/events?category=music')
    expect(music.body.data.map((event) => event.slug)).toEqual(['orchestra-in-the-park', 'opm-night-at-the-arena', 'campus-band-finals'])
    const featured = await getJson<EventListResponse>('/api/events?featured=true')
    expect(featured.body.data.length).toBe(4)
    expect(featured.body.data.every((event) => event.featured)).toBe(true)
    const festival = await getJson<EventListResponse>('/api/events?festival=manila-street-food-festival')
    expect(festival.body.data.map((event) => event.slug)).toEqual(['street-food-opening-night', 'street-food-kakanin-workshop'])
    const page = await getJson<EventListResponse>('/api/events?per_page=3&page=2')
    expect(page.body.pagination).toEqual({ page: 2, per_page: 3, total: 15, total_pages: 5 })
    expect(page.body.data).toHaveLength(3)
    const none = await getJson<EventListResponse>('/api/events?category=Opera')
    expect(none.body.data).toEqual([])
  })

  it.each(['page=0', 'per_page=500', 'featured=maybe', 'festival=Not%20A%20Slug', 'category=%3Cscript%3E'])('answers 400 for %s', async (query) => {
    const { res, body } = await getJson(`/api/events?${query}`)
    expect(res.status).toBe(400)
    expect(body.code).toBe('VALIDATION_FAILED')
  })
})

describe('GET /api/events/categories', () => {
  it('lists the categories of upcoming events with counts', async () => {
    const { res, body } = await getJson<EventCategoriesResponse>('/api/events/categories')
    expect(res.status).toBe(200)
    expect(body.categories).toContainEqual({ name: 'Food', slug: 'food', count: 4 })
    expect(body.categories.reduce((sum, category) => sum + category.count, 0)).toBe(15)
  })
})

describe('GET /api/events/:slug', () => {
  it('answers a published event, and 404 for an unknown one', async () => {
    const { res, body } = await getJson<EventResponse>('/api/events/indie-film-marathon')
    expect(res.status).toBe(200)
    expect(body.data).toMatchObject({ title: 'Indie Film Marathon', venue: 'Cinematheque Centre Manila', price: '₱150', category: 'Film' })
    const missing = await getJson('/api/events/no-such-event')
    expect(missing.res.status).toBe(404)
    expect(missing.body.message).toBe('Event not found')
  })
})

describe('GET /api/events/:slug/calendar.ics', () => {
  const calendarOf = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
    const vevent = calendar.getFirstSubcomponent('vevent')!
    return { calendar, vevent, event: new ICAL.Event(vevent) }
  }

  it('answers a published event as an iCalendar file, its text escaped and read back whole', async () => {
    const description = 'Bring: water, a hat; and a mat.\nDoors open at 5, gates close at 7.\\ No re-entry.'
    await createEvent(app.deps.db, {
      slug: 'calendar-test-fair',
      title: 'Sining, Musika; at Pagkain',
      description,
      venue: 'Ayala Triangle Gardens, Tower One',
      location: 'Makati',
      startDate: new Date('2026-12-12T10:00:00Z'),
      endDate: new Date('2026-12-12T14:30:00Z'),
      ticketUrl: 'https://tickets.example.com/fair?day=1&seat=a,b',
      createdAt: new Date('2026-11-01T00:00:00Z'),
    })
    const res = await app.request('/api/events/calendar-test-fair/calendar.ics')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="calendar-test-fair.ics"')
    const text = await res.text()
    // CRLF lines folded by ical.js (75 octets after a continuation line's leading space), the TEXT escapes on the wire.
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.split('\r\n').filter((line) => Buffer.byteLength(line.replace(/^ /, '')) > 75)).toEqual([])
    expect(text).toContain('SUMMARY:Sining\\, Musika\\; at Pagkain')
    expect(text).toMatch(/^DTSTART:20261212T100000Z\r$/m)
    expect(text).toMatch(/^DTEND:20261212T143000Z\r$/m)

    const { calendar, vevent, event } = calendarOf(text)
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Gala//Events//EN')
    expect(event.summary).toBe('Sining, Musika; at Pagkain')
    expect(event.location).toBe('Ayala Triangle Gardens, Tower One, Makati')
    expect(event.description).toBe(`${description}\n\nGet tickets or register: https://tickets.example.com/fair?day=1&seat=a,b`)
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-12T10:00:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-12T14:30:00.000Z')
    expect(String(vevent.getFirstPropertyValue('url'))).toBe(`${app.deps.config.publicUrl}/events/calendar-test-fair`)
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy()
    const row = await app.deps.db.event.findUniqueOrThrow({ where: { slug: 'calendar-test-fair' } })
    expect(event.uid).toBe(`event-${row.id}@${new URL(app.deps.config.publicUrl).hostname}`)

    // The same file on every download: the UID stays the event's, so a calendar updates its entry.
    expect(await (await app.request('/api/events/calendar-test-fair/calendar.ics')).text()).toBe(text)
    // The event says where its calendar file is.
    const page = await getJson<EventResponse>('/api/events/calendar-test-fair')
    expect(page.body.data).toMatchObject({ calendarUrl: '/api/events/calendar-test-fair/calendar.ics', ticketUrl: 'https://tickets.example.com/fair?day=1&seat=a,b' })
    await app.deps.db.event.delete({ where: { slug: 'calendar-test-fair' } })
  })

  it('leaves DTEND out for an event without an end, and the ticket line without a link', async () => {
    await createEvent(app.deps.db, { slug: 'calendar-open-end', title: 'Open End', startDate: new Date('2026-12-12T10:00:00Z'), endDate: null, venue: null, location: null })
    const { vevent, event } = calendarOf(await (await app.request('/api/events/calendar-open-end/calendar.ics')).text())
    expect(vevent.hasProperty('dtend')).toBe(false)
    expect(vevent.hasProperty('location')).toBe(false)
    expect(event.description).toBe('Open End in Metro Manila.')
    await app.deps.db.event.delete({ where: { slug: 'calendar-open-end' } })
  })

  it('answers 404 for an unknown, pending, rejected or unpublished event, even to its author and staff', async () => {
    const { user, cookie } = await signedInUser('calendar_author')
    const admin = await signedInUser('calendar_admin', 'admin')
    for (const status of ['pending', 'rejected', 'unpublished']) {
      await createEvent(app.deps.db, { slug: `calendar-${status}`, title: `Calendar ${status}`, status, submittedById: user.id })
      for (const viewer of [undefined, cookie, admin.cookie]) {
        const res = await app.request(`/api/events/calendar-${status}/calendar.ics`, { headers: viewer ? { Cookie: `gala_session=${viewer}` } : {} })
        expect(res.status, status).toBe(404)
        expect(((await res.json()) as { message: string }).message).toBe('Event not found')
      }
      // Its author sees the page, without a calendar link.
      expect((await getJson<EventResponse>(`/api/events/calendar-${status}`, cookie)).body.data.calendarUrl).toBeNull()
    }
    expect((await app.request('/api/events/no-such-event/calendar.ics')).status).toBe(404)
    expect((await app.request('/api/events/Bad%20Slug!/calendar.ics')).status).toBe(404)
    await app.deps.db.event.deleteMany({ where: { slug: { startsWith: 'calendar-' } } })
  })
})

describe('ticket or registration links', () => {
  it('stores an http(s) link with a submission, and refuses any other kind', async () => {
    const { cookie } = await signedInUser('ticket_submitter')
    const res = await postEvent({ ...validEvent, title: 'Ticketed Night', ticketUrl: ' https://tickets.example.com/night ' }, cookie)
    expect(res.status).toBe(201)
    expect(((await res.json()) as EventCreatedResponse).data.ticketUrl).toBe('https://tickets.example.com/night')
    const empty = await postEvent({ ...validEvent, title: 'No Tickets Night', ticketUrl: '' }, cookie)
    expect(((await empty.json()) as EventCreatedResponse).data.ticketUrl).toBeNull()
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,hi', '/events/x', 'ftp://example.com/x', 'https://user:pw@example.com/', 'tickets.example.com', 42]) {
      const refused = await postEvent({ ...validEvent, title: 'Bad Link Night', ticketUrl: bad }, cookie)
      expect(refused.status, String(bad)).toBe(400)
      const body = (await refused.json()) as { issues: { field: string; message: string }[] }
      expect(body.issues, String(bad)).toContainEqual({ field: 'ticketUrl', message: 'Tickets or registration link must be a web address starting with https:// or http://' })
    }
    const long = await postEvent({ ...validEvent, title: 'Long Link Night', ticketUrl: `https://example.com/${'a'.repeat(500)}` }, cookie)
    expect(((await long.json()) as { issues: { field: string; message: string }[] }).issues).toContainEqual({ field: 'ticketUrl', message: 'Tickets or registration link must be at most 500 characters' })
  })

  it('never answers a stored link that is not http(s)', async () => {
    await createEvent(app.deps.db, { slug: 'stored-bad-link', title: 'Stored Bad Link', ticketUrl: 'javascript:alert(1)' })
    expect((await getJson<EventResponse>('/api/events/stored-bad-link')).body.data.ticketUrl).toBeNull()
    const text = await (await app.request('/api/events/stored-bad-link/calendar.ics')).text()
    expect(text).not.toContain('javascript')
    await app.deps.db.event.delete({ where: { slug: 'stored-bad-link' } })
  })
})

describe('POST /api/events', () => {
  it('answers 401 to a visitor', async () => {
    const res = await postEvent(validEvent)
    expect(res.status).toBe(401)
  })

  it('stores a signed-in user’s event as pending, visible only to them and to staff', async () => {
    const { user, cookie } = await signedInUser('event_submitter')
    const res = await postEvent(validEvent, cookie)
    expect(res.status).toBe(201)
    const body = (await res.json()) as EventCreatedResponse
    expect(body.message).toBe('Thanks! Your event was submitted and will appear once our team has reviewed it.')
    expect(body.data).toMatchObject({
      slug: 'kundiman-night-at-the-met',
      status: 'pending',
      featured: false,
      price: '₱500',
      // 19:00 and 21:30 in Manila.
      startDate: '2026-12-05T11:00:00.000Z',
      endDate: '2026-12-05T13:30:00.000Z',
      image: '/media/images/event/kundiman-night-at-the-met.webp',
    })
    const row = await app.deps.db.event.findUniqueOrThrow({ where: { slug: 'kundiman-night-at-the-met' } })
    expect(row.submittedById).toBe(user.id)
    expect(row.status).toBe('pending')

    // Not listed, not public; its author and staff can open it.
    const list = await getJson<EventListResponse>('/api/events?per_page=50')
    expect(list.body.data.map((event) => event.slug)).not.toContain('kundiman-night-at-the-met')
    expect((await getJson('/api/events/kundiman-night-at-the-met')).res.status).toBe(404)
    const other = await signedInUser('someone_else')
    expect((await getJson('/api/events/kundiman-night-at-the-met', other.cookie)).res.status).toBe(404)
    expect((await getJson<EventResponse>('/api/events/kundiman-night-at-the-met', cookie)).body.data.status).toBe('pending')
    const admin = await signedInUser('events_admin', 'admin')
    expect((await getJson('/api/events/kundiman-night-at-the-met', admin.cookie)).res.status).toBe(200)

    // Its picture, in every format: the same people, and never in a shared cache.
    for (const format of ['webp', 'jpg', 'svg']) {
      const picture = (cookie?: string) => app.request(`/media/images/event/kundiman-night-at-the-met.${format}`, { headers: cookie ? { Cookie: `gala_session=${cookie}` } : {} })
      expect((await picture()).status, format).toBe(404)
      expect((await picture(other.cookie)).status, format).toBe(404)
      for (const viewer of [cookie, admin.cookie]) {
        const seen = await picture(viewer)
        expect(seen.status, format).toBe(200)
        expect(seen.headers.get('cache-control'), format).toBe('private, no-store')
      }
    }

    // The same title again gets its own slug.
    const again = (await (await postEvent(validEvent, cookie)).json()) as EventCreatedResponse
    expect(again.data.slug).toBe('kundiman-night-at-the-met-2')
  })

  it('accepts the optional fields left empty and defaults the price to Free', async () => {
    const { cookie } = await signedInUser('minimal_submitter')
    const res = await postEvent({ ...validEvent, title: 'Minimal Event', endDate: '', price: '', festival: '' }, cookie)
    expect(res.status).toBe(201)
    const body = (await res.json()) as EventCreatedResponse
    expect(body.data).toMatchObject({ price: 'Free', endDate: null, festival: null })
    const withFestival = await postEvent({ ...validEvent, title: 'Festival Extra', festival: 'bgc-arts-month' }, cookie)
    expect(((await withFestival.json()) as EventCreatedResponse).data.festival).toMatchObject({ slug: 'bgc-arts-month' })
  })

  it.each<[string, Partial<Record<keyof EventCreateInput, unknown>>, string, string]>([
    ['a missing title', { title: '' }, 'title', 'Title is required'],
    ['a short title', { title: 'Hi' }, 'title', 'Title must be at least 3 characters'],
    ['a long title', { title: 'x'.repeat(121) }, 'title', 'Title must be at most 120 characters'],
    ['a short description', { description: 'Too short.' }, 'description', 'Description must be at least 20 characters'],
    ['an unknown category', { category: 'Opera' }, 'category', 'Please choose a category'],
    ['a missing start', { startDate: '' }, 'startDate', 'Start date is required'],
    ['a start that is not a date', { startDate: 'next friday' }, 'startDate', 'Start date must be a date and time like 2026-12-05T19:00'],
    ['an impossible date', { startDate: '2026-02-30T19:00' }, 'startDate', 'Start date must be a date and time like 2026-12-05T19:00'],
    ['an end before the start', { endDate: '2026-12-05T18:00' }, 'endDate', 'End must be after the start'],
    ['an event of 40 days', { endDate: '2027-01-15T18:00' }, 'endDate', 'An event can last at most 31 days'],
    ['a missing venue', { venue: ' ' }, 'venue', 'Venue is required'],
    ['a missing city', { location: undefined }, 'location', 'City or area is required'],
    ['a start in the past', { startDate: '2026-11-20T19:00', endDate: '' }, 'startDate', 'Start date must be in the future'],
    ['a start 3 years ahead', { startDate: '2029-11-20T19:00', endDate: '' }, 'startDate', 'Start date must be within the next 2 years'],
    ['an unknown festival', { festival: 'no-such-festival' }, 'festival', 'Unknown festival'],
  ])('answers 400 for %s, naming the field', async (_label, change, field, message) => {
    const { cookie } = await signedInUser(`bad_${field}_${randomBytes(3).toString('hex')}`)
    const res = await postEvent({ ...validEvent, ...change }, cookie)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { code: string; issues: { field: string; message: string }[] }
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(body.issues).toContainEqual({ field, message })
  })

  it('refuses a burst of submissions from one user with 429', async () => {
    const { cookie } = await signedInUser('busy_submitter')
    for (let i = 0; i < 5; i++) expect((await postEvent({ ...validEvent, title: `Burst ${i}` }, cookie)).status).toBe(201)
    const res = await postEvent({ ...validEvent, title: 'Burst 6' }, cookie)
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})

describe('GET /api/festivals', () => {
  it('lists festivals that have not ended, soonest first, with event counts', async () => {
    const { res, body } = await getJson<FestivalListResponse>('/api/festivals')
    expect(res.status).toBe(200)
    expect(body.data.map((festival) => festival.slug)).toEqual(['bgc-arts-month', 'manila-street-food-festival', 'baguio-flower-weekend'])
    expect(body.data[1]).toMatchObject({ name: 'Manila Street Food Festival', eventCount: 2, featured: true, url: '/festivals/manila-street-food-festival' })
  })

  it('answers a festival with its published events, and 404 for an unknown one', async () => {
    const { body } = await getJson<FestivalResponse>('/api/festivals/bgc-arts-month')
    expect(body.data.name).toBe('BGC Arts Month')
    expect(body.data.events.map((event) => event.slug)).toEqual(['bgc-mural-walk', 'bgc-open-studios'])
    const missing = await getJson('/api/festivals/no-such-festival')
    expect(missing.res.status).toBe(404)
    expect(missing.body.message).toBe('Festival not found')
  })
})
