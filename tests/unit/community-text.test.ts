/**
 * The wording and links of the community pages (spec doc 3 §2, §9): short relative times, post headlines
 * and subject links, activity titles and links (with the data blob in its three encodings), and the
 * remembered review order.
 */
import { describe, expect, it } from 'vitest'
import { activityBadge, activityData, activityEntityTitle, activityHref, articleSection } from '../../pwa/features/community/lib/activity-text.ts'
import {
  authorDisplayName,
  postContentType,
  postHeadline,
  postPath,
  postSubjectHref,
  reviewSubjectHref,
  shareText,
  type PostSubject,
} from '../../pwa/features/community/lib/post-text.ts'
import { shortRelativeTime } from '../../pwa/features/community/lib/relative-time.ts'
import { JSON_LD_REVIEWS_MAX, reviewItemsJsonLd } from '../../pwa/features/community/lib/review-json-ld.ts'
import { readReviewSort, writeReviewSort } from '../../pwa/features/community/lib/review-sort.ts'
import { reviewDraftErrors } from '../../pwa/features/community/components/review-form.tsx'
import { REVIEW_SORT_STORAGE_KEY } from '../../api/contracts/posts-rules.ts'

const NOW = Date.parse('2026-11-24T12:00:00.000Z')
const ago = (ms: number) => new Date(NOW - ms).toISOString()
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('shortRelativeTime (doc 3 §9: 5m, 3h, 2d, 1w, 2mo, 1y)', () => {
  it.each([
    [30_000, 'now'],
    [5 * MINUTE, '5m'],
    [59 * MINUTE, '59m'],
    [3 * HOUR, '3h'],
    [2 * DAY, '2d'],
    [8 * DAY, '1w'],
    [29 * DAY, '4w'],
    [65 * DAY, '2mo'],
    [400 * DAY, '1y'],
  ])('%i ms ago is %s', (elapsed, expected) => {
    expect(shortRelativeTime(ago(elapsed), NOW)).toBe(expected)
  })

  it('never says about, over or almost, and a future time is now', () => {
    expect(shortRelativeTime(new Date(NOW + HOUR).toISOString(), NOW)).toBe('now')
    expect(shortRelativeTime('not a date', NOW)).toBe('')
  })
})

const review = (overrides: Partial<PostSubject> = {}): PostSubject => ({
  postType: 'review',
  contentTypeId: 1,
  externalContentId: 'rizal-park',
  hashId: 'abc123',
  contentInfo: { type: 'place', title: 'Rizal Park' },
  externalContentData: null,
  ...overrides,
})

describe('post headlines and links (doc 3 §2 posts tab)', () => {
  it('words a review with and without a title, a reply, and other posts', () => {
    expect(postHeadline(review())).toEqual({ lead: 'reviewed the place', linkedTitle: 'Rizal Park' })
    expect(postHeadline(review({ contentInfo: null }))).toEqual({ lead: 'reviewed a place', linkedTitle: null })
    expect(postHeadline(review({ postType: 'reply' }))).toEqual({ lead: 'replied to a review', linkedTitle: null })
    expect(postHeadline(review({ postType: 'post', contentTypeId: 9, contentInfo: null }))).toEqual({ lead: 'posted about a content', linkedTitle: null })
  })

  it('reads the type from the external data, then the content info, then the id', () => {
    expect(postContentType(review({ externalContentData: { type: 'restaurant' } }))).toBe('restaurant')
    expect(postContentType(review({ contentInfo: { type: 'movie' } }))).toBe('movie')
    expect(postContentType(review({ contentInfo: null, contentTypeId: 2 }))).toBe('movie')
    expect(postContentType(review({ contentInfo: null, contentTypeId: 7 }))).toBe('content')
  })

  it('falls back from name to username to Unknown User', () => {
    expect(authorDisplayName({ name: 'Ana', username: 'ana' })).toBe('Ana')
    expect(authorDisplayName({ name: null, username: 'ana' })).toBe('ana')
    expect(authorDisplayName({ name: '', username: '' })).toBe('Unknown User')
    expect(authorDisplayName(null)).toBe('Unknown User')
  })

  it('links the subject by type, preferring the snapshot’s own Gala path, never another site', () => {
    expect(postSubjectHref(review({ contentInfo: { type: 'restaurant' }, externalContentId: 'tala' }), 'ana')).toBe('/food-drink/direct/tala')
    expect(postSubjectHref(review({ contentInfo: { type: 'movie' }, externalContentId: '12' }), 'ana')).toBe('/movies/details/12')
    expect(postSubjectHref(review(), 'ana')).toBe('/places/rizal-park')
    expect(postSubjectHref(review({ contentInfo: null, contentTypeId: 9 }), 'ana')).toBe('/profile/ana/post/abc123')
    expect(postSubjectHref(review({ externalContentData: { url: '/movies/title/h1/dune' } }), 'ana')).toBe('/movies/title/h1/dune')
    expect(postSubjectHref(review({ externalContentData: { url: '//evil.example/x' } }), 'ana')).toBe('/places/rizal-park')
    expect(postSubjectHref(review({ externalContentData: { url: 'javascript:alert(1)' } }), 'ana')).toBe('/places/rizal-park')
  })

  it('links the reviews tab’s subjects (doc 3 §2 reviews tab)', () => {
    expect(reviewSubjectHref(review({ contentInfo: { type: 'movie', title: 'Dune: Part Two' }, externalContentId: '7' }))).toBe('/movies/title/7/dune-part-two')
    expect(reviewSubjectHref(review({ contentInfo: { type: 'restaurant', title: 'Café Ñora' }, externalContentId: 'cafe-nora' }))).toBe('/food-drink/cafe-nora/cafe-nora')
    expect(reviewSubjectHref(review())).toBe('/places/rizal-park')
    expect(reviewSubjectHref(review({ contentInfo: null, contentTypeId: 9 }))).toBe('#')
  })

  it('shares the post address and the first 100 characters', () => {
    expect(postPath('ana reyes', 'x/y')).toBe('/profile/ana%20reyes/post/x%2Fy')
    expect(shareText('a'.repeat(150))).toHaveLength(100)
  })
})

describe('activities (doc 3 §2 activity tab, §3 Activity)', () => {
  const data = { placeName: 'Intramuros', placeSlug: 'intramuros' }

  it('reads the data blob as an object, a JSON string, or a doubly encoded string', () => {
    expect(activityData(data)).toEqual(data)
    expect(activityData(JSON.stringify(data))).toEqual(data)
    expect(activityData(JSON.stringify(JSON.stringify(data)))).toEqual(data)
    expect(activityData('{broken')).toEqual({})
    expect(activityData(null)).toEqual({})
    expect(activityData('[1,2]')).toEqual({})
  })

  it('titles the entity from the server’s title, the names, then the data', () => {
    expect(activityEntityTitle({ activityType: 'CREATE_REVIEW', entityType: 'place', entityTitle: 'Fort Santiago', data })).toBe('Fort Santiago')
    expect(activityEntityTitle({ activityType: 'CREATE_REVIEW', entityType: 'place', data: JSON.stringify(data) })).toBe('Intramuros')
    expect(activityEntityTitle({ activityType: 'like', entityType: 'festival', data: {} })).toBe('a festival')
  })

  it('links by entity type (doc 3 §2)', () => {
    expect(activityHref({ activityType: 'like', entityType: 'movie', movieTitle: 'Dune: Part Two' })).toBe('/movies/dune-part-two')
    expect(activityHref({ activityType: 'like', entityType: 'restaurant', restaurantName: 'Tala Coffee', data: { restaurantId: 4 } })).toBe('/food-drink/4/tala-coffee')
    expect(activityHref({ activityType: 'CREATE_REVIEW', entityType: 'place', data: { placeSlug: 'intramuros' } })).toBe('/places/intramuros')
    expect(activityHref({ activityType: 'like', entityType: 'mall', mallName: 'SM Megamall' })).toBe('/movies/theaters/sm-megamall')
    expect(activityHref({ activityType: 'like', entityType: 'festival', data: { festivalSlug: 'mmff' } })).toBe('/festivals/mmff')
    expect(activityHref({ activityType: 'like', entityType: 'festival', data: {} })).toBe('#')
    expect(activityHref({ activityType: 'comment', entityType: 'article', entityId: '55', articleTitle: 'Best Sisig', articleCategory: 9 })).toBe('/movies/article/55/best-sisig')
    expect(activityHref({ activityType: 'CREATE_REPLY', entityType: 'review', data: { postHashId: 'h1' } })).toBe('/post/h1')
    expect(activityHref({ activityType: 'follow', entityType: 'user', data: { username: 'ana' } })).toBe('/profile/ana')
  })

  it('maps article categories to sections, food-drink by default', () => {
    expect(articleSection(22)).toBe('travel')
    expect(articleSection('11')).toBe('places')
    expect(articleSection(99)).toBe('food-drink')
    expect(articleSection(undefined)).toBe('food-drink')
  })

  it('badges the activity type', () => {
    expect(activityBadge('CREATE_REVIEW')).toBe('Review')
    expect(activityBadge('CREATE_REPLY')).toBe('Reply')
    expect(activityBadge('something')).toBe('Activity')
  })
})

describe('the remembered review order (Gala addition)', () => {
  it('reads what was written, and newest for anything else or a failing storage', () => {
    const map = new Map<string, string>()
    const storage = { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) }
    expect(readReviewSort(storage)).toBe('newest')
    writeReviewSort(storage, 'liked')
    expect(map.get(REVIEW_SORT_STORAGE_KEY)).toBe('liked')
    expect(readReviewSort(storage)).toBe('liked')
    map.set(REVIEW_SORT_STORAGE_KEY, 'oldest')
    expect(readReviewSort(storage)).toBe('newest')
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
    }
    expect(readReviewSort(broken)).toBe('newest')
    expect(() => writeReviewSort(broken, 'liked')).not.toThrow()
    expect(readReviewSort(undefined)).toBe('newest')
  })
})

describe('Review items for structured data (issue 12)', () => {
  const base = { title: 'Go early', content: 'Shady paths.', rating: 4, createdAt: '2026-11-01T00:00:00.000Z', user: { name: 'Ana', username: 'ana' } }

  it('names the author, the rating on 1-5, the title and the text', () => {
    expect(reviewItemsJsonLd([base])).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ana' },
        datePublished: '2026-11-01T00:00:00.000Z',
        name: 'Go early',
        reviewBody: 'Shady paths.',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ])
  })

  it('keeps a spoiler review’s rating but not its text, falls back to the username, and is bounded', () => {
    const [spoiler] = reviewItemsJsonLd([{ ...base, title: null, containsSpoilers: true, user: { name: null, username: 'ana' } }])
    expect(spoiler).not.toHaveProperty('reviewBody')
    expect(spoiler).not.toHaveProperty('name')
    expect(spoiler).toMatchObject({ author: { name: 'ana' }, reviewRating: { ratingValue: 4 } })
    expect(reviewItemsJsonLd(Array.from({ length: 30 }, () => base))).toHaveLength(JSON_LD_REVIEWS_MAX)
  })
})

describe('the review form’s checks (doc 3 §5 wording and limits)', () => {
  const draft = { rating: 4, title: '', content: 'Good.', pros: '', cons: '', recommended: true, spoiler: false }

  it('passes a complete draft and names each problem with the spec’s message', () => {
    expect(reviewDraftErrors(draft)).toEqual({})
    expect(reviewDraftErrors({ ...draft, rating: 0, content: '   ' })).toEqual({ rating: 'Rating is required', content: 'Review cannot be empty' })
    expect(reviewDraftErrors({ ...draft, rating: 6 })).toEqual({ rating: 'Rating must be between 1 and 5' })
    expect(
      reviewDraftErrors({ ...draft, content: 'x'.repeat(2001), title: 'x'.repeat(101), pros: 'x'.repeat(501), cons: 'x'.repeat(501) }),
    ).toEqual({ content: 'Review is too long', title: 'Title is too long', pros: 'Pros section is too long', cons: 'Cons section is too long' })
    expect(reviewDraftErrors({ ...draft, content: 'x'.repeat(2000), title: 'x'.repeat(100), pros: 'x'.repeat(500), cons: 'x'.repeat(500) })).toEqual({})
  })
})
