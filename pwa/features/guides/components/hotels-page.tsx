import { BedDouble, Lightbulb } from 'lucide-react'
import { STAY_AREAS, STAY_TIPS } from '../content/city'
import { MoreGuides } from './more-guides'
import { PageIntro } from './page-intro'

/** /hotels: where to stay in Metro Manila, area by area, and booking tips. */
export function HotelsPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageIntro
        crumbs={[{ label: 'Hotels' }]}
        title="Where to stay in Metro Manila"
        lead="In a city where crossing town can take an hour, where you sleep matters more than almost anything else. Pick the area that matches your plans, then the hotel."
      />
      <ul className="space-y-4">
        {STAY_AREAS.map((area) => (
          <li key={area.area} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-start gap-3">
              <BedDouble className="mt-1 h-6 w-6 shrink-0 text-blue-700" aria-hidden="true" />
              <div>
                <h2 className="text-xl font-bold text-slate-900">{area.area}</h2>
                <p className="text-sm font-semibold text-slate-600">Best for: {area.bestFor}</p>
                <p className="mt-2 text-slate-800">{area.text}</p>
                <p className="mt-2 text-sm text-slate-700">
                  <span className="font-semibold text-slate-900">Where people stay: </span>
                  {area.examples}
                </p>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <section aria-labelledby="booking-tips-heading" className="mt-10 rounded-2xl bg-amber-50 p-5">
        <h2 id="booking-tips-heading" className="flex items-center gap-2 text-xl font-bold text-amber-950">
          <Lightbulb className="h-5 w-5 text-amber-700" aria-hidden="true" />
          Booking tips
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-amber-950">
          {STAY_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
      <p className="mt-6 text-sm text-slate-600">Gala does not take bookings or payments for hotels; hotels named here are examples, not paid placements.</p>
      <MoreGuides />
    </div>
  )
}
