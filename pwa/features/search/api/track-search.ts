import { apiRequest } from '@/lib/api-client'

/**
 * POST /api/track-search: records a search for trending terms. Failures are silent (doc 2 §7-§8):
 * it never throws and never shows anything.
 */
export async function trackSearch(query: string): Promise<void> {
  const trimmed = query.trim()
  if (!trimmed) return
  try {
    await apiRequest('POST', '/api/track-search', { query: trimmed })
  } catch {
    // Silent by design.
  }
}
