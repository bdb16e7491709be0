import { Link } from '@tanstack/react-router'
import { EXPLORE_MESSAGES } from '@contracts/feed-rules'
import type { ExplorePerson } from '@contracts/feed'
import { Avatar } from '@/components/avatar'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { FollowButton } from '@/features/community/components/follow-button'
import { authorDisplayName } from '@/features/community/lib/post-text'
import { feedKey } from '../api/get-feed'
import { useExplorePeople } from '../api/get-explore-people'

/**
 * /explore's 'People to follow' (decision 025): for a signed-in person, those followed by the people they
 * follow, then the most active reviewers; visitors see the reviewers (their Follow asks them to sign in).
 */
export function PeopleToFollow() {
  const { data: me } = useCurrentUser()
  const viewerId = me?.id ?? null
  // Wait for the session: the list leaves out the caller and whom they follow.
  const people = useExplorePeople(viewerId, me !== undefined)

  return (
    <section id="people" aria-labelledby="people-heading" className="mt-12 scroll-mt-20">
      <h2 id="people-heading" className="mb-4 text-xl font-bold text-slate-900 sm:text-2xl">
        {EXPLORE_MESSAGES.peopleHeading}
      </h2>
      {people.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading people…
        </p>
      ) : people.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          {EXPLORE_MESSAGES.peopleFailed}
        </p>
      ) : people.data.followedByYourFollows.length + people.data.activeReviewers.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-700">{EXPLORE_MESSAGES.noPeople}</p>
      ) : (
        <div className="space-y-8">
          <PeopleList title={EXPLORE_MESSAGES.followedByYourFollows} people={people.data.followedByYourFollows} />
          <PeopleList title={EXPLORE_MESSAGES.activeReviewers} people={people.data.activeReviewers} />
        </div>
      )}
    </section>
  )
}

function PeopleList({ title, people }: { title: string; people: ExplorePerson[] }) {
  if (people.length === 0) return null
  return (
    <div>
      <h3 className="mb-3 text-lg font-semibold text-slate-900">{title}</h3>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={title}>
        {people.map((person) => (
          <li key={person.id}>
            <PersonCard person={person} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function PersonCard({ person }: { person: ExplorePerson }) {
  const name = authorDisplayName({ name: person.name || person.displayName, username: person.username })
  const via = person.followedBy.map((friend) => friend.name || friend.username)
  const others = person.followedByCount - via.length
  return (
    <article data-testid="person-card" aria-label={name} className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex gap-3">
        <Avatar name={name} username={person.username} src={person.avatar} color={person.avatarColor} size="md" />
        <div className="min-w-0 flex-1">
          <Link to="/profile/$username" params={{ username: person.username }} className="break-words font-semibold text-slate-900 hover:underline">
            {name}
          </Link>
          <p className="break-all text-sm text-slate-600">@{person.username}</p>
          <p className="text-sm text-slate-700">{EXPLORE_MESSAGES.reviewCount(person.reviewCount)}</p>
          {via.length > 0 ? (
            <p className="text-xs text-slate-600">
              Followed by {via.join(', ')}
              {others > 0 ? ` and ${others} more` : ''}
            </p>
          ) : null}
        </div>
      </div>
      {person.bio ? <p className="line-clamp-2 break-words text-sm text-slate-800">{person.bio}</p> : null}
      <div className="mt-auto">
        <FollowButton profile={{ ...person, isFollowing: false }} invalidate={[feedKey]} />
      </div>
    </article>
  )
}
