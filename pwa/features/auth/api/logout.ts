import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { apiRequest } from '@/lib/api-client'
import { toast } from '@/components/ui/use-toast'
import { CURRENT_USER_KEY } from './get-current-user'

/**
 * Signs out (spec doc 1 §4): POST /api/logout, then the user is cleared at once and every cached
 * query is dropped. A server failure is tolerated: the person is logged out locally anyway.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  return useCallback(async () => {
    let serverConfirmed = true
    try {
      await apiRequest('POST', '/api/logout')
    } catch {
      serverConfirmed = false
    }
    queryClient.setQueryData(CURRENT_USER_KEY, null)
    // Drop every other cached answer (it may be personal), but keep the user entry we just set to
    // null so the header does not flash the loading placeholder.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] })
    if (serverConfirmed) toast({ title: 'Logged out', description: 'You have been successfully logged out.' })
    else toast({ title: 'Logout completed', description: 'You have been logged out locally.' })
  }, [queryClient])
}
