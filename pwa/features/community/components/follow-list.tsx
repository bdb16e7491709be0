import { useEffect, useId, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { FOLLOW_MESSAGES } from '@contracts/follows-rules'
import { Avatar } from '@/components/avatar'
import { buttonClasses } from '@/components/ui/button'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { usePageTitle } from '@/lib/use-page-title'
import { useFollowers, useFollowing } from '../api/get-follows'
import { authorDisplayName } from '../lib/post-text'
import type { FollowUser, Profile } from '../types'
import { FollowButton } from './follow-button'
import { profileName } from './profile-shell'
import { ShortTime } from './short-time'

/** The search waits this long after the last key (one request per pause, not per letter). */
const SEARCH_DEBOUNCE_MS = 250
const SINCE = new Intl.DateTimeFormat('en-PH', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'Asia/Manila' })

/**
 * The followers and following pages (doc 3 §2): the title, a search box (name or username, any case),
 * the cards, the empty states, 'Be Their First Follower' and, for the owner, 'Explore Users'.
 */
export function FollowList({ profile, kind }: { profile: Profile; kind: 'followers' | 'following' }) {
  const id = useId()
  const { data: me } = useCurrentUser()
  const name = profileName(profile)
  const title = kind === 'followers' ? FOLLOW_MESSAGES.followersTitle(name) : FOLLOW_MESSAGES.followingTitle(name)
  usePageTitle(title)
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const followers = useFollowers(profile.id, search, kind === 'followers')
  const following = useFollowing(profile.id, search, kind === 'following')
  const list = kind === 'followers' ? followers : following
  const own = me != null && me.id === profile.id
  const people: { id: number; createdAt: string; user: FollowUser }[] =
    kind === 'followers'
      ? (followers.data?.data ?? []).map((entry) => ({ id: entry.id, createdAt: entry.createdAt, user: entry.follower }))
      : (following.data?.data ?? []).map((entry) => ({ id: entry.id, createdAt: entry.createdAt, user: entry.following }))
  const placeholder = kind === 'followers' ? FOLLOW_MESSAGES.followersSearch : FOLLOW_MESSAGES.followingSearch

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h1 id={`${id}-title`} className="break-words text-xl font-bold text-slate-900">
        {title}
      </h1>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <input
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          className="h-11 w-full rounded-md border border-slate-300 bg-white pl-9 pr-3 text-base text-slate-900 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30"
        />
      </div>
      {list.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading…
        </p>
      ) : list.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          {kind === 'followers' ? FOLLOW_MESSAGES.followersFailed : FOLLOW_MESSAGES.followingFailed}
        </p>
      ) : people.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center">
          <p className="font-semibold text-slate-900">
            {kind === 'followers'
              ? search
                ? FOLLOW_MESSAGES.noMatchingFollowers
                : FOLLOW_MESSAGES.noFollowers
              : search
                ? FOLLOW_MESSAGES.noMatchingAccounts
                : FOLLOW_MESSAGES.notFollowingAnyone}
          </p>
          {kind === 'followers' && !search && me && !own && !profile.isFollowing ? (
            <div className="mt-4">
              <FollowButton profile={profile} label={FOLLOW_MESSAGES.beFirstFollower} />
            </div>
          ) : null}
          {kind === 'following' && own ? (
            <Link to="/explore" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
              {FOLLOW_MESSAGES.exploreUsers}
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className="space-y-3" aria-label={title}>
          {people.map(({ id: rowId, createdAt, user }) => {
            const personName = authorDisplayName({ name: user.name || user.displayName, username: user.username })
            return (
              <li key={rowId} data-testid="follow-card" className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <Avatar name={personName} username={user.username} src={user.avatar} color={user.avatarColor} size="md" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <Link to="/profile/$username" params={{ username: user.username }} className="break-words font-semibold text-slate-900 hover:underline">
                      {personName}
                    </Link>
                    <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-800">
                      {kind === 'followers' ? FOLLOW_MESSAGES.followerBadge : FOLLOW_MESSAGES.followingBadge}
                    </span>
                  </p>
                  {kind === 'followers' ? (
                    <p className="text-sm text-slate-600">
                      {FOLLOW_MESSAGES.isFollowingYou} · <ShortTime iso={createdAt} />
                    </p>
                  ) : null}
                  {user.bio ? (
                    <p className={`mt-1 break-words text-sm text-slate-800 ${kind === 'followers' ? 'line-clamp-2' : 'line-clamp-1'}`}>{user.bio}</p>
                  ) : null}
                  <p className="break-all text-sm text-slate-600">@{user.username}</p>
                  {kind === 'following' ? (
                    <p className="text-xs text-slate-600">{FOLLOW_MESSAGES.followingSince(SINCE.format(new Date(createdAt)))}</p>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
