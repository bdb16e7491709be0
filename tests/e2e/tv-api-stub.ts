/**
 * A stand-in for the TV API (api/contracts/tv.ts), used by tv.spec.ts only when TV_API_STUB=1: the pages were
 * built while the backend (branch i-tv) was still being written. Every answer is shaped by the contract's types,
 * so a contract change breaks the typecheck here too. Delete once the backend has landed and the spec runs
 * against it.
 */
import type { BrowserContext, Route } from '@playwright/test'
import type { Channel, NetworkResponse, OnNowResponse, Programme, Show, StreamingNetwork, StreamingNotifyResponse, StreamingTitle } from '../../api/contracts/tv.ts'

const HOUR = 3_600_000

function manilaDate(at: number): string {
  return new Date(at + 8 * HOUR).toISOString().slice(0, 10)
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10)
}

function manilaIso(at: number): string {
  return `${new Date(at + 8 * HOUR).toISOString().slice(0, 19)}+08:00`
}

function twelveHour(at: number): string {
  const date = new Date(at + 8 * HOUR)
  const hours = date.getUTCHours()
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(date.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
}

const channels: Channel[] = [
  { id: 1, slug: 'gma-7', name: 'GMA 7', kind: 'free-to-air', logo: '/icons/icon-192.png', number: '7', network: 'GMA Network', description: 'The Kapuso network.', url: '/tv/channels/1' },
  { id: 2, slug: 'kapamilya-channel', name: 'Kapamilya Channel', kind: 'cable', logo: '/icons/icon-192.png', number: '24', network: 'ABS-CBN', description: 'ABS-CBN on cable.', url: '/tv/channels/2' },
]

const show: Show = {
  id: 5,
  slug: 'batang-quiapo',
  title: 'Batang Quiapo',
  synopsis: 'A young man grows up on the streets of Quiapo.',
  genres: ['Drama', 'Action'],
  network: 'ABS-CBN',
  channel: { id: 2, slug: 'kapamilya-channel', name: 'Kapamilya Channel', url: '/tv/channels/2' },
  seasons: 3,
  first_aired: 2023,
  mtrcb_rating: 'SPG',
  poster: '/icons/icon-192.png',
  where_to_stream: [{ slug: 'netflix', name: 'Netflix', url: '/tv/streaming/netflix', logo: '/icons/icon-192.png' }],
  url: '/tv/shows/5',
}

const network: StreamingNetwork = {
  id: 1,
  slug: 'netflix',
  name: 'Netflix',
  logo: '/icons/icon-192.png',
  description: 'Series, films and specials.',
  url: '/tv/streaming/netflix',
  page_url: '/netflix',
  article_section: 'netflix',
  website: 'https://www.netflix.com/ph/',
  new_count: 0,
  upcoming_count: 1,
}

function upcomingTitle(today: string): StreamingTitle {
  return {
    id: 9,
    title: 'Batang Quiapo Season 4',
    slug: 'batang-quiapo-season-4',
    kind: 'series',
    synopsis: 'The next season.',
    genres: ['Drama'],
    season: 4,
    network: { slug: 'netflix', name: 'Netflix', url: '/tv/streaming/netflix', logo: '/icons/icon-192.png' },
    streaming_date: addDays(today, 10),
    status: 'upcoming',
    is_featured: true,
    poster: '/icons/icon-192.png',
    show: { id: 5, slug: 'batang-quiapo', title: 'Batang Quiapo', url: '/tv/shows/5' },
    movie_id: 900,
    movie_url: '/movies/title/x/batang-quiapo-season-4',
    can_notify: true,
  }
}

/** Two-hour programmes from Manila midnight of `date`; channel 2's 8 PM slot is the listed show. */
function programmes(channel: Channel, date: string): Programme[] {
  const start = Date.parse(`${date}T00:00:00+08:00`)
  return Array.from({ length: 12 }, (_, slot) => {
    const from = start + slot * 2 * HOUR
    const isShow = channel.id === 2 && slot % 2 === 0
    return {
      id: channel.id * 100_000 + Number(date.replaceAll('-', '').slice(4)) * 20 + slot,
      channel_id: channel.id,
      title: isShow ? show.title : `${channel.name} block ${slot + 1}`,
      episode_title: isShow ? `Episode ${slot + 1}` : null,
      start: manilaIso(from),
      end: manilaIso(from + 2 * HOUR),
      start_time: twelveHour(from),
      end_time: twelveHour(from + 2 * HOUR),
      start_date: date,
      duration_minutes: 120,
      genre: isShow ? 'Drama' : 'Variety',
      show: isShow ? { id: show.id, slug: show.slug, title: show.title, url: show.url } : null,
      is_live: false,
    }
  })
}

const json = (route: Route, status: number, body: unknown) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })

export interface TvStub {
  /** While true, every TV request fails as with no connection. */
  offline: boolean
  notified: boolean
}

export async function stubTvApi(context: BrowserContext): Promise<TvStub> {
  const state: TvStub = { offline: false, notified: false }
  await context.route('**/api/tv/**', async (route) => {
    if (state.offline) return route.abort('internetdisconnected')
    const url = new URL(route.request().url())
    const now = Date.now()
    const today = manilaDate(now)
    const dates = Array.from({ length: 7 }, (_, index) => addDays(today, index))
    const date = url.searchParams.get('date') ?? today
    const generated_at = new Date(now).toISOString()
    const path = url.pathname
    const channelMatch = /^\/api\/tv\/channels\/([^/]+)(\/schedule)?$/.exec(path)
    if (path === '/api/tv/on-now') {
      const channelRows = channels.map((channel) => {
        const list = programmes(channel, today)
        const index = list.findIndex((item) => Date.parse(item.start) <= now && now < Date.parse(item.end))
        return { channel, now: list[index] ?? null, next: list[index + 1] ?? null }
      })
      const tonight = programmes(channels[1]!, today)
        .filter((item) => item.show && item.start.slice(11, 13) >= '18' && item.start.slice(11, 13) <= '23')
        .map((programme) => ({ channel: channels[1]!, programme }))
      const body: OnNowResponse = { status: 'success', data: { at: manilaIso(now), channels: channelRows, tonight, generated_at } }
      return json(route, 200, body)
    }
    if (path === '/api/tv/channels') return json(route, 200, { status: 'success', data: channels })
    if (channelMatch) {
      const channel = channels.find((item) => String(item.id) === channelMatch[1] || item.slug === channelMatch[1])
      if (!channel) return json(route, 404, { status: 404, code: 'NOT_FOUND', message: 'Channel not found' })
      if (!channelMatch[2]) return json(route, 200, { status: 'success', data: { channel, available_dates: dates } })
      return json(route, 200, { status: 'success', message: 'Schedule retrieved successfully', data: { channel, date, available_dates: dates, programmes: programmes(channel, date), generated_at } })
    }
    if (path === '/api/tv/schedules') {
      return json(route, 200, { status: 'success', data: { date, available_dates: dates, channels: channels.map((channel) => ({ channel, programmes: programmes(channel, date) })), generated_at } })
    }
    if (path === '/api/tv/shows') return json(route, 200, { status: 'success', data: [show] })
    if (path === '/api/tv/shows/5' || path === '/api/tv/shows/batang-quiapo') {
      const airings = programmes(channels[1]!, today)
        .filter((item) => item.show && Date.parse(item.end) > now)
        .map((programme) => ({ channel: channels[1]!, programme }))
      return json(route, 200, { status: 'success', data: { show, airings, streaming: [upcomingTitle(today)], generated_at } })
    }
    if (path.startsWith('/api/tv/shows/')) return json(route, 404, { status: 404, code: 'NOT_FOUND', message: 'Show not found' })
    if (path === '/api/tv/networks') return json(route, 200, { status: 'success', data: [network] })
    if (path === '/api/tv/networks/netflix') {
      const body: NetworkResponse = { status: 'success', data: { network, new: [], upcoming: [upcomingTitle(today)], generated_at } }
      return json(route, 200, body)
    }
    if (path.startsWith('/api/tv/networks/')) return json(route, 404, { status: 404, code: 'NOT_FOUND', message: 'Network not found' })
    if (path === '/api/tv/titles/9/notifications/check' || path === '/api/tv/titles/9/notifications') {
      const method = route.request().method()
      if (method === 'POST') state.notified = true
      if (method === 'DELETE') state.notified = false
      const title = upcomingTitle(today)
      const body: StreamingNotifyResponse = {
        hasNotification: state.notified,
        notification: null,
        title,
      }
      return json(route, method === 'POST' ? 201 : 200, body)
    }
    return json(route, 404, { status: 404, code: 'NOT_FOUND', message: 'Not found' })
  })
  return state
}
