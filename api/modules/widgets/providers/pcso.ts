/**
 * Lotto results from the PCSO results page (https://www.pcso.gov.ph/SearchLottoResult.aspx). Its
 * first GET shows the draws of the last few days in one ASP.NET GridView table
 * (`#cphContainer_cpContent_GridView1`): LOTTO GAME | COMBINATIONS | DRAW DATE (M/D/YYYY) |
 * JACKPOT (PHP) | WINNERS. Parsed with cheerio; the latest draw of each game is kept.
 */
import { load } from 'cheerio'
import type { LottoResult } from '../../../contracts/widgets.ts'
import { fetchText, SourceError } from './http.ts'

export interface LottoReading {
  drawDate: string
  results: LottoResult[]
}

/** 'M/D/YYYY' (PCSO's format) → 'YYYY-MM-DD', or null when it is not a real date. */
export function pcsoDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim())
  if (!match) return null
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date.toISOString().slice(0, 10)
}

/** '42 - 14 - 05' or '42-14-05' → '42-14-05'; null unless it is numbers separated by dashes. */
export function normaliseCombination(text: string): string | null {
  const parts = text.split('-').map((part) => part.trim())
  if (parts.length === 0 || parts.some((part) => !/^\d{1,2}$/.test(part))) return null
  return parts.join('-')
}

const PESOS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** '49500000' or '49,500,000.00' → '49,500,000.00'; null when it is not an amount. */
export function normaliseJackpot(text: string): string | null {
  const plain = text.replace(/[₱,\s]|PHP|Php/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null
  return PESOS.format(Number(plain))
}

/**
 * Reads the results table of the PCSO page: every row of five cells that holds a game, a dash-separated
 * combination, a real date, an amount and a whole number of winners. Keeps the latest draw of each game,
 * newest first (ties in page order). No such row is a SourceError (the page changed or failed).
 */
export function parsePcsoResults(html: string): LottoReading {
  const $ = load(html)
  const gridView = $('table[id$="GridView1"]')
  const rows = (gridView.length > 0 ? gridView : $('table')).find('tr')
  const parsed: LottoResult[] = []
  rows.each((_index, row) => {
    const cells = $(row)
      .children('td')
      .map((_i, cell) => $(cell).text().replace(/\s+/g, ' ').trim())
      .get()
    if (cells.length !== 5) return
    const [name, combinationText, dateText, jackpotText, winnersText] = cells as [string, string, string, string, string]
    const combination = normaliseCombination(combinationText)
    const drawDate = pcsoDate(dateText)
    const jackpot = normaliseJackpot(jackpotText)
    const winners = /^\d{1,3}(,\d{3})*$|^\d+$/.test(winnersText) ? Number(winnersText.replace(/,/g, '')) : null
    if (!name || !combination || !drawDate || jackpot === null || winners === null) return
    parsed.push({ name, combination, jockpot_prize: jackpot, winners, draw_date: drawDate })
  })
  if (parsed.length === 0) throw new SourceError('PCSO: no results table in the page')
  const latest = new Map<string, LottoResult>()
  parsed
    .map((result, order) => ({ result, order }))
    .sort((a, b) => b.result.draw_date.localeCompare(a.result.draw_date) || a.order - b.order)
    .forEach(({ result }) => {
      if (!latest.has(result.name)) latest.set(result.name, result)
    })
  const results = [...latest.values()]
  return { drawDate: results[0]!.draw_date, results }
}

export async function fetchPcso(url: string, timeoutMs: number): Promise<LottoReading> {
  const html = await fetchText(url, { timeoutMs, maxBytes: 3 * 1024 * 1024, accept: 'text/html,application/xhtml+xml' })
  return parsePcsoResults(html)
}
