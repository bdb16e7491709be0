import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import { ADMIN_EVENT_MESSAGES, EVENT_CSV_TEMPLATE, EVENT_IMPORT_LIMITS, type EventImportResponse } from '../../api/contracts/admin-events.ts'
import { EVENT_MESSAGES, type EventListResponse } from '../../api/contracts/events.ts'
import { createFestival } from '../factories/index.ts'
import { signedInUser } from '../support/signed-in.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'

// Saturday 21 November 2026, 12:00 in Manila.
const clock = fixedClock('2026-11-21T04:00:00Z')
let app: TestApp
let admin: Record<string, string>
let server: http.Server
let serverUrl: string

beforeAll(async () => {
  app = await startTestApp({ clock, config: { eventImport: { allowPrivateAddresses: true } } })
  admin = (await signedInUser(app, { username: 'imp_admin', email: 'imp.admin@example.test', role: 'admin' })).headers
  await createFestival(app.deps.db, { slug: 'bgc-arts-month', name: 'BGC Arts Month' })
  server = http.createServer((req, res) => {
    if (req.url === '/calendar.ics') {
      res.writeHead(200, { 'Content-Type': 'text/calendar' })
      res.end(calendar(8, 'url'))
    } else if (req.url === '/redirect') {
      res.writeHead(302, { Location: '/calendar.ics' })
      res.end()
    } else if (req.url === '/huge.ics') {
      res.writeHead(200, { 'Content-Type': 'text/calendar' })
      res.end('X'.repeat(EVENT_IMPORT_LIMITS.maxChars + 10))
    } else {
      res.writeHead(404)
      res.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server?.closeAllConnections()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  await app?.close()
})

type Err = { message?: string; code?: string; issues?: { field: string; message: string }[] }
async function importFile(body: Record<string, unknown>, headers = admin) {
  const res = await app.request('/api/admin/events/import', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  return { res, body: (await res.json()) as EventImportResponse & Err }
}
const eventCount = () => app.deps.db.event.count()
const importAudits = () => app.deps.db.auditLog.count({ where: { action: 'event.import' } })

const DESCRIPTION = 'A friendly gathering with music, food stalls and activities for the whole family.'
const CATEGORIES = ['Music', 'Arts', 'Food', 'Market', 'Community']

/** 200 data rows; rows 20, 40 … 200 (10 of them) are invalid, each for its own reason. Row 7 has a description over two lines. */
function csv200(): { text: string; invalidLines: Map<number, string> } {
  const lines = ['title,description,category,start,end,venue,location,price,festival']
  const invalidLines = new Map<number, string>()
  let line = 2
  for (let i = 1; i <= 200; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0')
    let row = [`Weekend Fair ${i}`, `"${DESCRIPTION}"`, CATEGORIES[i % 5], `2026-12-${day} 10:00`, `2026-12-${day}T18:00`, `Venue ${i}`, 'Quezon City', i % 3 === 0 ? '₱100' : '', i === 5 ? 'bgc-arts-month' : '']
    const bad = i % 20 === 0 ? i / 20 : 0
    const reasons: Record<number, [number, string, string]> = {
      1: [0, '', 'Title is required'],
      2: [2, 'Opera', 'Please choose a category'],
      3: [3, '2026-13-01T10:00', 'Start date must be a date and time like 2026-12-05T19:00'],
      4: [4, '2026-12-01T09:00', EVENT_MESSAGES.endBeforeStart],
      5: [3, '2026-11-01T10:00', EVENT_MESSAGES.startInPast],
      6: [1, 'Too short', 'Description must be at least 20 characters'],
      7: [8, 'no-such-festival', EVENT_MESSAGES.unknownFestival],
      8: [5, '', 'Venue is required'],
      9: [3, '2029-01-01T10:00', EVENT_MESSAGES.startTooFar],
    }
    if (bad >= 1 && bad <= 9) {
      const [column, value, message] = reasons[bad]!
      row[column] = value
      if (bad === 4) row[3] = `2026-12-${day}T10:00`
      if (bad === 5 || bad === 9) row[4] = ''
      invalidLines.set(line, message)
    }
    if (bad === 10) {
      row = row.slice(0, 5)
      invalidLines.set(line, 'Expected 9 fields, found 5')
    }
    if (i === 7) row[1] = `"${DESCRIPTION}\nSecond line of the description."`
    lines.push(row.join(','))
    line += i === 7 ? 2 : 1
  }
  return { text: `${lines.join('\n')}\n`, invalidLines }
}

/** An iCalendar file with `singles` one-off events and, for the main file, 5 recurring ones and 1 invalid. */
function calendar(singles: number, prefix: string, withRecurring = false): string {
  const out = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Gala test//EN']
  for (let i = 1; i <= singles; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0')
    out.push(
      'BEGIN:VEVENT',
      `UID:${prefix}-single-${i}@example.test`,
      'DTSTAMP:20261101T000000Z',
      `DTSTART:202612${day}T110000Z`,
      `DTEND:202612${day}T130000Z`,
      `SUMMARY:${prefix} concert ${i}`,
      `DESCRIPTION:${DESCRIPTION}`,
      `LOCATION:Hall ${i}\\, Ayala Avenue\\, Makati`,
      'CATEGORIES:MUSIC',
      'END:VEVENT',
    )
  }
  if (withRecurring) {
    // Weekly, 4 times.
    out.push('BEGIN:VEVENT', 'UID:weekly@example.test', 'DTSTAMP:20261101T000000Z', 'DTSTART;TZID=Asia/Manila:20261205T190000', 'DTEND;TZID=Asia/Manila:20261205T210000', 'RRULE:FREQ=WEEKLY;COUNT=4', 'SUMMARY:Weekly jazz night', `DESCRIPTION:${DESCRIPTION}`, 'LOCATION:The Jazz Bar', 'END:VEVENT')
    // Daily without end: capped by the occurrence limit.
    out.push('BEGIN:VEVENT', 'UID:daily@example.test', 'DTSTAMP:20261101T000000Z', 'DTSTART:20261101T010000Z', 'DTEND:20261101T020000Z', 'RRULE:FREQ=DAILY', 'SUMMARY:Morning tai chi', `DESCRIPTION:${DESCRIPTION}`, 'LOCATION:Rizal Park\\, Manila', 'END:VEVENT')
    // Monthly on all-day dates, far beyond the window: only those within 180 days.
    out.push('BEGIN:VEVENT', 'UID:monthly@example.test', 'DTSTAMP:20261101T000000Z', 'DTSTART;VALUE=DATE:20261215', 'DTEND;VALUE=DATE:20261216', 'RRULE:FREQ=MONTHLY;COUNT=24', 'SUMMARY:Monthly makers market', `DESCRIPTION:${DESCRIPTION}`, 'CATEGORIES:Market', 'LOCATION:Salcedo Park\\, Makati', 'END:VEVENT')
    // Weekly 3 times with one date excluded.
    out.push('BEGIN:VEVENT', 'UID:exdate@example.test', 'DTSTAMP:20261101T000000Z', 'DTSTART:20261202T100000Z', 'DTEND:20261202T120000Z', 'RRULE:FREQ=WEEKLY;COUNT=3', 'EXDATE:20261209T100000Z', 'SUMMARY:Film club', `DESCRIPTION:${DESCRIPTION}`, 'CATEGORIES:Film', 'LOCATION:Cinematheque', 'END:VEVENT')
    // Weekly twice with the second moved and renamed (RECURRENCE-ID).
    out.push('BEGIN:VEVENT', 'UID:moved@example.test', 'DTSTAMP:20261101T000000Z', 'DTSTART:20261203T100000Z', 'DTEND:20261203T120000Z', 'RRULE:FREQ=WEEKLY;COUNT=2', 'SUMMARY:Book club', `DESCRIPTION:${DESCRIPTION}`, 'LOCATION:Library', 'END:VEVENT')
    out.push('BEGIN:VEVENT', 'UID:moved@example.test', 'DTSTAMP:20261101T000000Z', 'RECURRENCE-ID:20261210T100000Z', 'DTSTART:20261211T100000Z', 'DTEND:20261211T120000Z', 'SUMMARY:Book club (moved)', `DESCRIPTION:${DESCRIPTION}`, 'LOCATION:Library', 'END:VEVENT')
    // Invalid: no description.
    out.push('BEGIN:VEVENT', 'UID:nodesc@example.test', 'DTSTAMP:20261101T000000Z', 'DTSTART:20261220T100000Z', 'SUMMARY:Mystery event', 'LOCATION:Somewhere', 'END:VEVENT')
  }
  out.push('END:VCALENDAR')
  return `${out.join('\r\n')}\r\n`
}

describe('CSV import', () => {
  it('previews 200 rows without writing, then imports the 190 valid ones, reporting each invalid row by line and reason', async () => {
    const { text, invalidLines } = csv200()
    const before = await eventCount()

    const preview = await importFile({ format: 'csv', content: text, dryRun: true })
    expect(preview.res.status).toBe(200)
    expect(preview.body.dryRun).toBe(true)
    expect(preview.body.counts).toEqual({ total: 200, new: 190, duplicate: 0, invalid: 10, created: 0 })
    expect(preview.body.rows).toHaveLength(200)
    expect(await eventCount()).toBe(before)
    expect(await importAudits()).toBe(0)

    const invalid = preview.body.rows.filter((row) => row.status === 'invalid')
    expect(new Map(invalid.map((row) => [row.line, row.errors[0]!.message]))).toEqual(invalidLines)
    // The two-line description: the rows after it keep their real line numbers.
    expect(preview.body.rows[6]).toMatchObject({ line: 8, status: 'new', title: 'Weekend Fair 7' })
    expect(preview.body.rows[7]).toMatchObject({ line: 10, title: 'Weekend Fair 8' })

    const done = await importFile({ format: 'csv', content: text })
    expect(done.body.counts).toEqual({ total: 200, new: 190, duplicate: 0, invalid: 10, created: 190 })
    expect(await eventCount()).toBe(before + 190)
    expect(done.body.rows.filter((row) => row.status === 'new').every((row) => typeof row.eventId === 'number')).toBe(true)
    const festivalEvent = await app.deps.db.event.findFirst({ where: { title: 'Weekend Fair 5' }, select: { festival: { select: { slug: true } }, status: true, startDate: true, price: true } })
    expect(festivalEvent).toMatchObject({ festival: { slug: 'bgc-arts-month' }, status: 'published', startDate: new Date('2026-12-06T02:00:00Z'), price: 'Free' })
    const publicList = await (await app.request('/api/events?per_page=50')).json() as EventListResponse
    expect(publicList.pagination.total).toBeGreaterThanOrEqual(190)

    // One audit entry for the import, with its counts.
    expect(await importAudits()).toBe(1)
    const entry = await app.deps.db.auditLog.findFirst({ where: { action: 'event.import' } })
    expect(JSON.parse(entry!.after!)).toMatchObject({ format: 'csv', source: 'file', created: 190, invalid: 10, duplicate: 0 })

    const again = await importFile({ format: 'csv', content: text })
    expect(again.body.counts).toEqual({ total: 200, new: 0, duplicate: 190, invalid: 10, created: 0 })
    expect(again.body.rows.find((row) => row.status === 'duplicate')?.errors).toEqual([{ field: 'row', message: ADMIN_EVENT_MESSAGES.alreadyImported }])
    expect(await eventCount()).toBe(before + 190)
    expect(await importAudits()).toBe(1)
  })

  it('uses the id column as the import key, also across edits of the other columns; flags repeats within a file', async () => {
    const first = `${EVENT_CSV_TEMPLATE}ex-001,Jazz in the Park again,"${DESCRIPTION}",Music,2026-12-13T18:00,,Ayala Triangle Gardens,Makati,,\n`
    const result = await importFile({ format: 'csv', content: first, status: 'unpublished' })
    expect(result.body.rows.map((row) => row.status)).toEqual(['new', 'duplicate'])
    expect(result.body.rows[1]!.errors).toEqual([{ field: 'row', message: ADMIN_EVENT_MESSAGES.duplicateInFile }])
    const created = await app.deps.db.event.findFirst({ where: { importKey: 'csv:id:ex-001' }, select: { status: true, title: true } })
    expect(created).toEqual({ status: 'unpublished', title: 'Jazz at the Park' })
    const renamed = await importFile({ format: 'csv', content: EVENT_CSV_TEMPLATE.replace('Jazz at the Park', 'Jazz at the Park (new name)') })
    expect(renamed.body.counts.duplicate).toBe(1)
  })

  it('refuses files it cannot read as one 400', async () => {
    const unknown = await importFile({ format: 'csv', content: 'title,colour\nA,red\n', dryRun: true })
    expect(unknown.res.status).toBe(400)
    expect(unknown.body.message).toBe(`${ADMIN_EVENT_MESSAGES.csvUnknownColumns}: colour`)
    const missing = await importFile({ format: 'csv', content: 'title,description\nA,B\n', dryRun: true })
    expect(missing.body.message).toBe(`${ADMIN_EVENT_MESSAGES.csvMissingColumns}: category, start, venue, location`)
    const quote = await importFile({ format: 'csv', content: 'title,description,category,start,venue,location\n"unclosed,x,y,z,w,v\n', dryRun: true })
    expect(quote.res.status).toBe(400)
    expect(quote.body.code).toBe('CSV_UNREADABLE')
    expect((await importFile({ format: 'csv', dryRun: true })).body.message).toBe(ADMIN_EVENT_MESSAGES.importNeedsSource)
    expect((await importFile({ format: 'csv', url: `${serverUrl}/calendar.ics` })).body.message).toBe(ADMIN_EVENT_MESSAGES.importUrlOnlyIcs)
    expect((await importFile({ format: 'xls', content: 'a' })).res.status).toBe(400)
  })
})

describe('iCalendar import', () => {
  it('imports 50 events (recurring ones expanded within the window), reports the invalid one, and nothing new the second time', async () => {
    const file = calendar(45, 'ics', true)
    const before = await eventCount()
    const preview = await importFile({ format: 'ics', content: file, dryRun: true })
    expect(preview.res.status).toBe(200)
    expect(await eventCount()).toBe(before)
    const titles = (prefix: string) => preview.body.rows.filter((row) => row.title.startsWith(prefix))
    expect(titles('ics concert')).toHaveLength(45)
    expect(titles('Weekly jazz night')).toHaveLength(4)
    expect(titles('Weekly jazz night')[0]).toMatchObject({ startDate: '2026-12-05T11:00:00.000Z', venue: 'The Jazz Bar' })
    // Daily from 1 Nov: only occurrences from now on, at most the per-event cap.
    const daily = titles('Morning tai chi')
    expect(daily).toHaveLength(EVENT_IMPORT_LIMITS.maxOccurrencesPerEvent)
    expect(daily[0]!.startDate).toBe('2026-11-22T01:00:00.000Z')
    // Monthly all-day, 24 times: the ones within 180 days of 21 Nov 2026 (15 Dec … 15 May).
    expect(titles('Monthly makers market').map((row) => row.startDate)).toEqual(
      ['2026-12-15', '2027-01-15', '2027-02-15', '2027-03-15', '2027-04-15', '2027-05-15'].map((day) => new Date(`${day}T00:00:00+08:00`).toISOString()),
    )
    expect(titles('Film club')).toHaveLength(2)
    expect(titles('Book club').map((row) => [row.title, row.startDate])).toEqual([
      ['Book club', '2026-12-03T10:00:00.000Z'],
      ['Book club (moved)', '2026-12-11T10:00:00.000Z'],
    ])
    const invalid = preview.body.rows.filter((row) => row.status === 'invalid')
    const mysteryLine = file.split('\r\n').indexOf('UID:nodesc@example.test') // BEGIN:VEVENT is the line before (1-based: index)
    expect(invalid).toEqual([expect.objectContaining({ line: mysteryLine, title: 'Mystery event', errors: expect.arrayContaining([{ field: 'description', message: 'Description is required' }]) })])
    const valid = preview.body.counts.new
    expect(valid).toBe(45 + 4 + 52 + 6 + 2 + 2)

    const done = await importFile({ format: 'ics', content: file })
    expect(done.body.counts.created).toBe(valid)
    expect(await eventCount()).toBe(before + valid)
    const concert = await app.deps.db.event.findFirst({ where: { title: 'ics concert 1' }, select: { venue: true, location: true, category: true, importKey: true } })
    expect(concert).toEqual({ venue: 'Hall 1', location: 'Makati', category: 'Music', importKey: 'ics:ics-single-1@example.test:2026-12-02T11:00:00.000Z' })

    const again = await importFile({ format: 'ics', content: file })
    expect(again.body.counts).toMatchObject({ new: 0, created: 0, duplicate: valid, invalid: 1 })
    expect(await eventCount()).toBe(before + valid)
  })

  it('keeps an http(s) URL property as the ticket link, drops any other, and reads a CSV ticket_url column', async () => {
    const vevent = (uid: string, title: string, url: string) =>
      ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20261101T000000Z', 'DTSTART:20261230T100000Z', `SUMMARY:${title}`, `DESCRIPTION:${DESCRIPTION}`, 'LOCATION:Ayala Triangle Gardens\\, Makati', `URL:${url}`, 'END:VEVENT']
    const file = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...vevent('tix@example.test', 'Ticketed Import', 'https://tickets.example.com/import'), ...vevent('js@example.test', 'Scripted Import', 'javascript:alert(1)'), 'END:VCALENDAR'].join('\r\n')
    const done = await importFile({ format: 'ics', content: file })
    expect(done.res.status, JSON.stringify(done.body)).toBe(200)
    expect(done.body.counts).toMatchObject({ created: 2, invalid: 0 })
    const rows = await app.deps.db.event.findMany({ where: { title: { in: ['Ticketed Import', 'Scripted Import'] } }, select: { title: true, ticketUrl: true }, orderBy: { title: 'asc' } })
    expect(rows).toEqual([
      { title: 'Scripted Import', ticketUrl: null },
      { title: 'Ticketed Import', ticketUrl: 'https://tickets.example.com/import' },
    ])
    const csv = `title,description,category,start,venue,location,ticket_url\nCSV Ticketed,"${DESCRIPTION}",Music,2026-12-29T19:00,Venue,Makati,https://tickets.example.com/csv\nCSV Bad Link,"${DESCRIPTION}",Music,2026-12-29T20:00,Venue,Makati,javascript:alert(1)\n`
    const fromCsv = await importFile({ format: 'csv', content: csv, dryRun: true })
    expect(fromCsv.body.rows.map((row) => [row.title, row.status, row.errors])).toEqual([
      ['CSV Ticketed', 'new', []],
      ['CSV Bad Link', 'invalid', [{ field: 'ticketUrl', message: EVENT_MESSAGES.ticketUrlInvalid }]],
    ])
  })

  it('refuses a file that is not iCalendar', async () => {
    const bad = await importFile({ format: 'ics', content: 'hello world', dryRun: true })
    expect(bad.res.status).toBe(400)
    expect(bad.body.code).toBe('ICS_UNREADABLE')
  })

  it('imports from a URL (a local server, allowed in tests only), following a redirect', async () => {
    const before = await eventCount()
    const preview = await importFile({ format: 'ics', url: `${serverUrl}/redirect`, dryRun: true })
    expect(preview.res.status).toBe(200)
    expect(preview.body.counts).toMatchObject({ total: 8, new: 8 })
    expect(await eventCount()).toBe(before)
    const done = await importFile({ format: 'ics', url: `${serverUrl}/calendar.ics` })
    expect(done.body.counts.created).toBe(8)
    const entry = await app.deps.db.auditLog.findFirst({ where: { action: 'event.import' }, orderBy: { id: 'desc' } })
    expect(JSON.parse(entry!.after!)).toMatchObject({ format: 'ics', source: `${serverUrl}/calendar.ics`, created: 8 })
    expect((await importFile({ format: 'ics', url: `${serverUrl}/calendar.ics` })).body.counts.created).toBe(0)
    const huge = await importFile({ format: 'ics', url: `${serverUrl}/huge.ics`, dryRun: true })
    expect(huge.res.status).toBe(400)
    expect(huge.body.code).toBe('IMPORT_URL_TOO_LARGE')
    expect((await importFile({ format: 'ics', url: `${serverUrl}/missing.ics`, dryRun: true })).body.message).toBe('The calendar server answered 404')
  })

  it('refuses private and loopback addresses and non-http URLs outside tests', async () => {
    app.deps.config.eventImport = { allowPrivateAddresses: false }
    try {
      for (const url of [`${serverUrl}/calendar.ics`, 'http://localhost/x.ics', 'http://169.254.169.254/latest', 'http://[::1]/x.ics', 'http://10.0.0.1/x.ics']) {
        const res = await importFile({ format: 'ics', url, dryRun: true })
        expect(res.res.status, url).toBe(400)
        expect(res.body.code, url).toBe('IMPORT_ADDRESS_REFUSED')
      }
      for (const url of ['file:///etc/passwd', 'ftp://example.com/x.ics', 'http://user:pw@example.com/x.ics', 'not a url']) {
        expect((await importFile({ format: 'ics', url, dryRun: true })).body.code, url).toBe('INVALID_IMPORT_URL')
      }
    } finally {
      app.deps.config.eventImport = { allowPrivateAddresses: true }
    }
  })
})
