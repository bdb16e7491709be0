import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fixedClock } from '../../api/clock.ts'
import {
  ForexResponse,
  LottoResponse,
  WeatherResponse,
  WidgetPreferencesResponse,
  featuredLottoResult,
  parseUsdRate,
} from '../../api/contracts/widgets.ts'
import { hashToken, SESSION_IDLE_MS } from '../../api/modules/auth/sessions.ts'
import { createUser } from '../factories/index.ts'
import { startTestApp, type TestApp } from '../support/test-app.ts'
import { startWidgetSources, type WidgetSources } from '../support/widget-sources.ts'

// Saturday 21 November 2026, 12:00 in Manila.
const START = '2026-11-21T04:00:00Z'
const MINUTE = 60_000

let sources: WidgetSources
beforeAll(async () => {
  sources = await startWidgetSources()
})
afterAll(async () => {
  await sources?.close()
})

const resetSources = () => {
  sources.mode.weather = 'ok'
  sources.mode.forex = 'ok'
  sources.mode.lotto = 'ok'
  sources.requests.weather.length = 0
  sources.requests.forex.length = 0
  sources.requests.lotto.length = 0
}

async function getJson(app: TestApp, path: string, init?: RequestInit) {
  const res = await app.request(path, init)
  return { res, body: (await res.json()) as Record<string, unknown> }
}

describe('widgets from live sources (local servers in the real formats)', () => {
  const clock = fixedClock(START)
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ clock, env: sources.env() })
  })
  afterAll(async () => {
    await app?.close()
  })
  beforeEach(resetSources)

  describe('GET /api/weather (Open-Meteo)', () => {
    it('reads the current conditions and the next 3 days for Manila by default', async () => {
      const { res, body } = await getJson(app, '/api/weather')
      expect(res.status).toBe(200)
      const weather = WeatherResponse.parse(body)
      expect(weather.current).toEqual({
        temperature: 32,
        condition: 'Partly cloudy',
        area_name: 'Manila',
        humidity: 66,
        wind_speed: 12,
        icon: 'cloud-sun',
      })
      expect(weather.forecast).toEqual([
        { date: '2026-11-22', temperature: 31, temperature_min: 25, description: 'Light showers', icon: 'rain' },
        { date: '2026-11-23', temperature: 31, temperature_min: 25, description: 'Thunderstorm', icon: 'thunderstorm' },
        { date: '2026-11-24', temperature: 33, temperature_min: 26, description: 'Overcast', icon: 'cloud' },
      ])
      expect(weather).toMatchObject({ source: 'live', stale: false, fetched_at: START.replace('Z', '.000Z'), location: { latitude: 14.6, longitude: 120.98 } })

      const [call] = sources.requests.weather
      expect(call?.searchParams.get('latitude')).toBe('14.6000')
      expect(call?.searchParams.get('longitude')).toBe('120.9800')
      expect(call?.searchParams.get('timezone')).toBe('Asia/Manila')
      expect(call?.searchParams.get('current')).toContain('temperature_2m')
      expect(call?.searchParams.get('daily')).toContain('weather_code')
    })

    it('names the reading after the nearest city for given coordinates', async () => {
      const { res, body } = await getJson(app, '/api/weather?latitude=14.5547&longitude=121.0244')
      expect(res.status).toBe(200)
      expect(WeatherResponse.parse(body).current.area_name).toBe('Makati City')
      expect(sources.requests.weather[0]?.searchParams.get('latitude')).toBe('14.5500')
    })

    it('serves the cached reading for 5 minutes, then asks the source again', async () => {
      clock.advance(10 * MINUTE)
      await getJson(app, '/api/weather')
      await getJson(app, '/api/weather')
      clock.advance(4 * MINUTE)
      await getJson(app, '/api/weather')
      expect(sources.requests.weather).toHaveLength(1)
      clock.advance(MINUTE + 1)
      await getJson(app, '/api/weather')
      expect(sources.requests.weather).toHaveLength(2)
    })

    it('refuses bad coordinates with 400 naming the field', async () => {
      for (const query of ['latitude=abc&longitude=120.98', 'latitude=91&longitude=120', 'latitude=14.6&longitude=181', 'latitude=14.6', 'longitude=120.98', 'latitude=&longitude=']) {
        const { res, body } = await getJson(app, `/api/weather?${query}`)
        expect(res.status, query).toBe(400)
        expect(body.code).toBe('VALIDATION_FAILED')
        expect(String(body.message)).toMatch(/latitude|longitude/)
      }
      expect(sources.requests.weather).toHaveLength(0)
    })
  })

  describe('GET /api/forex (Frankfurter, ECB reference rates)', () => {
    it("answers {status, data} with 'x = value PHP' and the change since the previous rate", async () => {
      const { res, body } = await getJson(app, '/api/forex')
      expect(res.status).toBe(200)
      const forex = ForexResponse.parse(body)
      expect(forex.status).toBe('success')
      expect(forex.data).toMatchObject({ usd_rate: '1 USD = 58.87 PHP', change: 0.07, rate: 58.87, date: '2026-11-20', source: 'live', stale: false })
      expect(parseUsdRate(forex.data.usd_rate)).toBe(58.87)
      const [call] = sources.requests.forex
      expect(call?.pathname).toBe('/v1/2026-11-07..')
      expect(call?.searchParams.get('base')).toBe('USD')
      expect(call?.searchParams.get('symbols')).toBe('PHP')
    })
  })

  describe('GET /api/lotto (PCSO results page)', () => {
    it('answers the latest draw of each game, newest first, with dash-separated combinations', async () => {
      const { res, body } = await getJson(app, '/api/lotto')
      expect(res.status).toBe(200)
      const lotto = LottoResponse.parse(body)
      expect(lotto.data.drawDate).toBe('2026-11-20')
      expect(lotto.data.results.map((result) => result.name)).toEqual(['Superlotto 6/49', 'Lotto 6/42', '3D Lotto 9PM', 'Grand Lotto 6/55', 'Ultra Lotto 6/58'])
      expect(lotto.data.results[0]).toEqual({
        name: 'Superlotto 6/49',
        combination: '12-40-03-27-33-45',
        jockpot_prize: '15,840,000.00',
        winners: 0,
        draw_date: '2026-11-20',
      })
      // The tile prefers 6/58 even when it was drawn earlier.
      expect(featuredLottoResult(lotto.data.results)).toMatchObject({ name: 'Ultra Lotto 6/58', combination: '42-14-05-31-38-20', winners: 1 })
    })
  })
})

describe('when a source fails: the last good value, then the fallback', () => {
  const clock = fixedClock(START)
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ clock, env: sources.env(400) })
  })
  afterAll(async () => {
    await app?.close()
  })
  beforeEach(resetSources)

  it('serves the fallback messages with 503 while no good value was ever read', async () => {
    sources.mode.forex = 'error'
    sources.mode.lotto = 'garbage'
    sources.mode.weather = 'error'
    const forex = await getJson(app, '/api/forex')
    expect(forex.res.status).toBe(503)
    expect(forex.body).toMatchObject({ code: 'FOREX_UNAVAILABLE', message: 'Forex rates unavailable' })
    const lotto = await getJson(app, '/api/lotto')
    expect(lotto.res.status).toBe(503)
    expect(lotto.body).toMatchObject({ code: 'LOTTO_UNAVAILABLE', message: 'Lotto data unavailable' })
    const weather = await getJson(app, '/api/weather')
    expect(weather.res.status).toBe(503)
    expect(weather.body).toMatchObject({ code: 'WEATHER_UNAVAILABLE', message: 'Weather data unavailable' })
  })

  it('leaves a failed source alone for a minute instead of calling it on every request', async () => {
    sources.mode.forex = 'error'
    clock.advance(2 * MINUTE)
    await getJson(app, '/api/forex')
    await getJson(app, '/api/forex')
    expect(sources.requests.forex).toHaveLength(1)
  })

  it('serves the last good value, flagged stale, when the source fails after it expired', async () => {
    clock.advance(2 * MINUTE)
    const good = await getJson(app, '/api/forex')
    expect(good.res.status).toBe(200)
    const goodLotto = await getJson(app, '/api/lotto')
    expect(goodLotto.res.status).toBe(200)
    const goodWeather = await getJson(app, '/api/weather')
    expect(goodWeather.res.status).toBe(200)

    sources.mode.forex = 'error'
    sources.mode.lotto = 'error'
    sources.mode.weather = 'garbage'
    clock.advance(31 * MINUTE)
    const forex = await getJson(app, '/api/forex')
    expect(forex.res.status).toBe(200)
    expect(ForexResponse.parse(forex.body).data).toMatchObject({ usd_rate: '1 USD = 58.87 PHP', stale: true, fetched_at: (good.body.data as { fetched_at: string }).fetched_at })
    const lotto = await getJson(app, '/api/lotto')
    expect(lotto.res.status).toBe(200)
    expect(LottoResponse.parse(lotto.body).data).toMatchObject({ drawDate: '2026-11-20', stale: true })
    const weather = await getJson(app, '/api/weather')
    expect(weather.res.status).toBe(200)
    expect(WeatherResponse.parse(weather.body)).toMatchObject({ stale: true, current: { area_name: 'Manila', temperature: 32 } })
    expect(sources.requests.forex.length + sources.requests.lotto.length + sources.requests.weather.length).toBe(6)
  })

  it('falls back to Manila for a place it has never read, naming Manila', async () => {
    sources.mode.weather = 'error'
    const { res, body } = await getJson(app, '/api/weather?latitude=10.3157&longitude=123.8854')
    expect(res.status).toBe(200)
    const weather = WeatherResponse.parse(body)
    expect(weather.current.area_name).toBe('Manila')
    expect(weather.location).toEqual({ latitude: 14.6, longitude: 120.98 })
    expect(weather.stale).toBe(true)
  })

  it('keeps the last good values in SiteSetting, so a restarted server still has them', async () => {
    const stored = await app.deps.db.siteSetting.findMany({ where: { key: { startsWith: 'widget:' } }, orderBy: { key: 'asc' } })
    expect(stored.map((row) => row.key)).toEqual(['widget:forex:usd-php', 'widget:lotto:pcso', 'widget:weather:14.60,120.98'])

    sources.mode.forex = 'error'
    sources.mode.lotto = 'hang'
    sources.mode.weather = 'error'
    const restarted = await startTestApp({ clock, db: app.deps.db, env: sources.env(300) })
    try {
      const forex = await getJson(restarted, '/api/forex')
      expect(forex.res.status).toBe(200)
      expect(ForexResponse.parse(forex.body).data).toMatchObject({ usd_rate: '1 USD = 58.87 PHP', stale: true })
      const started = Date.now()
      const lotto = await getJson(restarted, '/api/lotto')
      expect(Date.now() - started).toBeLessThan(3000)
      expect(lotto.res.status).toBe(200)
      expect(LottoResponse.parse(lotto.body).data.stale).toBe(true)
      const weather = await getJson(restarted, '/api/weather')
      expect(weather.res.status).toBe(200)
      expect(WeatherResponse.parse(weather.body).current.area_name).toBe('Manila')
    } finally {
      await restarted.close()
    }
  })

  it('gives up on a source that does not answer within the time-out', async () => {
    sources.mode.forex = 'hang'
    const fresh = await startTestApp({ clock, env: sources.env(300) })
    try {
      const started = Date.now()
      const { res, body } = await getJson(fresh, '/api/forex')
      expect(Date.now() - started).toBeLessThan(3000)
      expect(res.status).toBe(503)
      expect(body.message).toBe('Forex rates unavailable')
    } finally {
      await fresh.close()
    }
  })
})

describe('demo values (the embedded default)', () => {
  it('serves recent sample values without network outside production', async () => {
    resetSources()
    const app = await startTestApp({ clock: fixedClock(START) })
    try {
      const weather = WeatherResponse.parse((await getJson(app, '/api/weather')).body)
      expect(weather).toMatchObject({ source: 'demo', stale: false, current: { area_name: 'Manila' } })
      expect(weather.forecast.map((day) => day.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24'])
      const forex = ForexResponse.parse((await getJson(app, '/api/forex')).body)
      expect(forex.data).toMatchObject({ source: 'demo', date: '2026-11-20' })
      expect(parseUsdRate(forex.data.usd_rate)).toBeGreaterThan(50)
      const lotto = LottoResponse.parse((await getJson(app, '/api/lotto')).body)
      expect(lotto.data.source).toBe('demo')
      expect(lotto.data.drawDate).toBe('2026-11-20')
      for (const result of lotto.data.results) {
        expect(result.combination).toMatch(/^\d{1,2}(-\d{1,2})+$/)
        expect(result.draw_date <= '2026-11-20').toBe(true)
      }
      expect(featuredLottoResult(lotto.data.results)?.name).toBe('Ultra Lotto 6/58')
      expect(sources.requests.weather.length + sources.requests.forex.length + sources.requests.lotto.length).toBe(0)
    } finally {
      await app.close()
    }
  })

  it('in production, uses demo values on the demo database and the live sources otherwise', async () => {
    resetSources()
    // No WIDGETS_PROVIDER: the choice is made from NODE_ENV and the database.
    const liveUrls = Object.fromEntries(Object.entries(sources.env()).filter(([name]) => name !== 'WIDGETS_PROVIDER'))
    const app = await startTestApp({ clock: fixedClock(START), env: liveUrls, config: { nodeEnv: 'production' } })
    const demo = await startTestApp({ clock: fixedClock(START), env: liveUrls, config: { nodeEnv: 'production' } })
    await demo.deps.db.siteSetting.create({ data: { key: 'demoData', value: 'true' } })
    try {
      expect((await getJson(app, '/api/forex')).body).toMatchObject({ data: { source: 'live' } })
      expect(sources.requests.forex).toHaveLength(1)
      expect((await getJson(demo, '/api/forex')).body).toMatchObject({ data: { source: 'demo' } })
      expect(sources.requests.forex).toHaveLength(1)
    } finally {
      await app.close()
      await demo.close()
    }
  })
})

describe('/api/user/widget-preferences', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ clock: fixedClock(START) })
  })
  afterAll(async () => {
    await app?.close()
  })

  /** A user with a real session row; returns the Cookie header that signs in as them. */
  async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(app.deps.db, overrides)
    const token = randomBytes(32).toString('base64url')
    const now = app.deps.clock.now()
    await app.deps.db.session.create({
      data: { id: hashToken(token), userId: user.id, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) },
    })
    return { user, headers: { Cookie: `gala_session=${token}` } }
  }

  const put = (headers: Record<string, string>, body: unknown) =>
    app.request('/api/user/widget-preferences', {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  it('refuses visitors with 401', async () => {
    expect((await app.request('/api/user/widget-preferences')).status).toBe(401)
    const res = await put({}, { weatherEnabled: false, forexEnabled: true, lottoEnabled: false })
    expect(res.status).toBe(401)
    expect(await app.deps.db.widgetPreference.count()).toBe(0)
  })

  it('gives the defaults until something is saved: weather on, order weather', async () => {
    const { headers } = await signedIn()
    const res = await app.request('/api/user/widget-preferences', { headers })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(WidgetPreferencesResponse.parse(await res.json())).toEqual({
      weatherEnabled: true,
      forexEnabled: false,
      lottoEnabled: false,
      widgetOrder: ['weather'],
      isDefault: true,
    })
  })

  it('gives staff the weather widget when they saved nothing', async () => {
    const { headers } = await signedIn({ role: 'moderator' })
    const body = WidgetPreferencesResponse.parse(await (await app.request('/api/user/widget-preferences', { headers })).json())
    expect(body).toMatchObject({ weatherEnabled: true, widgetOrder: ['weather'], isDefault: true })
  })

  it('saves one widget, keeps it, and sets the order to just that widget', async () => {
    const { user, headers } = await signedIn()
    const res = await put(headers, { weatherEnabled: false, forexEnabled: true, lottoEnabled: false, widgetOrder: ['weather', 'forex'] })
    expect(res.status).toBe(200)
    const saved = { weatherEnabled: false, forexEnabled: true, lottoEnabled: false, widgetOrder: ['forex'], isDefault: false }
    expect(await res.json()).toEqual(saved)
    expect(await (await app.request('/api/user/widget-preferences', { headers })).json()).toEqual(saved)
    expect(await app.deps.db.widgetPreference.findUnique({ where: { userId: user.id } })).toMatchObject({ forexEnabled: true, widgetOrder: '["forex"]' })

    const off = await put(headers, { weatherEnabled: false, forexEnabled: false, lottoEnabled: false })
    expect(await off.json()).toEqual({ weatherEnabled: false, forexEnabled: false, lottoEnabled: false, widgetOrder: [], isDefault: false })
    expect(await app.deps.db.widgetPreference.count({ where: { userId: user.id } })).toBe(1)
  })

  it('refuses bad bodies with 400 and changes nothing', async () => {
    const { user, headers } = await signedIn()
    const bad: [unknown, RegExp][] = [
      [{ weatherEnabled: true, forexEnabled: true, lottoEnabled: false }, /Only one widget can be active at a time/],
      [{ weatherEnabled: true, forexEnabled: false }, /lottoEnabled/],
      [{ weatherEnabled: 'yes', forexEnabled: false, lottoEnabled: false }, /weatherEnabled must be true or false/],
      [{ weatherEnabled: true, forexEnabled: false, lottoEnabled: false, widgetOrder: ['news'] }, /widgetOrder/],
      [{ weatherEnabled: true, forexEnabled: false, lottoEnabled: false, widgetOrder: ['weather', 'weather'] }, /must not repeat/],
      [{ weatherEnabled: true, forexEnabled: false, lottoEnabled: false, userId: 1 }, /userId/],
      [[], /body/],
    ]
    for (const [body, message] of bad) {
      const res = await put(headers, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      const answer = (await res.json()) as { code: string; message: string }
      expect(answer.code).toBe('VALIDATION_FAILED')
      expect(answer.message).toMatch(message)
    }
    expect((await put(headers, '{"weatherEnabled":')).status).toBe(400)
    expect(await app.deps.db.widgetPreference.count({ where: { userId: user.id } })).toBe(0)
  })

  it('keeps each user to their own preferences', async () => {
    const first = await signedIn()
    const second = await signedIn()
    await put(first.headers, { weatherEnabled: false, forexEnabled: false, lottoEnabled: true })
    const theirs = WidgetPreferencesResponse.parse(await (await app.request('/api/user/widget-preferences', { headers: second.headers })).json())
    expect(theirs).toMatchObject({ weatherEnabled: true, lottoEnabled: false, isDefault: true })
  })
})
