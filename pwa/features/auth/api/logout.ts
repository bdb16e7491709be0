import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { apiRequest } from '@/lib/api-client'
import { toast } from '@/components/ui/use-toast'
import { isViewerQuery, refreshViewerAnswers } from '../viewer-answers'
import { CURRENT_USER_KEY } from './get-current-user'

/**
 * Signs out (spec doc 1 §4): the user is cleared at once (the header shows the sign-in icon
 * immediately), then every other cached answer is dropped (it may be personal), then
 * POST /api/logout ends the session on the server. A server failure is tolerated: the person is
 * logged out locally anyway and told so ('Logout completed').
 *
 * Deviation from a bare `queryClient.clear()`: the current-user entry is kept, holding null, so the
 * header does not fall back to the loading placeholder and fetch /api/user again. And the answers on
 * screen that depend on who asks (a review's like, a profile's follow) are kept until the session has
 * ended, then asked again as a visitor (decision 049): dropped, the page would keep drawing them, since
 * a removed query tells nobody; asked at once, the server would still answer for the person.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  return useCallback(async () => {
    const others = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== CURRENT_USER_KEY[0]
    queryClient.setQueryData(CURRENT_USER_KEY, null)
    await queryClient.cancelQueries({ predicate: others })
    queryClient.removeQueries({ predicate: (query) => others(query) && !(query.isActive() && isViewerQuery(query)) })
    try {
      await apiRequest('POST', '/api/logout')
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' })
    } catch {
      toast({ title: 'Logout completed', description: 'You have been logged out locally.' })
    }
    void refreshViewerAnswers(queryClient)
  }, [queryClient])
}
