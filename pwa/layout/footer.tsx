import { Link, useLocation } from '@tanstack/react-router'
import { Mail } from 'lucide-react'
import { CookieSettingsButton } from '@/features/consent/components/cookie-settings-button'
import { AdSlot } from '@/features/ads/components/ad-slot'
import { useClock } from '@/lib/clock'
import { isFooterHidden } from '@/lib/footer-visibility'
import { CONTACT_EMAIL, FOOTER_LINKS, SOCIAL_LINKS } from '@/lib/nav-links'
import { SocialIcon } from '@/components/social-icon'

/**
 * The year, from the shared clock. Its own component: the clock moves from the page's render time to the device's
 * right after hydration, and React redraws what reads it at once, in one piece; here that is one number, not the
 * whole footer (decision 040, "First paint").
 */
function CopyrightYear() {
  return <>{new Date(useClock()).getFullYear()}</>
}

/** The site footer: links, about text, social links and contact; hidden on ticket and schedule pages. */
export function Footer() {
  const pathname = useLocation({ select: (location) => location.pathname })
  if (isFooterHidden(pathname)) return null
  return (
    <>
      {/* The leaderboard ad sits above the footer (spec doc 1 §2). */}
      <AdSlot slot="leaderboard-ad" className="mx-auto mt-16 max-w-7xl px-4" />
      <footer className="mt-16 bg-slate-900 text-slate-200" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-[1.2fr_2fr]">
        <div>
          <p className="text-2xl font-extrabold text-white">
            Gala<span className="text-blue-400">.</span>
          </p>
          <p className="mt-3 max-w-sm text-sm leading-6 text-slate-300">
            Gala is the Philippines&rsquo; top digital lifestyle and entertainment guide: movies and showtimes, events, food and
            drink, places to go and things to do across Metro Manila and beyond.
          </p>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label="Gala on social media">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  aria-label={link.label}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-slate-800 text-slate-100 hover:bg-slate-700"
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
          <a href={`mailto:${CONTACT_EMAIL}`} className="mt-5 inline-flex items-center gap-2 text-sm text-slate-200 underline-offset-4 hover:underline">
            <Mail className="h-4 w-4" aria-hidden="true" />
            {CONTACT_EMAIL}
          </a>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-block py-2 text-sm text-slate-200 underline-offset-4 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400">
          &copy; <CopyrightYear /> Gala. All rights reserved.{' '}
          <Link to="/cookie-policy" className="underline-offset-4 hover:underline">
            Cookie Policy
          </Link>
          {' · '}
          <CookieSettingsButton className="underline-offset-4 hover:underline" />
        </p>
      </div>
      </footer>
    </>
  )
}
