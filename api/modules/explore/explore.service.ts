import { ACTIVE_REVIEWERS_WINDOW_DAYS, EXPLORE_PEOPLE_LIMIT, type ExplorePeopleResponse, type ExplorePerson } from '../../contracts/feed.ts'
import type { PublicUser } from '../../contracts/user.ts'
import type { AppDeps } from '../../types.ts'
import { presentFollowUser } from '../follows/follow.presenter.ts'
import { exploreRepository } from './explore.repository.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * "People to follow" (decision 025): for a signed-in person, first those followed by the people they follow
 * (most shared follows first), then the most active reviewers — reviews of the last 90 days, topped up with
 * all-time reviewers. Nobody twice, never the caller or someone the caller already follows. Visitors get
 * the most active reviewers only.
 */
export function exploreService(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const repo = exploreRepository(deps.db)
  return {
    async people(viewer: PublicUser | null): Promise<ExplorePeopleResponse> {
      const viewerId = viewer?.id ?? null
      const network = viewerId == null ? [] : await repo.followedByFollows(viewerId, EXPLORE_PEOPLE_LIMIT)
      const networkIds = network.map((row) => row.userId)
      const since = new Date(deps.clock.now().getTime() - ACTIVE_REVIEWERS_WINDOW_DAYS * DAY_MS)
      const recent = await repo.topReviewers(viewerId, since, networkIds, EXPLORE_PEOPLE_LIMIT)
      const allTime = recent.length < EXPLORE_PEOPLE_LIMIT ? await repo.topReviewers(viewerId, null, [...networkIds, ...recent], EXPLORE_PEOPLE_LIMIT - recent.length) : []
      const reviewerIds = [...recent, ...allTime]

      const ids = [...networkIds, ...reviewerIds]
      const [users, counts, via] = await Promise.all([repo.users(ids), repo.reviewCounts(ids), viewerId == null ? [] : repo.viaFollows(viewerId, networkIds)])
      const byId = new Map(users.map((user) => [user.id, user]))
      const followedBy = new Map<number, { username: string; name: string | null }[]>()
      for (const row of via) {
        const list = followedBy.get(row.followingId) ?? []
        if (list.length < 2) list.push({ username: row.follower.username, name: row.follower.name ?? row.follower.displayName })
        followedBy.set(row.followingId, list)
      }
      const sharedCount = new Map(network.map((row) => [row.userId, row.count]))

      const person = (id: number): ExplorePerson | null => {
        const user = byId.get(id)
        if (!user) return null
        return { ...presentFollowUser(user), reviewCount: counts.get(id) ?? 0, followedByCount: sharedCount.get(id) ?? 0, followedBy: followedBy.get(id) ?? [] }
      }
      const present = (list: number[]) => list.map(person).filter((entry): entry is ExplorePerson => entry !== null)
      return { status: 'success', data: { followedByYourFollows: present(networkIds), activeReviewers: present(reviewerIds) } }
    },
  }
}
