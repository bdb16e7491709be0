import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProfileUpdate } from '@contracts/account'
import type { PublicUser } from '@contracts/user'
import { CURRENT_USER_KEY } from '@/features/auth/api/get-current-user'
import { profileKey } from '@/features/community/api/get-profile'
import { apiRequest } from '@/lib/api-client'

/** PATCH /api/user/profile { name }: only the display name is sent (doc 3 §5); the reply is the updated user. */
export async function updateProfile(body: ProfileUpdate): Promise<PublicUser> {
  const response = await apiRequest('PATCH', '/api/user/profile', body)
  return (await response.json()) as PublicUser
}

/**
 * The reply replaces the current user at once (the header reads it), and the person's own public profile
 * is refetched (its name changed). Shared by the avatar colour mutation.
 */
export function useUserUpdate<T>(mutationFn: (input: T) => Promise<PublicUser>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user)
      void queryClient.invalidateQueries({ queryKey: profileKey(user.username) })
    },
  })
}

export const useUpdateProfile = () => useUserUpdate(updateProfile)
