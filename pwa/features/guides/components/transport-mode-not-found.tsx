import { Link } from '@tanstack/react-router'
import { buttonClasses } from '@/components/ui/button'
import { usePageTitle } from '@/lib/use-page-title'

/** /guides/transportation/{id} for an id we have no guide for. */
export function TransportModeNotFound() {
  usePageTitle('Transport guide not found')
  return (
    <section aria-labelledby="transport-not-found-title" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 id="transport-not-found-title" className="text-2xl font-bold text-slate-900">
        Transport guide not found
      </h1>
      <p className="mt-3 text-slate-700">We have no guide for that way of getting around.</p>
      <Link to="/guides/transportation" className={buttonClasses({ className: 'mt-6' })}>
        Getting around Metro Manila
      </Link>
    </section>
  )
}
