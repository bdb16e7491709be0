import { EVENT_EXCERPT_LENGTH, eventCalendarPath, eventPath, festivalPath, safeTicketUrl, type Event, type Festival } from '../../contracts/events.ts'
import { excerpt } from '../../contracts/places.ts'
import { PUBLISHED_EVENT, type EventRow, type FestivalRow } from './events.repository.ts'

export function presentEvent(row: EventRow): Event {
  const start = row.startDate.toISOString()
  const end = row.endDate?.toISOString() ?? null
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    name: row.title,
    description: row.description,
    excerpt: excerpt(row.description, EVENT_EXCERPT_LENGTH),
    startDate: start,
    start_date: start,
    endDate: end,
    end_date: end,
    date: start,
    venue: row.venue,
    location: row.location,
    category: row.category,
    imageUrl: row.imageUrl,
    image: row.imageUrl,
    price: row.price || 'Free',
    featured: row.isFeatured,
    status: row.status,
    festival: row.festival,
    url: eventPath(row.slug),
    // Checked again on the way out: a row written before the schema's check never becomes a javascript: link.
    ticketUrl: safeTicketUrl(row.ticketUrl),
    calendarUrl: row.status === PUBLISHED_EVENT ? eventCalendarPath(row.slug) : null,
  }
}

export function presentFestival(row: FestivalRow): Festival {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    location: row.location,
    image: row.imageUrl,
    featured: row.isFeatured,
    eventCount: row._count.events,
    url: festivalPath(row.slug),
  }
}
