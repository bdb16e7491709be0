/**
 * The public fields of a person shown on a card (followers, following, people to follow, the feed): plain
 * data, so the repositories of follows, explore and feed select the same columns without importing each
 * other. Each checks it against its Prisma types with `satisfies`.
 */
export const userCardSelect = {
  id: true,
  username: true,
  name: true,
  displayName: true,
  bio: true,
  avatar: true,
  avatarColor: true,
} as const
