import { z } from 'zod'

export const ROLES = ['user', 'moderator', 'admin'] as const
export const Role = z.enum(ROLES)
export type Role = z.infer<typeof Role>

/** The signed-in user as the browser sees it (GET /api/user). Never carries secrets. */
export const PublicUser = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  /** The owner proved the address (decision 015); staff lists by email only apply then. */
  emailVerified: z.boolean(),
  avatar: z.string().nullable(),
  avatarColor: z.string(),
  points: z.number().int(),
  level: z.number().int(),
  streakDays: z.number().int(),
  role: Role,
  isAdmin: z.boolean(),
  isModerator: z.boolean(),
  isStaff: z.boolean(),
})
export type PublicUser = z.infer<typeof PublicUser>
