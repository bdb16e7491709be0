import type { ModerationItem } from '../../contracts/admin-moderation.ts'
import { parseJsonColumn } from '../../../prisma/json-columns.ts'
import { oneDecimal } from '../../lib/numbers.ts'
import type { ModerationRow } from './admin-moderation.repository.ts'

/** One post of the moderation queue, with its open reports (newest five) and their count. */
export function presentModerationItem(row: ModerationRow): ModerationItem {
  const data = parseJsonColumn<{ name?: unknown; url?: unknown } | null>(row.externalContentData, null)
  const field = (value: unknown) => (typeof value === 'string' ? value : null)
  return {
    id: row.id,
    hashId: row.hashId,
    postType: row.postType,
    contentTypeId: row.contentTypeId,
    externalContentId: row.externalContentId,
    contentName: data && typeof data === 'object' ? field(data.name) : null,
    contentUrl: data && typeof data === 'object' ? field(data.url) : null,
    title: row.title,
    content: row.content,
    rating: oneDecimal(row.rating),
    author: { id: row.user.id, username: row.user.username, name: row.user.name ?? row.user.displayName },
    createdAt: row.createdAt.toISOString(),
    likeCount: row.likeCount,
    replyCount: row.replyCount,
    hidden: row.hiddenAt ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason, byId: row.hiddenById } : null,
    openReports: row._count.reports,
    reports: row.reports.map((report) => ({
      id: report.id,
      reason: report.reason,
      details: report.details,
      status: report.status,
      createdAt: report.createdAt.toISOString(),
      reporter: { id: report.user.id, username: report.user.username },
    })),
  }
}
