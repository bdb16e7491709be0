import { ActivityData, type Activity, type ActivitySubject } from '../../contracts/community.ts'
import { parseJsonColumn } from '../../../prisma/json-columns.ts'
import type { ActivityRow } from './activities.repository.ts'

/**
 * The data blob as an object. Older writers stored it as a JSON string, sometimes encoded twice
 * (doc 3 §3), so strings are parsed until an object appears; unknown fields are dropped.
 */
export function activityData(text: string): ActivityData {
  let value: unknown = parseJsonColumn<unknown>(text, {})
  for (let depth = 0; typeof value === 'string' && depth < 3; depth++) value = parseJsonColumn<unknown>(value, {})
  if (!value || typeof value !== 'object') return {}
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(ActivityData.shape)) {
    const parsed = field.safeParse((value as Record<string, unknown>)[key])
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data
  }
  return out as ActivityData
}

function entityTitle(entityType: string, data: ActivityData): string | null {
  switch (entityType) {
    case 'movie':
      return data.movieTitle ?? null
    case 'place':
      return data.placeName ?? null
    case 'restaurant':
      return data.restaurantName ?? null
    case 'festival':
      return data.festivalName ?? null
    case 'article':
      return data.articleTitle ?? null
    case 'user':
      return data.name ?? data.username ?? null
    default:
      return data.movieTitle ?? data.placeName ?? data.restaurantName ?? data.festivalName ?? data.articleTitle ?? null
  }
}

/** An entry, with what it is about when the content was found (activity-subjects.ts). */
export function presentActivity(row: ActivityRow, subject: ActivitySubject | null = null): Activity {
  const data = activityData(row.data)
  return {
    id: row.id,
    userId: row.userId,
    activityType: row.activityType,
    entityType: row.entityType,
    entityId: row.entityId,
    externalContentId: row.externalContentId,
    entityTitle: subject?.title ?? entityTitle(row.entityType, data),
    movieTitle: data.movieTitle ?? null,
    placeName: data.placeName ?? null,
    restaurantName: data.restaurantName ?? null,
    data,
    createdAt: row.createdAt.toISOString(),
    subject,
  }
}
