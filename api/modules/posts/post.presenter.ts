import { contentTypeName, POST_TYPES, type ExternalContentData, type Post, type PostAuthor, type PostBase, type PostType } from '../../contracts/posts.ts'
import { parseJsonColumn } from '../../../prisma/json-columns.ts'
import { oneDecimal } from '../../lib/numbers.ts'
import type { PostRow, ThreadRow } from './posts.repository.ts'

export function presentPostAuthor(user: PostRow['user']): PostAuthor {
  return {
    id: user.id,
    username: user.username,
    name: user.name ?? user.displayName,
    displayName: user.displayName,
    avatar: user.avatar,
    avatarColor: user.avatarColor,
  }
}

function contentData(text: string | null): ExternalContentData | null {
  const data = parseJsonColumn<Partial<ExternalContentData> | null>(text, null)
  if (!data || typeof data !== 'object') return null
  const field = (value: unknown) => (typeof value === 'string' ? value : null)
  return { name: field(data.name), image: field(data.image), type: field(data.type), url: field(data.url) }
}

const postType = (value: string): PostType => ((POST_TYPES as readonly string[]).includes(value) ? (value as PostType) : 'post')

/**
 * One post as the wire carries it (doc 3 §3). Text fields go out exactly as stored: plain text,
 * which pages render as text (acceptance 4), so nothing here escapes or strips anything.
 */
export function presentPostBase(row: PostRow, liked: ReadonlySet<number>): PostBase {
  const data = contentData(row.externalContentData)
  return {
    id: row.id,
    hashId: row.hashId,
    postType: postType(row.postType),
    userId: row.userId,
    user: presentPostAuthor(row.user),
    title: row.title,
    content: row.content,
    rating: oneDecimal(row.rating),
    pros: row.pros,
    cons: row.cons,
    recommended: row.recommended,
    containsSpoilers: row.containsSpoilers,
    parentPostId: row.parentPostId,
    rootPostId: row.rootPostId,
    contentTypeId: row.contentTypeId,
    externalContentId: row.externalContentId,
    contentInfo: { type: contentTypeName(row.contentTypeId), title: data?.name ?? null },
    externalContentData: data,
    likeCount: row.likeCount,
    replyCount: row.replyCount,
    hasLiked: liked.has(row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.hiddenAt ? { hidden: { at: row.hiddenAt.toISOString(), reason: row.hiddenReason } } : {}),
  }
}

export function presentPost(row: ThreadRow | PostRow, liked: ReadonlySet<number> = new Set()): Post {
  const replies = 'threadPosts' in row ? row.threadPosts.map((reply) => presentPostBase(reply, liked)) : []
  return { ...presentPostBase(row, liked), replies }
}

/** Ids of a page of threads (reviews and their replies), to ask which of them the caller likes. */
export const threadPostIds = (rows: ThreadRow[]) => rows.flatMap((row) => [row.id, ...row.threadPosts.map((reply) => reply.id)])
