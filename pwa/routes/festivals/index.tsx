import { createFileRoute, Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { festivalsQuery } from '@/features/events/api/get-festivals'
import { FestivalCard } from '@/features/events/components/festival-card'
import { festivalsListHead } from '@/features/events/lib/event-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/festivals/')({
  loader: async ({ context }) => ({ head: festivalsListHead(await context.queryClient.ensureQueryData(festivalsQuery()), context.origin) }),
  head: headFromLoader,
  component: FestivalsPage,
})

function FestivalsPage() {
  const { data: festivals } = useSuspenseQuery(festivalsQuery())
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Festivals</h1>
        <p className="mt-1 text-slate-700">
          Weekend fiestas and month-long celebrations. Looking for a single night out? See all{' '}
          <Link to="/events" className="font-semibold text-blue-700 underline">
            upcoming events
          </Link>
          .
        </p>
      </header>
      {festivals.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-700">
          No festivals are coming up right now. Check back soon.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {festivals.map((festival) => (
            <li key={festival.id}>
              <FestivalCard festival={festival} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
