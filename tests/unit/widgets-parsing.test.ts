import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_WIDGET_PREFERENCES,
  featuredLottoResult,
  formatUsdRate,
  homeWidget,
  parseUsdRate,
  samePreferences,
  toggleWidget,
  WidgetPreferencesUpdate,
} from '../../api/contracts/widgets.ts'
import { ConfigError, loadConfig } from '../../api/env.ts'
import { areaName } from '../../api/modules/widgets/areas.ts'
import { demoForex, demoLotto, demoWeather } from '../../api/modules/widgets/providers/demo.ts'
import { frankfurterUrl, parseFrankfurter } from '../../api/modules/widgets/providers/frankfurter.ts'
import { SourceError } from '../../api/modules/widgets/providers/http.ts'
import { openMeteoUrl, parseOpenMeteo } from '../../api/modules/widgets/providers/open-meteo.ts'
import { normaliseCombination, normaliseJackpot, parsePcsoResults, pcsoDate } from '../../api/modules/widgets/providers/pcso.ts'
import { describeWeatherCode } from '../../api/modules/widgets/weather-codes.ts'
import { frankfurterFixture, openMeteoFixture, PCSO_ROWS, pcsoFixtureHtml } from '../support/widget-sources.ts'

const MANILA = { latitude: 14.6, longitude: 120.98 }

describe('PCSO results table', () => {
  it('reads the GridView of the real page: the latest draw of each game, newest first', () => {
    const reading = parsePcsoResults(pcsoFixtureHtml())
    expect(reading.drawDate).toBe('2026-11-20')
    expect(reading.results).toEqual([
      { name: 'Superlotto 6/49', combination: '12-40-03-27-33-45', jockpot_prize: '15,840,000.00', winners: 0, draw_date: '2026-11-20' },
      { name: 'Lotto 6/42', combination: '05-17-21-11-33-42', jockpot_prize: '5,940,000.00', winners: 0, draw_date: '2026-11-20' },
      { name: '3D Lotto 9PM', combination: '4-0-7', jockpot_prize: '4,500.00', winners: 312, draw_date: '2026-11-20' },
      { name: 'Grand Lotto 6/55', combination: '08-51-22-19-40-02', jockpot_prize: '29,700,000.00', winners: 0, draw_date: '2026-11-19' },
      { name: 'Ultra Lotto 6/58', combination: '42-14-05-31-38-20', jockpot_prize: '49,500,000.00', winners: 1, draw_date: '2026-11-18' },
    ])
  })

  it('keeps the newest draw of a game wherever it sits in the table', () => {
    const rows = [...PCSO_ROWS].reverse()
    const superlotto = parsePcsoResults(pcsoFixtureHtml(rows)).results.find((result) => result.name === 'Superlotto 6/49')
    expect(superlotto).toMatchObject({ combination: '12-40-03-27-33-45', draw_date: '2026-11-20' })
  })

  it('tolerates spacing, entities and thousands separators, and skips rows that are not results', () => {
    const html = pcsoFixtureHtml([
      { game: ' Ultra&nbsp;Lotto 6/58 ', combination: '42 - 14 - 05 - 31 - 38 - 20', date: ' 11/18/2026', jackpot: '₱ 49,500,000.00', winners: '1,024' },
      { game: 'Grand Lotto 6/55', combination: 'NO DRAW', date: '11/19/2026', jackpot: '29,700,000.00', winners: '0' },
      { game: 'Megalotto 6/45', combination: '01-02-03-04-05-06', date: '2/30/2026', jackpot: '8,910,000.00', winners: '0' },
      { game: 'Lotto 6/42', combination: '01-02-03-04-05-06', date: '11/18/2026', jackpot: 'TBA', winners: '0' },
      { game: '', combination: '01-02', date: '11/18/2026', jackpot: '4,000.00', winners: '0' },
    ])
    expect(parsePcsoResults(html).results).toEqual([
      { name: 'Ultra Lotto 6/58', combination: '42-14-05-31-38-20', jockpot_prize: '49,500,000.00', winners: 1024, draw_date: '2026-11-18' },
    ])
  })

  it('reads the rows of any table when the GridView id changes', () => {
    const html = pcsoFixtureHtml().replace('id="cphContainer_cpContent_GridView1"', 'id="results"')
    expect(parsePcsoResults(html).results).toHaveLength(5)
  })

  it('fails with a SourceError when the page has no results (maintenance page, changed layout)', () => {
    expect(() => parsePcsoResults('<html><body><p>The site is under maintenance.</p></body></html>')).toThrow(SourceError)
    expect(() => parsePcsoResults(pcsoFixtureHtml([]))).toThrow(SourceError)
    expect(() => parsePcsoResults('')).toThrow(SourceError)
  })

  it('reads dates, combinations and jackpots strictly', () => {
    expect(pcsoDate('11/20/2026')).toBe('2026-11-20')
    expect(pcsoDate('1/2/2026')).toBe('2026-01-02')
    expect(pcsoDate('2/29/2027')).toBeNull()
    expect(pcsoDate('2026-11-20')).toBeNull()
    expect(normaliseCombination('4-0-7')).toBe('4-0-7')
    expect(normaliseCombination('12 -40- 3')).toBe('12-40-3')
    expect(normaliseCombination('12-40-')).toBeNull()
    expect(normaliseCombination('123-4')).toBeNull()
    expect(normaliseJackpot('49500000')).toBe('49,500,000.00')
    expect(normaliseJackpot('4,500.00')).toBe('4,500.00')
    expect(normaliseJackpot('—')).toBeNull()
  })

  it('never throws anything but a SourceError on arbitrary HTML', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          parsePcsoResults(`<table><tr><td>${text}</td></tr></table>`)
        } catch (error) {
          return error instanceof SourceError
        }
        return true
      }),
    )
  })
})

describe("forex text 'x = value PHP'", () => {
  it('formats the rate with two decimals and reads it back', () => {
    expect(formatUsdRate(58.871)).toBe('1 USD = 58.87 PHP')
    expect(formatUsdRate(58.875)).toBe('1 USD = 58.88 PHP')
    expect(parseUsdRate('1 USD = 58.87 PHP')).toBe(58.87)
    expect(parseUsdRate('100 USD = 5,887.10 PHP')).toBeCloseTo(58.871)
    expect(parseUsdRate(' 1 usd=58 php ')).toBe(58)
  })

  it('refuses anything else', () => {
    for (const text of ['', '58.87', '1 USD = PHP', '1 EUR = 60.00 PHP', '0 USD = 58.87 PHP', '1 USD = 58.87 USD', 'USD data unavailable']) {
      expect(parseUsdRate(text), text).toBeNull()
    }
  })

  it('round-trips any plausible rate to the centavo', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 10_000, noNaN: true }), (rate) => {
        const back = parseUsdRate(formatUsdRate(rate))
        return back !== null && Math.abs(back - rate) <= 0.005 + 1e-9
      }),
    )
  })
})

describe('Frankfurter answers', () => {
  it('takes the latest published rate and its change from the one before', () => {
    expect(parseFrankfurter(frankfurterFixture())).toMatchObject({ usd_rate: '1 USD = 58.87 PHP', rate: 58.87, change: 0.07, date: '2026-11-20' })
    expect(parseFrankfurter(frankfurterFixture({ '2026-11-19': 58.9, '2026-11-20': 58.75 }))).toMatchObject({ change: -0.15 })
    expect(parseFrankfurter(frankfurterFixture({ '2026-11-20': 58.75 }))).toMatchObject({ change: 0 })
  })

  it('reads the single-day shape of /latest too', () => {
    expect(parseFrankfurter({ amount: 1, base: 'USD', date: '2026-11-20', rates: { PHP: 58.6 } })).toMatchObject({ usd_rate: '1 USD = 58.60 PHP', change: 0 })
  })

  it('fails without a USD→PHP rate', () => {
    expect(() => parseFrankfurter({ amount: 1, base: 'USD', rates: {} })).toThrow(SourceError)
    expect(() => parseFrankfurter({ amount: 1, base: 'USD', rates: { '2026-11-20': { EUR: 0.93 } } })).toThrow(SourceError)
    expect(() => parseFrankfurter({ amount: 1, base: 'EUR', rates: { '2026-11-20': { PHP: 63 } } })).toThrow(SourceError)
    expect(() => parseFrankfurter('Service Unavailable')).toThrow(SourceError)
  })

  it('asks for two weeks of USD→PHP', () => {
    expect(frankfurterUrl('https://api.frankfurter.dev/v1', '2026-11-21')).toBe('https://api.frankfurter.dev/v1/2026-11-07..?base=USD&symbols=PHP')
  })
})

describe('Open-Meteo answers', () => {
  it('reads the current conditions and the days after today', () => {
    const reading = parseOpenMeteo(openMeteoFixture(), MANILA, '2026-11-21')
    expect(reading.current).toMatchObject({ temperature: 32, condition: 'Partly cloudy', icon: 'cloud-sun', area_name: 'Manila' })
    expect(reading.forecast.map((day) => day.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24'])
  })

  it('shows the moon at night', () => {
    const night = openMeteoFixture()
    night.current.is_day = 0
    night.current.weather_code = 0
    expect(parseOpenMeteo(night, MANILA, '2026-11-21').current).toMatchObject({ condition: 'Clear sky', icon: 'moon' })
  })

  it('fails on other shapes or too few days', () => {
    expect(() => parseOpenMeteo({ error: true, reason: 'Latitude must be in range of -90 to 90°.' }, MANILA, '2026-11-21')).toThrow(SourceError)
    expect(() => parseOpenMeteo(openMeteoFixture(), MANILA, '2026-11-22')).toThrow(SourceError)
  })

  it('asks Open-Meteo for Manila time and metric units', () => {
    const url = new URL(openMeteoUrl('https://api.open-meteo.com', MANILA))
    expect(url.origin + url.pathname).toBe('https://api.open-meteo.com/v1/forecast')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ latitude: '14.6000', longitude: '120.9800', timezone: 'Asia/Manila', forecast_days: '4' })
  })

  it('describes every WMO code it may send', () => {
    for (const code of [0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99]) {
      expect(describeWeatherCode(code).text, String(code)).not.toBe('Unknown')
    }
    expect(describeWeatherCode(42)).toEqual({ text: 'Unknown', icon: 'cloud' })
  })

  it('names a point after the nearest city within 20 km', () => {
    expect(areaName({ latitude: 14.5995, longitude: 120.9842 })).toBe('Manila')
    expect(areaName({ latitude: 14.52, longitude: 121.05 })).toBe('Taguig City')
    expect(areaName({ latitude: 10.3, longitude: 123.9 })).toBe('Cebu City')
    expect(areaName({ latitude: 12, longitude: 119.5 })).toBe('12.00°N, 119.50°E')
  })
})

describe('demo values', () => {
  it('are dated from today and the same all day', () => {
    expect(demoWeather(MANILA, '2026-11-21', 12)).toEqual(demoWeather(MANILA, '2026-11-21', 13))
    expect(demoWeather(MANILA, '2026-11-21', 12).forecast.map((day) => day.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24'])
    // Saturday: the last rate is Friday's; Monday's compares with Friday's.
    expect(demoForex('2026-11-21').date).toBe('2026-11-20')
    expect(demoForex('2026-11-23').date).toBe('2026-11-23')
    const lotto = demoLotto('2026-11-21')
    expect(lotto.results.every((result) => result.draw_date <= '2026-11-20')).toBe(true)
    expect(new Set(lotto.results.map((result) => result.name)).size).toBe(lotto.results.length)
  })
})

describe('widget preferences rules (doc 3 §4)', () => {
  it('turning one on switches the others off; turning one off disables all', () => {
    const forex = toggleWidget(DEFAULT_WIDGET_PREFERENCES, 'forex', true)
    expect(forex).toEqual({ weatherEnabled: false, forexEnabled: true, lottoEnabled: false, widgetOrder: ['forex'] })
    expect(toggleWidget(forex, 'forex', false)).toEqual({ weatherEnabled: false, forexEnabled: false, lottoEnabled: false, widgetOrder: [] })
    expect(homeWidget(forex)).toBe('forex')
    expect(homeWidget(toggleWidget(forex, 'lotto', false))).toBeNull()
    expect(samePreferences(toggleWidget(forex, 'weather', true), DEFAULT_WIDGET_PREFERENCES)).toBe(true)
  })

  it('the home page shows the first enabled widget in order', () => {
    expect(homeWidget(DEFAULT_WIDGET_PREFERENCES)).toBe('weather')
    expect(homeWidget({ weatherEnabled: false, forexEnabled: false, lottoEnabled: true, widgetOrder: [] })).toBe('lotto')
  })

  it('any sequence of switches leaves at most one widget on, and the save body is valid', () => {
    const step = fc.record({ id: fc.constantFrom('weather' as const, 'forex' as const, 'lotto' as const), on: fc.boolean() })
    fc.assert(
      fc.property(fc.array(step), (steps) => {
        const end = steps.reduce((preferences, { id, on }) => toggleWidget(preferences, id, on), DEFAULT_WIDGET_PREFERENCES)
        const enabled = [end.weatherEnabled, end.forexEnabled, end.lottoEnabled].filter(Boolean).length
        return enabled <= 1 && end.widgetOrder.length === enabled && WidgetPreferencesUpdate.safeParse(end).success
      }),
    )
  })

  it('the tile features 6/58, then 6/55, then 6/49, then the first result', () => {
    const names = (list: string[]) => list.map((name) => ({ name }))
    expect(featuredLottoResult(names(['Lotto 6/42', 'Superlotto 6/49', 'Grand Lotto 6/55', 'Ultra Lotto 6/58']))?.name).toBe('Ultra Lotto 6/58')
    expect(featuredLottoResult(names(['Lotto 6/42', 'Superlotto 6/49', 'Grand Lotto 6/55']))?.name).toBe('Grand Lotto 6/55')
    expect(featuredLottoResult(names(['Lotto 6/42', 'Superlotto 6/49']))?.name).toBe('Superlotto 6/49')
    expect(featuredLottoResult(names(['3D Lotto 9PM', 'Lotto 6/42']))?.name).toBe('3D Lotto 9PM')
    expect(featuredLottoResult([])).toBeUndefined()
  })
})

describe('tile formatting (Manila time)', () => {
  it('shows the Manila clock in 12-hour form and days by name', async () => {
    const { manilaClock, weekdayOf, longDay, signedChange } = await import('../../pwa/features/widgets/lib/format.ts')
    expect(manilaClock(new Date('2026-11-21T04:05:00Z'))).toBe('12:05 PM')
    expect(manilaClock(new Date('2026-11-20T16:30:00Z'))).toBe('12:30 AM')
    expect(weekdayOf('2026-11-22')).toBe('Sun')
    expect(weekdayOf('2026-02-30')).toBe('')
    expect(longDay('2026-11-20')).toBe('Fri, Nov 20, 2026')
    expect(signedChange(0.07)).toBe('+0.07')
    expect(signedChange(-0.15)).toBe('−0.15')
    expect(signedChange(0)).toBe('0.00')
  })
})

describe('widget configuration', () => {
  const base = { SESSION_SECRET: 'x'.repeat(32) }
  it('defaults to the public sources, an 8 s time-out and no fixed provider', () => {
    expect(loadConfig(base).widgets).toEqual({
      provider: undefined,
      weatherApiUrl: 'https://api.open-meteo.com',
      forexApiUrl: 'https://api.frankfurter.dev/v1',
      lottoSourceUrl: 'https://www.pcso.gov.ph/SearchLottoResult.aspx',
      timeoutMs: 8000,
    })
  })

  it('refuses a wrong value with one line naming the variable', () => {
    expect(() => loadConfig({ ...base, WIDGETS_PROVIDER: 'fake' })).toThrow(new ConfigError('Invalid configuration: WIDGETS_PROVIDER must be live or demo (got "fake")'))
    expect(() => loadConfig({ ...base, WEATHER_API_URL: 'not a url' })).toThrow(/WEATHER_API_URL must be an absolute URL/)
    expect(() => loadConfig({ ...base, WIDGETS_TIMEOUT_MS: '5' })).toThrow(/WIDGETS_TIMEOUT_MS must be a whole number of milliseconds/)
  })
})
