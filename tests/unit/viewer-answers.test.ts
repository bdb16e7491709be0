/**
 * The answers that depend on who asks follow the account (issue 36, decision 049; pwa/features/auth/viewer-answers.ts):
 * which queries are such answers, and when they are asked again.
 */
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import type { PublicUser } from '@contracts/user'
import { CONTENT_TYPE_IDS } from '@contracts/posts-rules'
import { CURRENT_USER_KEY } from '@/features/auth/api/get-current-user'
import { followTheAccount, isViewerQuery, type Viewer } from '@/features/auth/viewer-answers'
import { contentReviewsQuery } from '@/features/community/api/get-content-reviews'
import { profileQuery } from '@/features/community/api/get-profile'
import { postQuery } from '@/features/community/api/get-post'
import { userPostsQuery } from '@/features/community/api/get-user-posts'
import { userActivitiesQuery } from '@/features/community/api/get-user-activities'
import { explorePeopleQuery } from '@/features/feed/api/get-explore-people'
import { feedQuery } from '@/features/feed/api/get-feed'
import { dailyChallengeQuery } from '@/features/profile/api/get-daily-challenge'
import { articleLikesQuery } from '@/features/articles/api/article-likes'
import { eventQuery } from '@/features/events/api/get-event'
import { movieNotificationCheckQuery } from '@/features/notifications/api/check-movie-notification'
import { movieNotificationsQuery } from '@/features/notifications/api/get-movie-notifications'
import { streamingNotificationCheckQuery } from '@/features/tv/api/streaming-notification'

describe('the queries that read an answer depending on who asks', () => {
  it('are the ones the pages use for likes, follows, own reviews, notify-me, events and the daily challenge', () => {
    const keys: QueryKey[] = [
      contentReviewsQuery({ contentTypeId: CONTENT_TYPE_IDS.movie, externalContentId: '12' }, 'newest').queryKey,
      contentReviewsQuery({ contentTypeId: CONTENT_TYPE_IDS.place, externalContentId: 'café-de-manila' }, 'liked').queryKey,
      profileQuery('maria_santos').queryKey,
      postQuery('42').queryKey,
      postQuery('a1b2c3d4').queryKey,
      userPostsQuery('maria_santos', 'posts').queryKey,
      userPostsQuery('maria_santos', 'reviews').queryKey,
      userActivitiesQuery('maria_santos').queryKey,
      explorePeopleQuery(null).queryKey,
      feedQuery().queryKey,
      dailyChallengeQuery().queryKey,
      articleLikesQuery(7).queryKey,
      eventQuery('opm-night').queryKey,
      movieNotificationCheckQuery(3).queryKey,
      movieNotificationsQuery().queryKey,
      streamingNotificationCheckQuery(5).queryKey,
    ]
    expect(keys.filter((queryKey) => !isViewerQuery({ queryKey }))).toEqual([])
  })

  it('leave out the account itself and the public lists', () => {
    expect(isViewerQuery({ queryKey: CURRENT_USER_KEY })).toBe(false)
    expect(isViewerQuery({ queryKey: ['/api/movies/now-showing'] })).toBe(false)
    expect(isViewerQuery({ queryKey: ['movies', 3, 'showtimes'] })).toBe(false)
  })
})

// ---- When they are asked again ---------------------------------------------------------------------

const REVIEWS = ['/api/posts/content/2/12', { sort: 'newest' }]
const SHOWING = ['/api/movies/now-showing']
const user = (id: number, name = 'Maria') => ({ id, username: `user${id}`, name }) as unknown as PublicUser

let stop: (() => void)[] = []
afterEach(() => {
  for (const unsubscribe of stop) unsubscribe()
  stop = []
})

/**
 * A cache holding a visitor's (or a saved) answer of a viewer read and of a public read, both on screen (an observer
 * each), counting how often each is asked.
 */
function page(answersFor: Viewer, hydrated: Promise<void> = Promise.resolve()) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } })
  const asked = { reviews: 0, showing: 0 }
  for (const [key, name] of [
    [REVIEWS, 'reviews'],
    [SHOWING, 'showing'],
  ] as const) {
    client.setQueryData(key, { answer: 0 })
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: async () => ({ answer: ++asked[name] }),
      staleTime: 60_000,
    })
    stop.push(observer.subscribe(() => {}))
  }
  stop.push(followTheAccount(client, answersFor, hydrated))
  return { client, asked }
}

/** Lets the promise callbacks, the cache's batched notifications and the fetches run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('followTheAccount', () => {
  it('on a server-rendered page, asks the viewer reads again once a signed-in account is known and the page has hydrated', async () => {
    let hydrate!: () => void
    const { client, asked } = page(
      null,
      new Promise<void>((resolve) => (hydrate = resolve)),
    )
    client.setQueryData(CURRENT_USER_KEY, user(1))
    await settle()
    // Not while React may still be hydrating the parts that show them.
    expect(asked).toEqual({ reviews: 0, showing: 0 })
    hydrate()
    await settle()
    expect(asked).toEqual({ reviews: 1, showing: 0 })
    expect(client.getQueryData(REVIEWS)).toEqual({ answer: 1 })
  })

  it('leaves a visitor’s answers alone for a visitor, and a changed name of the same person', async () => {
    const visitor = page(null)
    visitor.client.setQueryData(CURRENT_USER_KEY, null)
    await settle()
    expect(visitor.asked.reviews).toBe(0)

    const person = page(null)
    person.client.setQueryData(CURRENT_USER_KEY, user(1))
    await settle()
    person.client.setQueryData(CURRENT_USER_KEY, user(1, 'Maria S.'))
    await settle()
    expect(person.asked.reviews).toBe(1)
  })

  it('asks again on a sign-out, a sign-in on the page and a change of person', async () => {
    const { client, asked } = page(null)
    client.setQueryData(CURRENT_USER_KEY, user(1))
    await settle()
    client.setQueryData(CURRENT_USER_KEY, null)
    await settle()
    client.setQueryData(CURRENT_USER_KEY, user(2))
    await settle()
    expect(asked).toEqual({ reviews: 3, showing: 0 })
  })

  it('in the app shell, takes the first account known as the one the saved answers came with', async () => {
    const { client, asked } = page(undefined)
    client.setQueryData(CURRENT_USER_KEY, user(1))
    await settle()
    expect(asked.reviews).toBe(0)
    client.setQueryData(CURRENT_USER_KEY, null)
    await settle()
    expect(asked.reviews).toBe(1)
  })

  it('marks a viewer read nobody shows as stale instead of asking it at once', async () => {
    const { client } = page(null)
    const hidden = ['/api/users/profile/maria_santos']
    client.setQueryData(hidden, { isFollowing: false })
    client.setQueryData(CURRENT_USER_KEY, user(1))
    await settle()
    const query = client.getQueryCache().find({ queryKey: hidden })!
    expect(query.state.isInvalidated).toBe(true)
    expect(query.state.fetchStatus).toBe('idle')
  })
})
