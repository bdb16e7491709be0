import { createFileRoute, redirect } from '@tanstack/react-router'

/** /settings (login required): the account settings stand in until the widget settings arrive. */
export const Route = createFileRoute('/_authed/settings')({
  beforeLoad: () => {
    throw redirect({ to: '/profile/account', replace: true })
  },
})
