/**
 * "Add to calendar" (issue 36, decision 051): one published event as an iCalendar file (RFC 5545), written
 * with ical.js, the library the admin import reads calendars with. ical.js escapes TEXT values (commas,
 * semicolons, backslashes, newlines) and folds long lines; times are written in UTC (with Z), so no
 * VTIMEZONE is needed and every calendar shows them in its own zone.
 */
import ICAL from 'ical.js'
import { EVENT_LINK_LABELS, eventPath, safeTicketUrl } from '../../contracts/events.ts'

export interface CalendarEventRow {
  id: number
  slug: string
  title: string
  description: string
  startDate: Date
  endDate: Date | null
  venue: string | null
  location: string | null
  ticketUrl: string | null
  createdAt: Date
  updatedAt: Date | null
}

const PRODID = '-//Gala//Events//EN'

const utc = (date: Date) => ICAL.Time.fromJSDate(date, true)

/**
 * The .ics text of an event. `origin` is the site's public address: the UID is `event-{id}@{host}` (stable
 * across edits and slug changes, so a second download updates the entry instead of adding one), URL the event page.
 */
export function eventCalendar(row: CalendarEventRow, origin: string): string {
  const site = new URL(origin)
  const calendar = new ICAL.Component(['vcalendar', [], []])
  calendar.updatePropertyWithValue('prodid', PRODID)
  calendar.updatePropertyWithValue('version', '2.0')
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN')
  calendar.updatePropertyWithValue('method', 'PUBLISH')

  const vevent = new ICAL.Component('vevent')
  const event = new ICAL.Event(vevent)
  event.uid = `event-${row.id}@${site.hostname}`
  vevent.updatePropertyWithValue('dtstamp', utc(row.updatedAt ?? row.createdAt))
  event.startDate = utc(row.startDate)
  // Without an end the event ends when it starts (RFC 5545 §3.6.1): Gala does not invent a duration.
  if (row.endDate) event.endDate = utc(row.endDate)
  event.summary = row.title
  const where = [row.venue, row.location].map((part) => part?.trim()).filter(Boolean).join(', ')
  if (where) event.location = where
  const ticketUrl = safeTicketUrl(row.ticketUrl)
  event.description = ticketUrl ? `${row.description}\n\n${EVENT_LINK_LABELS.tickets}: ${ticketUrl}` : row.description
  vevent.updatePropertyWithValue('url', new URL(eventPath(row.slug), site).href)
  calendar.addSubcomponent(vevent)
  return calendar.toString() + '\r\n'
}
