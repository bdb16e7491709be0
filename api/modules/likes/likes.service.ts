import { ARTICLE_MESSAGES } from '../../contracts/articles-rules.ts'
import { PROFILE_MESSAGES } from '../../contracts/community-rules.ts'
import { EVENT_MESSAGES } from '../../contracts/events-rules.ts'
import type { LikeResult, LikeTarget, PlaceLikesResponse } from '../../contracts/likes.ts'
import { MOVIE_MESSAGES } from '../../contracts/movies.ts'
import { PLACE_MESSAGES } from '../../contracts/places-rules.ts'
import { POST_MESSAGES } from '../../contracts/posts-rules.ts'
import { RESTAURANT_MESSAGES } from '../../contracts/restaurants-rules.ts'
import type { PublicUser } from '../../contracts/user.ts'
import { BadRequest, NotFound } from '../../errors.ts'
import { invalidateContentPosts } from '../../cache/posts-cache.ts'
import { inTransaction, isUniqueViolation } from '../../db.ts'
import type { AppDeps } from '../../types.ts'
import { publicEventWhere } from '../events/events.service.ts'
import { forgetActivity, recordActivity, type ActivityEntry } from '../activities/activities.service.ts'
import { findContentSubject } from '../posts/content-subjects.ts'
import { findLikeablePost, lockPostForLike, setPostLikeCount } from '../posts/posts.service.ts'
import { findUserByKey } from '../users/user-lookup.ts'
import { requireCompleteProfile } from '../users/profile-completion.ts'
import { likesRepository, type LikeTargetKey } from './likes.repository.ts'

/** What a like changes besides its row: the post's counter and the liker's activity entry. */
interface LikeEffects {
  /** The liked post's id: its likeCount follows the Like rows. */
  postId?: number
  /** The activity entry recorded with the like (removed with the unlike). */
  activity?: Omit<ActivityEntry, 'userId' | 'activityType' | 'createdAt'>
}

/** A likeable thing, resolved: the Like row key and what a like of it changes. */
interface Subject {
  key: LikeTargetKey
  effects: LikeEffects
  /** The user who owns the thing (profiles): nobody likes their own profile. */
  ownerId?: number
  /** Posts: the content whose cached reviews list shows the count. */
  content?: { contentTypeId: number; externalContentId: string }
}

/**
 * Lookups of likeable things that live in modules which themselves use this service, handed in by them
 * (so the dependency points one way): articles like through articleLikesService, which passes its own
 * published-article lookup. Without it, an article is not found.
 */
export interface LikeLookups {
  /** A published article's id and title, or null. */
  article?: (id: number) => Promise<{ id: number; title: string } | null>
}

const numeric = (key: string) => (/^\d{1,9}$/.test(key) ? Number(key) : null)
const excerpt = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/**
 * Likes of every likeable thing of doc 3 §7, on one Like table. Liking twice keeps one like, unliking
 * what is not liked changes nothing; every answer is the Like result `{ liked, likeCount }` after it.
 * Restaurants are Place rows, so a restaurant's like is its place's like (one count on both pages).
 */
export function likesService(deps: Pick<AppDeps, 'db' | 'clock'>, lookups: LikeLookups = {}) {
  const { db, clock } = deps
  const repo = likesRepository(db, {
    publicEvent: publicEventWhere,
  })

  const resolvers: Record<LikeTarget, (key: string) => Promise<Subject | null>> = {
    async post(key) {
      const id = numeric(key)
      const post = id === null ? null : await findLikeablePost(db, id)
      if (!post) return null
      return {
        key: { targetType: 'post', targetId: String(post.id) },
        effects: {
          postId: post.id,
          activity: {
            entityType: 'review',
            entityId: String(post.id),
            externalContentId: post.externalContentId,
            postId: post.id,
            data: { postId: post.id, content: excerpt(post.content) },
          },
        },
        content: {
          contentTypeId: post.contentTypeId,
          externalContentId: post.externalContentId,
        },
      }
    },
    async movie(key) {
      const subject = await findContentSubject(db, 2, key)
      if (!subject) return null
      return {
        key: { targetType: 'movie', targetId: subject.externalContentId },
        effects: {
          activity: {
            entityType: 'movie',
            entityId: subject.externalContentId,
            externalContentId: subject.externalContentId,
            data: subject.activityNames,
          },
        },
      }
    },
    async place(key) {
      const subject = await findContentSubject(db, 1, key)
      if (!subject) return null
      return {
        key: { targetType: 'place', targetId: subject.externalContentId },
        effects: {
          activity: {
            entityType: 'place',
            entityId: subject.externalContentId,
            externalContentId: subject.externalContentId,
            data: subject.activityNames,
          },
        },
      }
    },
    async restaurant(key) {
      const subject = await findContentSubject(db, 3, key)
      if (!subject) return null
      return {
        key: { targetType: 'place', targetId: subject.externalContentId },
        effects: {
          activity: {
            entityType: 'restaurant',
            entityId: subject.externalContentId,
            externalContentId: subject.externalContentId,
            data: subject.activityNames,
          },
        },
      }
    },
    async festival(key) {
      const id = numeric(key)
      const festival = await repo.festival(id, key)
      if (!festival) return null
      return {
        key: { targetType: 'festival', targetId: String(festival.id) },
        effects: {
          activity: {
            entityType: 'festival',
            entityId: String(festival.id),
            data: { festivalName: festival.name, festivalSlug: festival.slug },
          },
        },
      }
    },
    async event(key) {
      const id = numeric(key)
      // Only published events are public (pending and rejected submissions are not; decision 018).
      const event = await repo.publicEvent(id, key)
      if (!event) return null
      return {
        key: { targetType: 'event', targetId: String(event.id) },
        effects: {
          activity: {
            entityType: 'event',
            entityId: String(event.id),
            data: { message: event.title },
          },
        },
      }
    },
    async profile(key) {
      const user = await findUserByKey(db, key)
      if (!user) return null
      return {
        key: { targetType: 'profile', targetId: String(user.id) },
        ownerId: user.id,
        effects: {
          activity: {
            entityType: 'user',
            entityId: String(user.id),
            data: {
              username: user.username,
              name: user.name ?? user.displayName ?? user.username,
            },
          },
        },
      }
    },
    async article(key) {
      const id = numeric(key)
      const article = id === null || !lookups.article ? null : await lookups.article(id)
      if (!article) return null
      return {
        key: { targetType: 'article', targetId: String(article.id) },
        effects: {
          activity: {
            entityType: 'article',
            entityId: String(article.id),
            data: { articleTitle: article.title },
          },
        },
      }
    },
  }

  const NOT_FOUND: Record<LikeTarget, () => Error> = {
    post: () => NotFound(POST_MESSAGES.postNotFound, 'POST_NOT_FOUND'),
    movie: () => NotFound(MOVIE_MESSAGES.movieNotFound, 'MOVIE_NOT_FOUND'),
    place: () => NotFound(PLACE_MESSAGES.notFound, 'PLACE_NOT_FOUND'),
    restaurant: () => NotFound(RESTAURANT_MESSAGES.notFound, 'RESTAURANT_NOT_FOUND'),
    festival: () => NotFound(EVENT_MESSAGES.festivalNotFound, 'FESTIVAL_NOT_FOUND'),
    event: () => NotFound(EVENT_MESSAGES.notFound, 'EVENT_NOT_FOUND'),
    profile: () => NotFound(PROFILE_MESSAGES.userNotFound, 'USER_NOT_FOUND'),
    article: () => NotFound(ARTICLE_MESSAGES.articleNotFound, 'ARTICLE_NOT_FOUND'),
  }

  /**
   * One transaction (TX_LIMITS: under a burst of likes the SQLite writer makes them wait their turn): the
   * Like row, the post's likeCount (recounted from the rows, so it is exact whatever happened before) and
   * the activity entry change together. Likes of one post take turns on its row (a no-op update locks it),
   * so the recount is exact on PostgreSQL too; SQLite serializes transactions anyway.
   */
  function apply(userId: number, target: LikeTargetKey, liked: boolean, effects: LikeEffects, now: Date): Promise<number> {
    return inTransaction(db, async (tx) => {
      const likes = likesRepository(tx)
      if (effects.postId !== undefined) await lockPostForLike(tx, effects.postId)
      const changed = await likes.set(userId, target, liked, now)
      if (changed && liked && effects.activity)
        await recordActivity(tx, {
          ...effects.activity,
          userId,
          activityType: 'like',
          createdAt: now,
        })
      if (changed && !liked && effects.activity?.entityId) {
        await forgetActivity(tx, {
          userId,
          activityType: 'like',
          entityType: effects.activity.entityType,
          entityId: effects.activity.entityId,
        })
      }
      const likeCount = await likes.count(target)
      if (effects.postId !== undefined) await setPostLikeCount(tx, effects.postId, likeCount)
      return likeCount
    })
  }

  /** Makes the user's like of the target `liked`; answers the target's like count after the change. */
  async function store(userId: number, target: LikeTargetKey, liked: boolean, effects: LikeEffects, now: Date): Promise<number> {
    try {
      return await apply(userId, target, liked, effects, now)
    } catch (error) {
      // Someone (this user, in a request running alongside) liked it first: it is liked, as asked.
      if (!isUniqueViolation(error)) throw error
      return repo.count(target)
    }
  }

  async function resolve(target: LikeTarget, key: string): Promise<Subject> {
    const subject = await resolvers[target](key)
    if (!subject) throw NOT_FOUND[target]()
    return subject
  }

  async function set(user: PublicUser, target: LikeTarget, key: string, liked: boolean | 'toggle'): Promise<LikeResult> {
    const subject = await resolve(target, key)
    if (subject.ownerId === user.id) throw BadRequest(PROFILE_MESSAGES.cannotLikeSelf, 'CANNOT_LIKE_SELF')
    const want = liked === 'toggle' ? !(await repo.likedBy(user.id, subject.key)) : liked
    // Liking needs a display name (doc 3 §5); taking a like back never does.
    if (want) requireCompleteProfile(user)
    const likeCount = await store(user.id, subject.key, want, subject.effects, clock.now())
    if (subject.content) invalidateContentPosts(db, subject.content.contentTypeId, subject.content.externalContentId)
    return { liked: want, likeCount }
  }

  return {
    /** GET …/likes: the count and whether the caller likes it (false for visitors). */
    async get(user: PublicUser | null, target: LikeTarget, key: string): Promise<LikeResult> {
      const subject = await resolve(target, key)
      const [likeCount, liked] = await Promise.all([repo.count(subject.key), user ? repo.likedBy(user.id, subject.key) : false])
      return { liked, likeCount }
    },

    /** GET /api/places/{id}/likes: doc 3 §7's { count, likes[userId] } beside the Like result. */
    async placeLikes(user: PublicUser | null, key: string): Promise<PlaceLikesResponse> {
      const subject = await resolve('place', key)
      const likes = await repo.likers(subject.key)
      return {
        liked: user ? likes.some((like) => like.userId === user.id) : false,
        likeCount: likes.length,
        count: likes.length,
        likes,
      }
    },

    like: (user: PublicUser, target: LikeTarget, key: string) => set(user, target, key, true),
    unlike: (user: PublicUser, target: LikeTarget, key: string) => set(user, target, key, false),
    /** The always-POST toggle of festivals, events and profiles (doc 3 §7). */
    toggle: (user: PublicUser, target: LikeTarget, key: string) => set(user, target, key, 'toggle'),
  }
}
