/**
 * Reading an import file into candidate rows (decision 029). Nothing here touches the database: the
 * service validates each candidate with the add-event schema and decides new / duplicate / invalid.
 *
 * - CSV (csv-parse): a header row names the columns of EVENT_CSV_COLUMNS in any order; each record is a
 *   row, reported by the line it starts on. A file that cannot be read at all is one 400 with the reason.
 * - iCalendar (ical.js): every VEVENT is a row; a recurring one (RRULE/RDATE, with its RECURRENCE-ID
 *   exceptions) becomes one row per occurrence that starts within the next `recurrenceWindowDays` days,
 *   at most `maxOccurrencesPerEvent` of them. Rows are reported by the line of their BEGIN:VEVENT.
 */
import { createHash } from 'node:crypto'
import { parse as parseCsv } from 'csv-parse/sync'
import ICAL from 'ical.js'
import { ADMIN_EVENT_MESSAGES, EVENT_CSV_COLUMNS, EVENT_IMPORT_LIMITS } from '../../contracts/admin-events-rules.ts'
import { EVENT_CATEGORIES, safeTicketUrl } from '../../contracts/events-rules.ts'
import { InvalidInput, type FieldIssue } from '../../errors.ts'

/** What the add-event schema receives (strings), with where the row came from. */
export interface ImportCandidate {
  line: number
  fields: Record<string, string>
  /** Known before validation (iCalendar UID + occurrence, or a CSV id); CSV rows without an id get theirs from their values. */
  importKey: string | null
  /** Problems found while reading the row (a CSV row with the wrong number of fields). */
  issues: FieldIssue[]
}

const DAY_MS = 86_400_000
const COLUMN_ALIASES: Record<string, string> = { startdate: 'start', start_date: 'start', enddate: 'end', end_date: 'end', name: 'title', city: 'location', ticketurl: 'ticket_url', tickets: 'ticket_url' }
const FIELD_OF_COLUMN: Record<string, string> = { start: 'startDate', end: 'endDate', ticket_url: 'ticketUrl' }

/** A stable key of a CSV row without an id: its title, start instant and venue, normalised. */
export function csvValueKey(title: string, start: Date, venue: string): string {
  const norm = (value: string) => value.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ')
  return `csv:${createHash('sha256').update(`${norm(title)}\n${start.toISOString()}\n${norm(venue)}`).digest('hex').slice(0, 32)}`
}

export function csvCandidates(content: string): ImportCandidate[] {
  let records: { record: string[]; info: { lines: number } }[]
  try {
    records = parseCsv(content, { info: true, relax_column_count: true, bom: true, skip_empty_lines: true, trim: true }) as never
  } catch (err) {
    throw InvalidInput(`${ADMIN_EVENT_MESSAGES.csvUnreadable}: ${(err as Error).message}`, 'CSV_UNREADABLE')
  }
  if (records.length === 0) throw InvalidInput(ADMIN_EVENT_MESSAGES.importEmpty, 'IMPORT_EMPTY')
  const known = new Set<string>(EVENT_CSV_COLUMNS.map((column) => column.name))
  const header = records[0]!.record.map((name) => {
    const lower = name.trim().toLowerCase()
    return COLUMN_ALIASES[lower] ?? lower
  })
  const unknown = header.filter((name) => !known.has(name))
  if (unknown.length > 0) {
    throw InvalidInput(`${ADMIN_EVENT_MESSAGES.csvUnknownColumns}: ${unknown.join(', ')}`, 'CSV_UNKNOWN_COLUMNS', unknown.map((name) => ({ field: 'content', message: `Unknown column: ${name}` })))
  }
  const missing = EVENT_CSV_COLUMNS.filter((column) => column.required && !header.includes(column.name)).map((column) => column.name)
  if (missing.length > 0) {
    throw InvalidInput(`${ADMIN_EVENT_MESSAGES.csvMissingColumns}: ${missing.join(', ')}`, 'CSV_MISSING_COLUMNS', missing.map((name) => ({ field: 'content', message: `Missing column: ${name}` })))
  }
  if (records.length - 1 > EVENT_IMPORT_LIMITS.maxRows) throw InvalidInput(ADMIN_EVENT_MESSAGES.importTooManyRows, 'IMPORT_TOO_MANY_ROWS')
  return records.slice(1).map(({ record, info }) => {
    // info.lines is the line the record ends on; a quoted field may span several lines.
    const line = info.lines - record.reduce((sum, value) => sum + (value.match(/\n/g)?.length ?? 0), 0)
    const fields: Record<string, string> = {}
    header.forEach((column, index) => {
      const value = record[index] ?? ''
      if (column === 'id') return
      fields[FIELD_OF_COLUMN[column] ?? column] = column === 'start' || column === 'end' ? value.replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2') : value
    })
    const issues: FieldIssue[] = []
    if (record.length !== header.length) issues.push({ field: 'row', message: `Expected ${header.length} fields, found ${record.length}` })
    const idIndex = header.indexOf('id')
    const id = idIndex >= 0 ? (record[idIndex] ?? '').trim() : ''
    if (id.length > 200) issues.push({ field: 'id', message: 'id must be at most 200 characters' })
    return { line, fields, importKey: id ? `csv:id:${id.slice(0, 200)}` : null, issues }
  })
}

/** An iCalendar time as the add-event schema reads it: an instant with Z, or a Manila wall time for dates and floating times. */
function icsTime(time: ICAL.Time): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const wall = `${time.year}-${pad(time.month)}-${pad(time.day)}T${pad(time.isDate ? 0 : time.hour)}:${pad(time.isDate ? 0 : time.minute)}`
  if (time.isDate) return wall
  const tzid = time.zone?.tzid
  if (!tzid || tzid === 'floating') return wall // floating or an unknown TZID: read as Manila time, the site's zone
  return time.toJSDate().toISOString()
}

function icsText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : String(value).trim()
}

/** The event category from CATEGORIES when one matches ours, else Community. */
function icsCategory(component: ICAL.Component): string {
  const values = component.getAllProperties('categories').flatMap((property) => property.getValues().map((value) => String(value).trim().toLowerCase()))
  return EVENT_CATEGORIES.find((category) => values.includes(category.toLowerCase())) ?? 'Community'
}

/** LOCATION "Venue, Street, City": the venue is the first part, the city the last (Metro Manila when there is one part). */
function icsPlace(location: string): { venue: string; location: string } {
  const parts = location.split(',').map((part) => part.trim()).filter(Boolean)
  if (parts.length === 0) return { venue: '', location: '' }
  return { venue: parts[0]!, location: parts.length > 1 ? parts[parts.length - 1]! : 'Metro Manila' }
}

function icsFields(item: ICAL.Event, start: ICAL.Time, end: ICAL.Time | null): Record<string, string> {
  const place = icsPlace(icsText(item.location))
  const endText = end ? icsText(icsTime(end)) : ''
  return {
    title: icsText(item.summary),
    description: icsText(item.description),
    category: icsCategory(item.component),
    startDate: icsTime(start),
    endDate: endText && endText !== icsTime(start) ? endText : '',
    venue: place.venue,
    location: place.location,
    price: '',
    // URL (RFC 5545 §3.8.4.6): the event's page elsewhere, kept as its ticket or registration link when it is http(s).
    ticketUrl: safeTicketUrl(icsText(item.component.getFirstPropertyValue('url'))) ?? '',
  }
}

export function icsCandidates(content: string, now: Date): ImportCandidate[] {
  let calendar: ICAL.Component
  try {
    calendar = new ICAL.Component(ICAL.parse(content) as unknown[])
  } catch (err) {
    throw InvalidInput(`${ADMIN_EVENT_MESSAGES.icsUnreadable}: ${(err as Error).message}`, 'ICS_UNREADABLE')
  }
  if (calendar.name !== 'vcalendar') throw InvalidInput(ADMIN_EVENT_MESSAGES.icsUnreadable, 'ICS_UNREADABLE')
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    try {
      ICAL.TimezoneService.register(zone)
    } catch {
      // a broken VTIMEZONE: its times are read as Manila wall time
    }
  }
  // Line of every BEGIN:VEVENT, in order (ical.js keeps the components in file order).
  const starts: number[] = []
  content.split(/\r\n|\n|\r/).forEach((text, index) => {
    if (/^BEGIN:VEVENT\s*$/i.test(text)) starts.push(index + 1)
  })
  const components = calendar.getAllSubcomponents('vevent')
  const exceptions = new Map<string, ICAL.Component[]>()
  for (const component of components) {
    const uid = icsText(component.getFirstPropertyValue('uid'))
    if (uid && component.hasProperty('recurrence-id')) exceptions.set(uid, [...(exceptions.get(uid) ?? []), component])
  }
  const masters = new Set(components.filter((component) => !component.hasProperty('recurrence-id')).map((component) => icsText(component.getFirstPropertyValue('uid'))))
  const windowEnd = now.getTime() + EVENT_IMPORT_LIMITS.recurrenceWindowDays * DAY_MS
  const candidates: ImportCandidate[] = []

  components.forEach((component, index) => {
    const line = starts[index] ?? 0
    const uid = icsText(component.getFirstPropertyValue('uid'))
    // An exception is imported with its master's occurrences, unless the master is not in the file.
    if (component.hasProperty('recurrence-id') && masters.has(uid)) return
    let event: ICAL.Event
    try {
      event = new ICAL.Event(component, { exceptions: uid ? (exceptions.get(uid) ?? []) : [] })
      if (!event.startDate) throw new Error('no DTSTART')
    } catch {
      candidates.push({ line, fields: { title: icsText(component.getFirstPropertyValue('summary')) }, importKey: null, issues: [{ field: 'startDate', message: 'Start date is required' }] })
      return
    }
    const keyOf = (start: string) => (uid ? `ics:${uid.slice(0, 300)}:${start}` : null)
    if (!event.isRecurring() || component.hasProperty('recurrence-id')) {
      const fields = icsFields(event, event.startDate, event.endDate ?? null)
      candidates.push({ line, fields, importKey: keyOf(fields.startDate!), issues: uid ? [] : [{ field: 'uid', message: 'The event has no UID' }] })
      return
    }
    const iterator = event.iterator()
    let taken = 0
    for (let steps = 0; steps < 20_000 && taken < EVENT_IMPORT_LIMITS.maxOccurrencesPerEvent; steps++) {
      const next = iterator.next()
      if (!next) break
      const startMs = next.toJSDate().getTime()
      if (startMs > windowEnd + DAY_MS) break
      const details = event.getOccurrenceDetails(next)
      const occurrenceStart = details.startDate.toJSDate().getTime()
      if (occurrenceStart < now.getTime() || occurrenceStart > windowEnd) continue
      const fields = icsFields(details.item, details.startDate, details.endDate)
      candidates.push({ line, fields, importKey: keyOf(icsTime(details.recurrenceId)), issues: [] })
      taken++
    }
  })
  if (candidates.length > EVENT_IMPORT_LIMITS.maxRows) throw InvalidInput(ADMIN_EVENT_MESSAGES.importTooManyRows, 'IMPORT_TOO_MANY_ROWS')
  return candidates
}
