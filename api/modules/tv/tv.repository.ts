import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { manilaDayWindow } from './tv-time.ts'

export const channelSelect = {
  id: true,
  slug: true,
  name: true,
  kind: true,
  number: true,
  network: true,
  description: true,
} satisfies Prisma.TvChannelSelect
export type ChannelRow = Prisma.TvChannelGetPayload<{ select: typeof channelSelect }>

export const programmeSelect = {
  id: true,
  channelId: true,
  title: true,
  episodeTitle: true,
  genre: true,
  startsAt: true,
  endsAt: true,
  startDate: true,
  isLive: true,
  show: { select: { id: true, slug: true, title: true } },
} satisfies Prisma.TvProgrammeSelect
export type ProgrammeRow = Prisma.TvProgrammeGetPayload<{ select: typeof programmeSelect }>

export const showSelect = {
  id: true,
  slug: true,
  title: true,
  synopsis: true,
  genres: true,
  network: true,
  seasons: true,
  firstAired: true,
  mtrcbRating: true,
  streamingOn: true,
  channel: { select: { id: true, slug: true, name: true } },
} satisfies Prisma.TvShowSelect
export type ShowRow = Prisma.TvShowGetPayload<{ select: typeof showSelect }>

export const networkSelect = { id: true, slug: true, name: true, description: true, website: true } satisfies Prisma.StreamingNetworkSelect
export type NetworkRow = Prisma.StreamingNetworkGetPayload<{ select: typeof networkSelect }>

export const titleSelect = {
  id: true,
  title: true,
  slug: true,
  kind: true,
  synopsis: true,
  genres: true,
  season: true,
  streamingDate: true,
  isFeatured: true,
  createdAt: true,
  updatedAt: true,
  network: { select: networkSelect },
  show: { select: { id: true, slug: true, title: true } },
  movie: { select: { id: true, hash: true, slug: true, poster: true } },
} satisfies Prisma.StreamingTitleSelect
export type TitleRow = Prisma.StreamingTitleGetPayload<{ select: typeof titleSelect }>

const channelOrder: Prisma.TvChannelOrderByWithRelationInput[] = [{ sortOrder: 'asc' }, { id: 'asc' }]

export function tvRepository(db: Db) {
  return {
    channels(kind?: string) {
      return db.tvChannel.findMany({ where: kind ? { kind } : {}, select: channelSelect, orderBy: channelOrder })
    },

    channelByIdOrSlug(idOrSlug: string) {
      return /^\d{1,9}$/.test(idOrSlug)
        ? db.tvChannel.findUnique({ where: { id: Number(idOrSlug) }, select: channelSelect })
        : db.tvChannel.findUnique({ where: { slug: idOrSlug }, select: channelSelect })
    },

    /** Programmes overlapping a Manila date (on one channel, or on all), by start. */
    programmesOn(date: string, channelId?: number) {
      const { start, end } = manilaDayWindow(date)
      return db.tvProgramme.findMany({
        where: { ...(channelId ? { channelId } : {}), startsAt: { lt: end }, endsAt: { gt: start } },
        select: programmeSelect,
        orderBy: [{ startsAt: 'asc' }, { channelId: 'asc' }],
      })
    },

    /** Manila dates from `today` on on which programmes start (of one channel, or of any). */
    async availableDates(today: string, channelId?: number): Promise<string[]> {
      const rows = await db.tvProgramme.groupBy({
        by: ['startDate'],
        where: { ...(channelId ? { channelId } : {}), startDate: { gte: today } },
        orderBy: { startDate: 'asc' },
      })
      return rows.map((row) => row.startDate)
    },

    /** Programmes running at `at` or starting within the next `windowHours`, every channel. */
    programmesAround(at: Date, windowHours: number) {
      return db.tvProgramme.findMany({
        where: { endsAt: { gt: at }, startsAt: { lt: new Date(at.getTime() + windowHours * 3600_000) } },
        select: programmeSelect,
        orderBy: [{ startsAt: 'asc' }, { channelId: 'asc' }],
      })
    },

    programmesBetween(from: Date, to: Date) {
      return db.tvProgramme.findMany({
        where: { startsAt: { gte: from, lt: to } },
        select: programmeSelect,
        orderBy: [{ startsAt: 'asc' }, { channelId: 'asc' }],
      })
    },

    channelsByIds(ids: number[]) {
      return db.tvChannel.findMany({ where: { id: { in: ids } }, select: channelSelect, orderBy: channelOrder })
    },

    shows() {
      return db.tvShow.findMany({ select: showSelect, orderBy: [{ title: 'asc' }, { id: 'asc' }] })
    },

    showByIdOrSlug(idOrSlug: string) {
      return /^\d{1,9}$/.test(idOrSlug)
        ? db.tvShow.findUnique({ where: { id: Number(idOrSlug) }, select: showSelect })
        : db.tvShow.findUnique({ where: { slug: idOrSlug }, select: showSelect })
    },

    showAirings(showId: number, from: Date, take: number) {
      return db.tvProgramme.findMany({
        where: { showId, endsAt: { gt: from } },
        select: programmeSelect,
        orderBy: [{ startsAt: 'asc' }, { channelId: 'asc' }],
        take,
      })
    },

    networks() {
      return db.streamingNetwork.findMany({ select: networkSelect, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] })
    },

    networkBySlug(slug: string) {
      return db.streamingNetwork.findUnique({ where: { slug }, select: networkSelect })
    },

    titles(where: Prisma.StreamingTitleWhereInput = {}) {
      return db.streamingTitle.findMany({ where, select: titleSelect, orderBy: [{ streamingDate: 'asc' }, { title: 'asc' }, { id: 'asc' }] })
    },

    titleById(id: number) {
      return db.streamingTitle.findUnique({ where: { id }, select: titleSelect })
    },
  }
}
