import { invalidateContentPosts } from '../../cache/posts-cache.ts'
import type { Db } from '../../db.ts'
import { COMMUNITY_TX } from '../activities/activities.repository.ts'
import { recountReplies } from '../posts/posts.service.ts'

/** Every post to remove: the person's posts, the threads under their reviews and the answers under their replies. */
async function postsToRemove(tx: Parameters<Parameters<Db['$transaction']>[0]>[0], userId: number) {
  const own = await tx.post.findMany({ where: { userId }, select: { id: true, postType: true } })
  const ids = new Set(own.map((post) => post.id))
  const reviews = own.filter((post) => post.postType !== 'reply').map((post) => post.id)
  if (reviews.length > 0) for (const row of await tx.post.findMany({ where: { rootPostId: { in: reviews } }, select: { id: true } })) ids.add(row.id)
  for (let frontier = [...ids]; frontier.length > 0; ) {
    const children = await tx.post.findMany({ where: { parentPostId: { in: frontier } }, select: { id: true } })
    frontier = children.map((row) => row.id).filter((id) => !ids.has(id))
    for (const id of frontier) ids.add(id)
  }
  return [...ids]
}

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
  const contents = await db.$transaction(async (tx) => {
    const postIds = await postsToRemove(tx, userId)
    const removed = new Set(postIds)
    const removedPosts = postIds.length > 0 ? await tx.post.findMany({ where: { id: { in: postIds } }, select: { parentPostId: true, rootPostId: true, contentTypeId: true, externalContentId: true } }) : []
    const answered = [...new Set(removedPosts.flatMap((post) => [post.parentPostId, post.rootPostId]).filter((id): id is number => id !== null && !removed.has(id)))]
    const likedPosts = (await tx.like.findMany({ where: { userId, targetType: 'post' }, select: { targetId: true } }))
      .map((like) => Number(like.targetId))
      .filter((id) => Number.isInteger(id) && !removed.has(id))
    const recount = [...new Set([...answered, ...likedPosts])].sort((a, b) => a - b)
    // Lock the surviving posts whose counts change (in id order, as one statement), so a like or reply
    // written alongside waits and the recounts below are exact.
    if (recount.length > 0) await tx.post.updateMany({ where: { id: { in: recount } }, data: { likeCount: { increment: 0 } } })

    const postKeys = postIds.map(String)
    if (postIds.length > 0) {
      await tx.like.deleteMany({ where: { targetType: 'post', targetId: { in: postKeys } } })
      await tx.activity.deleteMany({ where: { postId: { in: postIds } } })
      await tx.postReport.deleteMany({ where: { postId: { in: postIds } } })
      // Replies before what they answer: the parent and root keys point up the tree.
      await tx.post.updateMany({ where: { id: { in: postIds } }, data: { parentPostId: null, rootPostId: null } })
      await tx.post.deleteMany({ where: { id: { in: postIds } } })
    }
    await tx.like.deleteMany({ where: { userId } })
    await tx.like.deleteMany({ where: { targetType: 'profile', targetId: String(userId) } })
    await tx.activity.deleteMany({ where: { userId } })
    await tx.activity.deleteMany({ where: { entityType: 'user', entityId: String(userId) } })
    await tx.follow.deleteMany({ where: { OR: [{ followerId: userId }, { followingId: userId }] } })
    await tx.postReport.deleteMany({ where: { userId } })
    await tx.alertDelivery.deleteMany({ where: { userId } })
    await tx.inboxNotification.deleteMany({ where: { userId } })
    await tx.movieReleaseNotification.deleteMany({ where: { userId } })
    await tx.pushSubscription.deleteMany({ where: { userId } })
    await tx.session.deleteMany({ where: { userId } })
    await tx.loginCode.deleteMany({ where: { userId } })
    await tx.oAuthAccount.deleteMany({ where: { userId } })
    await tx.widgetPreference.deleteMany({ where: { userId } })
    await tx.idempotencyKey.deleteMany({ where: { userId } })
    await tx.usernameHistory.deleteMany({ where: { userId } })
    await tx.pointAward.deleteMany({ where: { userId } })
    await tx.event.deleteMany({ where: { submittedById: userId, status: { not: 'published' } } })
    await tx.event.updateMany({ where: { submittedById: userId }, data: { submittedById: null } })
    // Tickets (decision 037): the person's holds (their claims free the seats), purchases and tickets go; tickets
    // they checked in as staff keep the time but not who.
    await tx.ticket.updateMany({ where: { checkedInById: userId }, data: { checkedInById: null } })
    await tx.ticket.deleteMany({ where: { userId } })
    await tx.ticketTransaction.deleteMany({ where: { userId } })
    await tx.seatHold.deleteMany({ where: { userId } })
    await tx.releaseAlertRun.updateMany({ where: { triggeredById: userId }, data: { triggeredById: null } })
    await tx.auditLog.updateMany({ where: { actorId: userId }, data: { actorId: null } })
    await tx.searchQuery.updateMany({ where: { blockedById: userId }, data: { blockedById: null } })
    await tx.user.delete({ where: { id: userId }, select: { id: true } })

    for (const postId of recount) {
      const likeCount = await tx.like.count({ where: { targetType: 'post', targetId: String(postId) } })
      await tx.post.updateMany({ where: { id: postId }, data: { likeCount } })
      await recountReplies(tx, postId)
    }
    const touched = await tx.post.findMany({ where: { id: { in: recount } }, select: { contentTypeId: true, externalContentId: true } })
    return [...removedPosts, ...touched]
  }, COMMUNITY_TX)

  const seen = new Set<string>()
  for (const { contentTypeId, externalContentId } of contents) {
    const key = `${contentTypeId}:${externalContentId}`
    if (seen.has(key)) continue
    seen.add(key)
    invalidateContentPosts(db, contentTypeId, externalContentId)
  }
}
