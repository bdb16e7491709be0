import { absoluteUrl, clip, headImage, pageHead } from '@/lib/page-head'
import type { Profile } from '../types'
import { authorDisplayName } from './post-text'

/**
 * The head of a profile's Posts & Reviews page (/profile/{username}), built by its loader: the tab's title, the
 * person's bio (or who they are on Gala), the canonical address, Open Graph as a profile, and the schema.org
 * ProfilePage about the Person with their follower and post counts.
 */
export function profileHead(profile: Profile, origin: string) {
  // As the profile's header names the person (profile-shell.tsx): name, display name, else username.
  const name = authorDisplayName({ name: profile.name || profile.displayName, username: profile.username })
  const path = `/profile/${encodeURIComponent(profile.username)}`
  const url = absoluteUrl(path, origin)
  const description = clip(profile.bio?.trim() || `${name} (@${profile.username}) on Gala: posts, reviews and recent activity.`)
  const avatar = headImage(profile.avatar, name)
  const head = pageHead(`${profile.username}'s Posts & Reviews`, description, {
    origin,
    path,
    type: 'profile',
    image: avatar,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      name: `${name} on Gala`,
      url,
      inLanguage: 'en-PH',
      dateCreated: profile.createdAt,
      mainEntity: {
        '@type': 'Person',
        name,
        alternateName: `@${profile.username}`,
        identifier: profile.username,
        url,
        ...(profile.bio ? { description: profile.bio } : {}),
        ...(avatar ? { image: absoluteUrl(avatar.url, origin) } : {}),
        interactionStatistic: [
          { '@type': 'InteractionCounter', interactionType: 'https://schema.org/FollowAction', userInteractionCount: profile.followerCount },
          { '@type': 'InteractionCounter', interactionType: 'https://schema.org/WriteAction', userInteractionCount: profile.postCount },
        ],
      },
    },
  })
  head.meta.push({ property: 'profile:username', content: profile.username })
  return head
}
