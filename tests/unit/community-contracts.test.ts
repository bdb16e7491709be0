/**
 * The community contracts shared by the forms and the API (spec doc 3 §5, §9): each rule's message,
 * the limits exactly, and the activity helpers. Pure functions, no server.
 */
import { describe, expect, it } from 'vitest'
import { activityVerb } from '../../api/contracts/community-rules.ts'
import { POST_LIMITS, POST_MESSAGES as M, PostCreate, ReplyUpdate, ReviewUpdate, postingTooFast } from '../../api/contracts/posts.ts'
import { activityData } from '../../api/modules/activities/activity.presenter.ts'

const review = (overrides: Record<string, unknown> = {}) => ({ postType: 'review', contentTypeId: 1, externalContentId: 'fort-santiago', content: 'Nice', rating: 4, ...overrides })
const messages = (input: unknown) => {
  const result = PostCreate.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('review and reply rules (doc 3 §5)', () => {
  it('accepts a review at every limit and fills the defaults', () => {
    const parsed = PostCreate.parse(review({ content: 'x'.repeat(POST_LIMITS.reviewContent), title: 't'.repeat(100), pros: 'p'.repeat(500), cons: 'c'.repeat(500), rating: 5 }))
    expect(parsed).toMatchObject({ recommended: true, containsSpoilers: false })
    expect(PostCreate.parse(review({ contentTypeId: '2', externalContentId: 17 }))).toMatchObject({ contentTypeId: 2, externalContentId: '17' })
  })

  it.each([
    [{ content: '' }, M.reviewEmpty],
    [{ content: ' \n ' }, M.reviewEmpty],
    [{ content: 'x'.repeat(2001) }, M.reviewTooLong],
    [{ rating: undefined }, M.ratingRequired],
    [{ rating: 'five' }, M.ratingRange],
    [{ rating: 0.5 }, M.ratingRange],
    [{ rating: 5.5 }, M.ratingRange],
    [{ title: 't'.repeat(101) }, M.titleTooLong],
    [{ pros: 'p'.repeat(501) }, M.prosTooLong],
    [{ cons: 'c'.repeat(501) }, M.consTooLong],
  ])('%o → %s', (overrides, message) => {
    expect(messages(review(overrides))).toEqual([message])
  })

  it('replies: required, at most 1000, trimmed', () => {
    expect(messages({ postType: 'reply', parentPostId: 1, content: '' })).toEqual([M.replyEmpty])
    expect(messages({ postType: 'reply', parentPostId: 1, content: 'r'.repeat(1001) })).toEqual([M.replyTooLong])
    expect(ReplyUpdate.parse({ content: '  ok  ' })).toEqual({ content: 'ok' })
  })

  it('a review edit keeps what is left out and drops the fields it may not change', () => {
    expect(ReviewUpdate.parse({ postType: 'review', contentTypeId: 1, externalContentId: 'x', rating: 3 })).toEqual({ rating: 3 })
    expect(ReviewUpdate.safeParse({ content: '' }).success).toBe(false)
  })

  it('words the posting limit', () => {
    expect(postingTooFast(1)).toBe('You are posting too quickly. Please wait 1 second and try again.')
    expect(postingTooFast(42)).toBe('You are posting too quickly. Please wait 42 seconds and try again.')
  })
})

describe('activities (doc 3 §2, §3)', () => {
  it('names the verb of each activity type', () => {
    expect(['CREATE_REVIEW', 'review', 'CREATE_REPLY', 'comment', 'like', 'notification'].map(activityVerb)).toEqual(['reviewed', 'reviewed', 'replied to', 'commented on', 'liked', 'interacted with'])
  })

  it('reads the data blob as an object, also when encoded once or twice as a string', () => {
    const blob = { movieTitle: 'Neon Carabao', rating: 5, unknown: 'dropped' }
    expect(activityData(JSON.stringify(blob))).toEqual({ movieTitle: 'Neon Carabao', rating: 5 })
    expect(activityData(JSON.stringify(JSON.stringify(blob)))).toEqual({ movieTitle: 'Neon Carabao', rating: 5 })
    expect(activityData('not json')).toEqual({})
    expect(activityData(JSON.stringify({ rating: 'five' }))).toEqual({})
  })
})
