import { useEffect, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useLayoutCurrentUser } from '@/features/auth/api/get-current-user'
import { OPEN_AUTH_MENU_EVENT } from '@/lib/auth-menu'
import { cn } from '@/lib/cn'
import { useScrolledPast } from '@/lib/use-scrolled-past'
import { AccountMenu } from './account-menu'
import { NavMenu } from './nav-menu'

/** Scrolled further than this, the header turns solid (spec doc 1 §9). */
export const HEADER_SOLID_AFTER_PX = 20

/**
 * The fixed header: hamburger and navigation menu on the left, logo in the centre, account on the
 * right. Transparent at the top of the page, solid once scrolled more than 20 px.
 */
export function Header() {
  const solid = useScrolledPast(HEADER_SOLID_AFTER_PX)
  const { data: user } = useLayoutCurrentUser()
  const [navOpen, setNavOpen] = useState(false)
  const [accountOpen, setAccountOpen] = useState(false)

  // Custom event: open the sign-in menu, but only for a visitor.
  const userRef = useRef(user)
  useEffect(() => {
    userRef.current = user
  }, [user])
  useEffect(() => {
    const onOpen = () => {
      if (userRef.current) return
      setNavOpen(false)
      setAccountOpen(true)
    }
    window.addEventListener(OPEN_AUTH_MENU_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_AUTH_MENU_EVENT, onOpen)
  }, [])

  // Every menu closes when someone signs in (the user id changes from none to one).
  const userId = user?.id ?? null
  const previousUserId = useRef(userId)
  useEffect(() => {
    if (userId !== null && previousUserId.current === null) {
      setNavOpen(false)
      setAccountOpen(false)
    }
    previousUserId.current = userId
  }, [userId])

  return (
    <header
      data-solid={solid ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-50 text-slate-900 transition-[background-color,box-shadow] duration-200 motion-reduce:transition-none',
        solid ? 'bg-white shadow-md' : 'bg-transparent',
      )}
    >
      <div className="mx-auto grid h-16 max-w-7xl grid-cols-[auto_1fr_auto] items-center gap-2 px-2 sm:px-4">
        <NavMenu open={navOpen} onOpenChange={setNavOpen} />
        <Link to="/" aria-label="Gala home" className="justify-self-center rounded-md px-2 py-1 text-2xl font-extrabold tracking-tight">
          <span aria-hidden="true">
            Gala<span className="text-blue-700">.</span>
          </span>
        </Link>
        <div className="flex w-11 justify-end">
          <AccountMenu user={user} open={accountOpen} onOpenChange={setAccountOpen} />
        </div>
      </div>
    </header>
  )
}
