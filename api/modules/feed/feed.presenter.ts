import type { ActivitySubject } from '../../contracts/community.ts'
import type { ExternalContentData } from '../../contracts/posts.ts'
import type { FeedItem } from '../../contracts/feed.ts'
import { parseJsonColumn } from '../../../prisma/json-columns.ts'
import { presentActivity } from '../activities/activity.presenter.ts'
import { presentFollowUser } from '../follows/follow.presenter.ts'
import type { FeedRow } from './feed.repository.ts'

/** A Gala path (never another site's address or a protocol-relative one). */
const localPath = (url: unknown) => (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : null)

export function presentFeedItem(row: FeedRow, subject: ActivitySubject | null = null): FeedItem {
  const snapshot = row.post?.externalContentData ? parseJsonColumn<Partial<ExternalContentData>>(row.post.externalContentData, {}) : {}
  return {
    ...presentActivity(row, subject),
    user: presentFollowUser(row.user),
    post: row.post
      ? {
          id: row.post.id,
          hashId: row.post.hashId,
          postType: row.post.postType,
          subjectName: typeof snapshot.name === 'string' ? snapshot.name : null,
          subjectUrl: localPath(snapshot.url),
          authorUsername: row.post.user.username,
        }
      : null,
  }
}

/** The cursor of an entry: "{createdAt ms}-{id}". */
export const feedCursor = (row: { createdAt: Date; id: number }) => `${row.createdAt.getTime()}-${row.id}`

export function parseFeedCursor(cursor: string | undefined): { createdAt: Date; id: number } | null {
  if (!cursor) return null
  const [ms, id] = cursor.split('-').map(Number)
  return { createdAt: new Date(ms!), id: id! }
}
