import { Link } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import { TRANSPORT_MODES } from '../content/transportation'

/** The ways of getting around, each linking to its page /guides/transportation/{id}. */
export function TransportModes() {
  return (
    <section aria-labelledby="modes-heading" className="mb-12">
      <h2 id="modes-heading" className="text-2xl font-bold text-slate-900">
        Ways to get around
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {TRANSPORT_MODES.map((mode) => (
          <li key={mode.id} className="flex">
            <Link
              to="/guides/transportation/$id"
              params={{ id: mode.id }}
              className="flex w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-blue-300 hover:shadow-md"
            >
              <mode.icon className="mt-1 h-6 w-6 shrink-0 text-blue-700" aria-hidden="true" />
              <span className="flex-1">
                <span className="block text-xs font-semibold uppercase tracking-wide text-slate-600">{mode.kind}</span>
                <span className="block font-semibold text-slate-900">{mode.name}</span>
                <span className="mt-1 block text-sm text-slate-700">{mode.summary}</span>
              </span>
              <ChevronRight className="mt-1 h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
