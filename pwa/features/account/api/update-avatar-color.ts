import type { AvatarColorUpdate } from '@contracts/account'
import type { PublicUser } from '@contracts/user'
import { apiRequest } from '@/lib/api-client'
import { useUserUpdate } from './update-profile'

/** PATCH /api/user/avatar-color { avatarColor }: the reply is the updated user. */
export async function updateAvatarColor(body: AvatarColorUpdate): Promise<PublicUser> {
  const response = await apiRequest('PATCH', '/api/user/avatar-color', body)
  return (await response.json()) as PublicUser
}

export const useUpdateAvatarColor = () => useUserUpdate(updateAvatarColor)
