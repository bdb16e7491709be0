import type { AdArticle, AdminHouseAd, PublicHouseAd } from '../../contracts/ads.ts'
import { MANILA_UTC_OFFSET } from '../../contracts/events-rules.ts'
import type { AdArticleRow, HouseAdRow } from './ads.repository.ts'

const MANILA_OFFSET_MS = 8 * 3_600_000

/** A JSON list column ("[\"300x250\"]") read back; a damaged value reads as empty. */
export function jsonList(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

/** The Manila day of an instant ("2026-11-25"). */
export const manilaDayOf = (instant: Date) => new Date(instant.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10)
/** The first instant of a Manila day. */
export const manilaDayStart = (day: string) => new Date(`${day}T00:00:00.000${MANILA_UTC_OFFSET}`)
/** The last instant of a Manila day (the end date is included). */
export const manilaDayEnd = (day: string) => new Date(`${day}T23:59:59.999${MANILA_UTC_OFFSET}`)

export function presentAdminHouseAd(row: HouseAdRow): AdminHouseAd {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    altText: row.altText,
    sizes: jsonList(row.sizes),
    slots: jsonList(row.slots),
    startsAt: row.startsAt ? manilaDayOf(row.startsAt) : null,
    endsAt: row.endsAt ? manilaDayOf(row.endsAt) : null,
    weight: row.weight,
    enabled: row.enabled,
    impressions: row.impressions,
    clicks: row.clicks,
    createdAt: row.createdAt.toISOString(),
  }
}

export function presentPublicHouseAd(row: Pick<HouseAdRow, 'id' | 'imageUrl' | 'altText' | 'sizes' | 'slots' | 'weight'>): PublicHouseAd {
  return { id: row.id, imageUrl: row.imageUrl, altText: row.altText, sizes: jsonList(row.sizes), slots: jsonList(row.slots), weight: row.weight }
}

export function presentAdArticle(row: AdArticleRow): AdArticle {
  return { id: row.id, title: row.title, slug: row.slug, date: row.date.toISOString(), noAds: row.noAds !== null }
}

/** The audited values of a creative (counts are not an edit). */
export function auditedCreative(row: HouseAdRow) {
  const { impressions: _impressions, clicks: _clicks, createdAt: _createdAt, ...rest } = presentAdminHouseAd(row)
  return rest
}
