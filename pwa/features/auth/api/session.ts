import type { QueryClient } from '@tanstack/react-query'
import type { PublicUser } from '@contracts/user'
import { toast } from '@/components/ui/use-toast'
import { CURRENT_USER_KEY } from './get-current-user'

/** The name a greeting uses: the person's name, else their username. */
export function greetingName(user: Pick<PublicUser, 'name' | 'displayName' | 'username'>): string {
  return user.displayName?.trim() || user.name?.trim() || user.username
}

/**
 * Every sign-in ends here (spec doc 1 §4): the user the server returned becomes the current user
 * without another GET /api/user, which also closes the header's menus (it watches the user) and
 * lets the route gates and the /auth page move on. Exactly one toast per sign-in: the header form
 * keeps its own wording (doc 1 §8 "Header form"), every other sign-in greets the person by name, and a
 * sign-up by email code (decision 047) says the account was created.
 */
export function completeSignIn(queryClient: QueryClient, user: PublicUser, greeting: 'header' | 'welcome-back' | 'new-account'): void {
  queryClient.setQueryData(CURRENT_USER_KEY, user)
  if (greeting === 'new-account') toast({ title: 'Account created', description: `Welcome to Gala, ${greetingName(user)}!` })
  else if (greeting === 'header') toast({ title: 'Success', description: 'You have been successfully logged in' })
  else toast({ title: 'Login successful', description: `Welcome back, ${greetingName(user)}!` })
}
