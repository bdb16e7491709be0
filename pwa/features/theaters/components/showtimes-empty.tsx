import { NO_FILTERS, type ShowtimeFilters } from '../lib/showtime-filters'

/**
 * What a theater day or a showtime list shows when it has nothing to list: no showtimes that date
 * (spec doc 2 §8 wording), or none left after the format / later-today filters, with a way out.
 */
export function ShowtimesEmpty({ reason, onFiltersChange }: { reason: 'none' | 'filtered'; onFiltersChange: (filters: ShowtimeFilters) => void }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-700">
      {reason === 'none' ? (
        'No showtimes available for the selected date. Please choose a different date.'
      ) : (
        <>
          No showtimes match these filters.{' '}
          <button type="button" className="font-semibold text-blue-700 underline" onClick={() => onFiltersChange(NO_FILTERS)}>
            Clear filters
          </button>
        </>
      )}
    </p>
  )
}
