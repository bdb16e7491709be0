import { ARTICLE_FETCH_TIMEOUT_MS } from '@contracts/articles-rules'
import { createApiClient } from '@/lib/api-client'

/**
 * The request layer (pwa/lib/api-client.ts) configured for article reads: spec doc 2 §9 gives
 * article fetches an 8 s time-out instead of the query reader's 15 s. Same code, same error wording,
 * same credentials and cache headers; only the time-outs differ.
 */
export const articlesClient = createApiClient({ queryTimeoutMs: ARTICLE_FETCH_TIMEOUT_MS, mutationTimeoutMs: ARTICLE_FETCH_TIMEOUT_MS })
