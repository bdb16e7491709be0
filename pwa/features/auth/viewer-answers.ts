import { hashKey, type Query, type QueryClient } from '@tanstack/react-query'
import { isViewerRead } from '@contracts/viewer-reads'
import type { PublicUser } from '@contracts/user'
import { CURRENT_USER_KEY } from './api/get-current-user'

/** Whose answers the cache holds: an account's id, null for a visitor's, undefined while nobody knows. */
export type Viewer = number | null | undefined

/** Whether a query reads an answer that depends on who asks (api/contracts/viewer-reads.ts): its key starts with that path. */
export const isViewerQuery = (query: Pick<Query, 'queryKey'>): boolean => isViewerRead(query.queryKey[0])

/**
 * Asks again, with the session the browser holds now, every cached answer that depends on who asks: those on screen
 * at once (in place: the old answer stays until the new one comes, so nothing is redrawn empty), the others when they
 * are next shown.
 */
export function refreshViewerAnswers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isViewerQuery })
}

/**
 * Keeps the answers that depend on who asks those of the person signed in (issue 36, decision 049). `answersFor` is
 * whose answers the cache starts with: a visitor's (null) on a page the server rendered, since the server renders as
 * a visitor; unknown (undefined) in the app shell, whose saved answers came with the saved account. Each time the
 * account the browser knows changes from that (the saved or checked account after hydration, a sign-in on the page,
 * a sign-out, an ended session), those answers are asked again.
 *
 * Not before `hydrated` has resolved (the page's content has hydrated): a part React hydrates draws what the cache
 * holds at that moment, and an answer changed before then would differ from the server's HTML in attributes only
 * (aria-pressed, a class), which React does not correct. Returns the unsubscribe function.
 */
export function followTheAccount(queryClient: QueryClient, answersFor: Viewer, hydrated: Promise<void>): () => void {
  let holder = answersFor
  let ready = false
  let waiting = false
  const refresh = () => {
    if (ready) void refreshViewerAnswers(queryClient)
    else waiting = true
  }
  void hydrated.then(() => {
    ready = true
    if (waiting) refresh()
  })
  const accountHash = hashKey(CURRENT_USER_KEY)
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'removed' || event.query.queryHash !== accountHash || event.query.state.status !== 'success') return
    const user = event.query.state.data as PublicUser | null | undefined
    const viewer: Viewer = user === undefined ? undefined : (user?.id ?? null)
    if (viewer === undefined || viewer === holder) return
    const known = holder !== undefined
    holder = viewer
    // Asked synchronously once the page is the app's, so that a sign-out's cancelling (logout.ts) reaches them.
    if (known) refresh()
  })
}
