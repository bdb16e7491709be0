import { FEED_PER_PAGE, type FeedResponse } from '../../contracts/feed.ts'
import type { PublicUser } from '../../contracts/user.ts'
import type { AppDeps } from '../../types.ts'
import { publicArticleWhere } from '../articles/articles.service.ts'
import { publicEventWhere } from '../events/events.service.ts'
import { activitySubjects } from '../activities/activities.service.ts'
import { feedCursor, parseFeedCursor, presentFeedItem } from './feed.presenter.ts'
import { feedRepository, type FeedPosition, type FeedRow } from './feed.repository.ts'

/** Reads of hidden-content rows a page may skip before it answers with what it has (and a cursor past them). */
const MAX_BATCHES = 5

/**
 * The feed (decision 025): reviews, replies and likes of the people the caller follows, newest first, in
 * pages of 20 with a cursor. Entries about content that is not public are skipped after reading (the
 * content predicates of decision 018 decide), so a page reads in batches until it is full; a cursor
 * (rather than a page number) keeps the pages steady while new entries arrive at the top.
 */
export function feedService(deps: Pick<AppDeps, 'db'>) {
  const filters = { publicEvent: publicEventWhere, publicArticle: publicArticleWhere }
  const repo = feedRepository(deps.db, filters)
  return {
    async page(viewer: PublicUser, cursor: string | undefined): Promise<FeedResponse> {
      const shown: FeedRow[] = []
      let after: FeedPosition | null = parseFeedCursor(cursor)
      let exhausted = false
      for (let batch = 0; batch < MAX_BATCHES && shown.length <= FEED_PER_PAGE; batch++) {
        const rows = await repo.page(viewer.id, after, FEED_PER_PAGE + 1)
        shown.push(...(await repo.publicOnly(rows)))
        const last = rows.at(-1)
        if (last) after = { createdAt: last.createdAt, id: last.id }
        if (rows.length <= FEED_PER_PAGE) {
          exhausted = true
          break
        }
      }
      const data = shown.slice(0, FEED_PER_PAGE)
      // More shown than a page: the next page starts after the last entry sent. Otherwise, unless the
      // stream ended, it starts after the last row read (hidden rows are not read again).
      const nextCursor = shown.length > FEED_PER_PAGE ? feedCursor(data.at(-1)!) : exhausted || !after ? null : feedCursor(after)
      // What each entry is about, named and pictured: one read per kind of content for the page.
      const subjects = await activitySubjects(deps.db, filters, data)
      return { status: 'success', data: data.map((row) => presentFeedItem(row, subjects.get(row.id) ?? null)), nextCursor }
    },
  }
}
