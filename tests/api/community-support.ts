/** Helpers shared by the community API tests (posts, likes, follows, users, concurrency). */
import type { TestApp } from '../support/test-app.ts'

export type Headers = Record<string, string>

/** A JSON request; answers the status and the parsed body. */
export async function call<T = Record<string, unknown>>(app: TestApp, method: string, path: string, body?: unknown, headers: Headers = {}) {
  const res = await app.request(path, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers }
}

/** A review body for POST /api/posts. */
export const reviewBody = (contentTypeId: number, externalContentId: string, overrides: Record<string, unknown> = {}) => ({
  postType: 'review',
  contentTypeId,
  externalContentId,
  title: 'Worth the trip',
  content: 'Lovely old walls and a calm garden.',
  rating: 4,
  pros: 'Shady paths',
  cons: 'Crowded on Sundays',
  recommended: true,
  externalContentData: { name: 'ignored', image: null, type: 'place', url: null },
  ...overrides,
})

export const replyBody = (parent: { id: number; rootPostId?: number | null }, content = 'Agreed, go early.') => ({
  postType: 'reply',
  parentPostId: parent.id,
  rootPostId: parent.rootPostId ?? parent.id,
  userId: 999,
  content,
})

export interface PostJson {
  id: number
  hashId: string
  userId: number
  postType: string
  title: string | null
  content: string
  rating: number | null
  pros: string | null
  cons: string | null
  recommended: boolean | null
  containsSpoilers: boolean
  likeCount: number
  replyCount: number
  hasLiked: boolean
  parentPostId: number | null
  rootPostId: number | null
  externalContentId: string
  contentInfo: { type: string; title: string | null }
  externalContentData: { name: string | null; url: string | null } | null
  replies: PostJson[]
}

export interface ErrorJson {
  status: number
  code: string
  message: string
  /** Validation failures: one entry per field (the error shape spreads its details). */
  issues?: { field: string; message: string }[]
}
