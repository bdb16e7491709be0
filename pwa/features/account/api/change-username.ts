import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChangeUsername } from '@contracts/username'
import type { PublicUser } from '@contracts/user'
import { CURRENT_USER_KEY } from '@/features/auth/api/get-current-user'
import { profileKey } from '@/features/community/api/get-profile'
import { apiRequest } from '@/lib/api-client'

/** POST /api/user/change-username { newUsername, verificationCode }: the user under the new name. */
export async function changeUsername(body: ChangeUsername): Promise<PublicUser> {
  const response = await apiRequest('POST', '/api/user/change-username', body)
  return (await response.json()) as PublicUser
}

/** The reply replaces the current user; the profiles under the old and the new name are read again. */
export function useChangeUsername(oldUsername: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeUsername,
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user)
      void queryClient.invalidateQueries({ queryKey: profileKey(oldUsername) })
      void queryClient.invalidateQueries({ queryKey: profileKey(user.username) })
    },
  })
}
