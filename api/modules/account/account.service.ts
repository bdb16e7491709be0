import type { AvatarColorUpdate, ProfileUpdate } from '../../contracts/account.ts'
import type { PublicUser } from '../../contracts/user.ts'
import type { AppDeps } from '../../types.ts'
import { userService } from '../user/user.service.ts'

/** The signed-in person's own settings (doc 3 §2 account settings). Replies are the updated user. */
export function accountService(deps: Pick<AppDeps, 'db' | 'config'>) {
  const users = userService(deps)
  const updated = (userId: number, data: { name?: string; displayName?: string; avatarColor?: string }): Promise<PublicUser> => users.update(userId, data)

  return {
    /**
     * The name from the profile form is the person's one name on Gala: it becomes the display name and the
     * profile name alike, so the header (displayName first) and profiles (name first) agree (decision 021).
     */
    updateProfile: (userId: number, body: ProfileUpdate) => updated(userId, { name: body.name, displayName: body.name }),
    updateAvatarColor: (userId: number, body: AvatarColorUpdate) => updated(userId, { avatarColor: body.avatarColor }),
  }
}
