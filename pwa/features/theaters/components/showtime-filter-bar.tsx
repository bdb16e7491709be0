import { Check } from 'lucide-react'
import { cn } from '@/lib/cn'
import type { ShowtimeFilters } from '../lib/showtime-filters'

/** Format chips from the data plus "Later today"; toggles are remembered on the device by the caller. */
export function ShowtimeFilterBar({
  formats,
  filters,
  onChange,
  showLaterToday,
}: {
  formats: readonly string[]
  filters: ShowtimeFilters
  onChange: (next: ShowtimeFilters) => void
  showLaterToday: boolean
}) {
  if (formats.length < 2 && !showLaterToday) return null
  const toggleFormat = (format: string) =>
    onChange({
      ...filters,
      formats: filters.formats.includes(format) ? filters.formats.filter((item) => item !== format) : [...filters.formats, format],
    })
  return (
    <div role="group" aria-label="Filter showtimes" className="flex flex-wrap gap-2">
      {formats.length > 1
        ? formats.map((format) => (
            <Chip key={format} pressed={filters.formats.includes(format)} onClick={() => toggleFormat(format)}>
              {format}
            </Chip>
          ))
        : null}
      {showLaterToday ? (
        <Chip pressed={filters.laterToday} onClick={() => onChange({ ...filters, laterToday: !filters.laterToday })}>
          Later today
        </Chip>
      ) : null}
    </div>
  )
}

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex h-9 items-center gap-1 rounded-full border px-3 text-sm font-medium transition-colors',
        pressed ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
      )}
    >
      {pressed ? <Check className="h-3.5 w-3.5" aria-hidden="true" /> : null}
      {children}
    </button>
  )
}
