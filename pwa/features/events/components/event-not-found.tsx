import { Link } from '@tanstack/react-router'
import { CalendarX } from 'lucide-react'
import { EVENT_MESSAGES } from '@contracts/events-rules'
import { buttonClasses } from '@/components/ui/button'
import { usePageTitle } from '@/lib/use-page-title'

/** An unknown (or not yet approved) event or festival address. */
export function EventNotFound({ kind = 'event' }: { kind?: 'event' | 'festival' }) {
  const title = kind === 'event' ? EVENT_MESSAGES.notFound : EVENT_MESSAGES.festivalNotFound
  usePageTitle(title)
  return (
    <section aria-labelledby="event-not-found-title" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <CalendarX className="h-12 w-12 text-blue-700" aria-hidden="true" />
      <h1 id="event-not-found-title" className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h1>
      <p className="mt-3 text-slate-700">It may have ended, been taken down, or the address may be mistyped.</p>
      <Link to={kind === 'event' ? '/events' : '/festivals'} className={buttonClasses({ className: 'mt-8' })}>
        {kind === 'event' ? 'See upcoming events' : 'See festivals'}
      </Link>
    </section>
  )
}
