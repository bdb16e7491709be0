/**
 * Local stand-ins for the home widgets' public sources, answering in their real formats:
 * Open-Meteo's forecast JSON (GET /v1/forecast), Frankfurter v1's time series (GET /v1/{start}..) and
 * the PCSO results page, an ASP.NET form with its GridView table (GET /SearchLottoResult.aspx).
 * Each source can be switched to fail (HTTP 500), answer garbage, or hang (never answer).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type SourceMode = 'ok' | 'error' | 'garbage' | 'hang'

export interface WidgetSources {
  /** http://127.0.0.1:{port} */
  url: string
  mode: { weather: SourceMode; forex: SourceMode; lotto: SourceMode }
  /** Every request URL each source received. */
  requests: { weather: URL[]; forex: URL[]; lotto: URL[] }
  /** The env that points an app at these sources (live providers, a short time-out). */
  env(timeoutMs?: number): Record<string, string>
  close(): Promise<void>
}

/** An Open-Meteo forecast answer as the API sends it (forecast_days=4, timezone Asia/Manila). */
export function openMeteoFixture(firstDay = '2026-11-21') {
  const days = [0, 1, 2, 3].map((offset) => new Date(Date.parse(`${firstDay}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10))
  return {
    latitude: 14.6,
    longitude: 120.98,
    generationtime_ms: 0.0629425048828125,
    utc_offset_seconds: 28800,
    timezone: 'Asia/Manila',
    timezone_abbreviation: 'GMT+8',
    elevation: 13,
    current_units: {
      time: 'iso8601',
      interval: 'seconds',
      temperature_2m: '°C',
      relative_humidity_2m: '%',
      weather_code: 'wmo code',
      wind_speed_10m: 'km/h',
      is_day: '',
    },
    current: {
      time: `${firstDay}T12:00`,
      interval: 900,
      temperature_2m: 31.6,
      relative_humidity_2m: 66,
      weather_code: 2,
      wind_speed_10m: 12.4,
      is_day: 1,
    },
    daily_units: { time: 'iso8601', weather_code: 'wmo code', temperature_2m_max: '°C', temperature_2m_min: '°C' },
    daily: {
      time: days,
      weather_code: [2, 80, 95, 3],
      temperature_2m_max: [32.1, 31.4, 30.6, 32.5],
      temperature_2m_min: [25.2, 24.8, 24.6, 25.9],
    },
  }
}

/** A Frankfurter v1 time series (base USD, symbols PHP), one entry per ECB working day. */
export function frankfurterFixture(rates: Record<string, number> = { '2026-11-17': 58.712, '2026-11-18': 58.655, '2026-11-19': 58.803, '2026-11-20': 58.871 }) {
  const dates = Object.keys(rates).sort()
  return {
    amount: 1.0,
    base: 'USD',
    start_date: dates[0],
    end_date: dates.at(-1),
    rates: Object.fromEntries(dates.map((date) => [date, { PHP: rates[date] }])),
  }
}

export interface PcsoRow {
  game: string
  combination: string
  /** M/D/YYYY as PCSO prints it. */
  date: string
  jackpot: string
  winners: string
}

export const PCSO_ROWS: PcsoRow[] = [
  { game: 'Superlotto 6/49', combination: '12-40-03-27-33-45', date: '11/20/2026', jackpot: '15,840,000.00', winners: '0' },
  { game: 'Lotto 6/42', combination: '05-17-21-11-33-42', date: '11/20/2026', jackpot: '5,940,000.00', winners: '0' },
  { game: '3D Lotto 9PM', combination: '4-0-7', date: '11/20/2026', jackpot: '4,500.00', winners: '312' },
  { game: 'Grand Lotto 6/55', combination: '08-51-22-19-40-02', date: '11/19/2026', jackpot: '29,700,000.00', winners: '0' },
  { game: 'Ultra Lotto 6/58', combination: '42-14-05-31-38-20', date: '11/18/2026', jackpot: '49,500,000.00', winners: '1' },
  { game: 'Superlotto 6/49', combination: '01-09-16-24-35-48', date: '11/18/2026', jackpot: '15,840,000.00', winners: '0' },
]

/** The PCSO results page: the site's ASP.NET form, hidden state fields and the GridView table. */
export function pcsoFixtureHtml(rows: PcsoRow[] = PCSO_ROWS): string {
  const body = rows
    .map(
      (row, index) => `
            <tr${index % 2 === 1 ? ' class="alt"' : ''}>
              <td>${row.game}</td><td>${row.combination}</td><td>${row.date}</td><td>${row.jackpot}</td><td>${row.winners}</td>
            </tr>`,
    )
    .join('')
  return `<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml">
<head><title>Lotto Results | Philippine Charity Sweepstakes Office</title></head>
<body>
  <form method="post" action="./SearchLottoResult.aspx" id="mainform">
    <div class="aspNetHidden">
      <input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwULLTE2NjY5MjQ0OTkPZBYCZg9kFgJmD2QWAgIDD2QWAgIBD2QWAmYPZBYC" />
      <input type="hidden" name="__VIEWSTATEGENERATOR" id="__VIEWSTATEGENERATOR" value="1DCD8C61" />
      <input type="hidden" name="__EVENTVALIDATION" id="__EVENTVALIDATION" value="/wEdAFYjO0V8l2" />
    </div>
    <div class="container">
      <h2>Search Lotto Results</h2>
      <select name="ctl00$ctl00$cphContainer$cpContent$ddlStartMonth" id="cphContainer_cpContent_ddlStartMonth"><option value="November">November</option></select>
      <select name="ctl00$ctl00$cphContainer$cpContent$ddlSelectGame" id="cphContainer_cpContent_ddlSelectGame"><option value="0">All Games</option></select>
      <input type="submit" name="ctl00$ctl00$cphContainer$cpContent$btnSearch" value="Search Lotto" id="cphContainer_cpContent_btnSearch" />
      <div class="table-responsive">
        <table class="search-lotto-result-table" cellspacing="0" rules="all" border="1" id="cphContainer_cpContent_GridView1" style="border-collapse:collapse;">
          <tbody>
            <tr>
              <th scope="col">LOTTO GAME</th><th scope="col">COMBINATIONS</th><th scope="col">DRAW DATE</th><th scope="col">JACKPOT (PHP)</th><th scope="col">WINNERS</th>
            </tr>${body}
          </tbody>
        </table>
      </div>
    </div>
  </form>
</body>
</html>`
}

/** Starts the three sources on one local port. */
export async function startWidgetSources(): Promise<WidgetSources> {
  const mode: WidgetSources['mode'] = { weather: 'ok', forex: 'ok', lotto: 'ok' }
  const requests: WidgetSources['requests'] = { weather: [], forex: [], lotto: [] }
  const hanging = new Set<http.ServerResponse>()

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const source = url.pathname === '/v1/forecast' ? 'weather' : url.pathname.startsWith('/v1/') ? 'forex' : url.pathname === '/SearchLottoResult.aspx' ? 'lotto' : null
    if (!source) {
      res.writeHead(404).end('Not found')
      return
    }
    requests[source].push(url)
    const current = mode[source]
    if (current === 'hang') {
      hanging.add(res)
      return
    }
    if (current === 'error') {
      const body = source === 'weather' ? JSON.stringify({ error: true, reason: 'Internal error' }) : 'Service Unavailable'
      res.writeHead(source === 'weather' ? 500 : 503, { 'Content-Type': source === 'weather' ? 'application/json' : 'text/plain' }).end(body)
      return
    }
    if (current === 'garbage') {
      const body = source === 'lotto' ? '<html><body><p>The site is under maintenance.</p></body></html>' : '{"unexpected": true}'
      res.writeHead(200, { 'Content-Type': source === 'lotto' ? 'text/html' : 'application/json' }).end(body)
      return
    }
    if (source === 'weather') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(openMeteoFixture()))
    } else if (source === 'forex') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(frankfurterFixture()))
    } else {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(pcsoFixtureHtml())
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    mode,
    requests,
    env: (timeoutMs = 1000) => ({
      WIDGETS_PROVIDER: 'live',
      WEATHER_API_URL: url,
      FOREX_API_URL: `${url}/v1`,
      LOTTO_SOURCE_URL: `${url}/SearchLottoResult.aspx`,
      WIDGETS_TIMEOUT_MS: String(timeoutMs),
    }),
    close: async () => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
