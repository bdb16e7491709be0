import { useState } from 'react'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { Loader2, UserCheck, UserPlus } from 'lucide-react'
import { FOLLOW_MESSAGES, usernameFollowPath } from '@contracts/follows-rules'
import { openAuthMenu } from '@/lib/auth-menu'
import { Button } from '@/components/ui/button'
import { SAME_BORDER_AS_OUTLINE, StableLabel } from '@/components/ui/stable-label'
import { toast } from '@/components/ui/use-toast'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { usePendingAction } from '@/lib/offline-queue'
import { followersKey, followingKey } from '../api/get-follows'
import { profileKey } from '../api/get-profile'
import { userActivitiesKey } from '../api/get-user-activities'
import { setFollow } from '../api/follow-user'
import { serverMessage } from '../lib/errors'
import { authorDisplayName } from '../lib/post-text'
import type { Profile } from '../types'

/** Who a Follow button is for: a profile, or a person on a list (explore). */
export type FollowTarget = Pick<Profile, 'id' | 'username' | 'name' | 'displayName' | 'isFollowing'>

/**
 * Follow / Unfollow (doc 3 §4): disabled with a spinner while it is sent; 'You are now following {name}'
 * / 'You have unfollowed {name}', or a destructive 'Error' with the server's message (§8). Made offline,
 * it waits in the offline queue. `label` replaces 'Follow' (the followers page's 'Be Their First Follower');
 * `invalidate` names further lists to refresh (the feed).
 */
export function FollowButton({ profile, label, invalidate = [] }: { profile: FollowTarget; label?: string; invalidate?: readonly QueryKey[] }) {
  const { data: me } = useCurrentUser()
  const queryClient = useQueryClient()
  const waiting = usePendingAction(usernameFollowPath(profile.username))
  const [busy, setBusy] = useState(false)
  /** The server's last answer to this button, until the profile brings a newer state (lists without a profile query). */
  const [answer, setAnswer] = useState<{ isFollowing: boolean; from: boolean } | null>(null)
  const known = answer && answer.from === profile.isFollowing ? answer.isFollowing : profile.isFollowing
  const following = waiting ? waiting.method === 'POST' : known
  const name = authorDisplayName({ name: profile.displayName || profile.name, username: profile.username })
  const follow = label ?? 'Follow'

  async function toggle() {
    if (!me) {
      toast({ title: FOLLOW_MESSAGES.loginRequiredTitle, description: FOLLOW_MESSAGES.loginRequired })
      openAuthMenu()
      return
    }
    const next = !following
    setBusy(true)
    try {
      const keys = [profileKey(profile.username), followersKey(profile.id), profileKey(me.username), followingKey(me.id), userActivitiesKey(me.username), ...invalidate]
      const result = await setFollow({ username: profile.username, name }, next, keys)
      if (result.status === 'sent') {
        setAnswer({ isFollowing: result.data.isFollowing, from: profile.isFollowing })
        queryClient.setQueryData<Profile>(profileKey(profile.username), (old) =>
          old ? { ...old, isFollowing: result.data.isFollowing, followerCount: result.data.followerCount } : old,
        )
      }
      toast({ title: next ? FOLLOW_MESSAGES.followed(name) : FOLLOW_MESSAGES.unfollowed(name) })
    } catch (error) {
      toast({ variant: 'destructive', title: FOLLOW_MESSAGES.errorTitle, description: serverMessage(error, 'Something went wrong. Please try again later.') })
    } finally {
      setBusy(false)
    }
  }

  return (
    // One size in both states (decision 049): the state may arrive after the page is drawn, and a tap switches it.
    <Button variant={following ? 'outline' : 'primary'} className={following ? undefined : SAME_BORDER_AS_OUTLINE} disabled={busy} aria-busy={busy} onClick={() => void toggle()}>
      {busy ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden="true" /> : following ? <UserCheck className="h-4 w-4" aria-hidden="true" /> : <UserPlus className="h-4 w-4" aria-hidden="true" />}
      <StableLabel current={following ? 'Unfollow' : follow} labels={[follow, 'Unfollow']} />
    </Button>
  )
}
