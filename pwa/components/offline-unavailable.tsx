import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { WifiOff } from 'lucide-react'
import { Button, buttonClasses } from '@/components/ui/button'
import { savedArticles, savedChannels, savedCinemas, type SavedLink } from '@/lib/saved-offline'
import { usePageTitle } from '@/lib/use-page-title'

/** How many saved cinemas and articles the offline page lists. */
const LIST_LIMIT = 8

/**
 * The page shown instead of a browser error when a page was never opened on this device and there is
 * no connection: it says so, offers to try again, and links to what is saved (cinemas whose schedules
 * were opened, articles that were read).
 */
export function OfflineUnavailable({ onRetry }: { onRetry?: () => void }) {
  usePageTitle('Not available offline')
  const queryClient = useQueryClient()
  const cinemas = savedCinemas(queryClient).slice(0, LIST_LIMIT)
  const articles = savedArticles(queryClient).slice(0, LIST_LIMIT)
  const channels = savedChannels(queryClient).slice(0, LIST_LIMIT)
  return (
    <section aria-labelledby="offline-title" className="mx-auto max-w-xl px-4 py-14" data-testid="offline-unavailable">
      <div className="flex flex-col items-center text-center">
        <WifiOff className="h-12 w-12 text-blue-700" aria-hidden="true" />
        <h1 id="offline-title" className="mt-4 text-2xl font-bold text-slate-900">
          You&rsquo;re offline
        </h1>
        <p className="mt-3 text-slate-700">This page isn&rsquo;t saved on this device yet. Connect to the internet to open it, or pick something you&rsquo;ve already seen.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {onRetry ? <Button onClick={onRetry}>Try Again</Button> : null}
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            Home
          </Link>
        </div>
      </div>
      <SavedList title="Saved cinemas" empty="Open a cinema's showtimes while online to keep them here." links={cinemas} />
      {channels.length > 0 ? <SavedList title="Saved TV schedules" empty="" links={channels} /> : null}
      <SavedList title="Saved articles" empty="Articles you read while online are kept here." links={articles} />
    </section>
  )
}

function SavedList({ title, empty, links }: { title: string; empty: string; links: SavedLink[] }) {
  return (
    <div className="mt-8">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {links.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {links.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className="flex min-h-11 items-center px-4 py-2 font-semibold text-blue-700 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
