import { invalidateContentPosts } from '../../cache/posts-cache.ts'
import { inTransaction, type Db } from '../../db.ts'
import { forgetUserActivities } from '../activities/activities.service.ts'
import { recountPosts, removeAuthorPosts } from '../posts/posts.service.ts'
import { privacyRepository } from './privacy.repository.ts'

/**
 * Deletes an account and everything that belongs to it, in one transaction (decision 023):
 * - the person's posts go, with the replies under their reviews and the answers under their replies (a
 *   thread without its review has nothing to answer); other people's likes, reports and activity entries
 *   of those posts go with them; the reply counts of the surviving posts they answered are recounted;
 * - their likes go, and every post they liked gets its likeCount recounted from the remaining rows (the
 *   posts' rows are locked first, as likes do, so the counts are exact on PostgreSQL too);
 * - their follows both ways (follower counts are counted, not stored), sessions, codes, linked sign-ins,
 *   notifications, release alerts and their deliveries, push subscriptions, widget settings, stored replies,
 *   reports, username history and activity go; so do other people's likes of their profile and the
 *   activity entries that name them (a follow, a profile like);
 * - events they submitted that are not published go; published ones stay as the site's, without submitter;
 *   staff records (release runs they triggered, search terms they blocked) lose the reference.
 * The cached review lists of every content touched are dropped afterwards.
 */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  const contents = await inTransaction(db, async (tx) => {
    // The posts first (their likes, reports and activity entries with them; the surviving posts whose
    // counters change are locked), then every other row, then the counters recounted from what is left.
    const { recount, contents: removed } = await removeAuthorPosts(tx, userId)
    await forgetUserActivities(tx, userId)
    await privacyRepository(tx).removeAccountRows(userId)
    const touched = await recountPosts(tx, recount)
    return [...removed, ...touched]
  })

  const seen = new Set<string>()
  for (const { contentTypeId, externalContentId } of contents) {
    const key = `${contentTypeId}:${externalContentId}`
    if (seen.has(key)) continue
    seen.add(key)
    invalidateContentPosts(db, contentTypeId, externalContentId)
  }
}
