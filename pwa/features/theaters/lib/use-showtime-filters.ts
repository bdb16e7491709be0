import { useCallback, useState } from 'react'
import { readFilters, writeFilters, type ShowtimeFilters } from './showtime-filters'

/** The showtime filters, read from and saved to this device. */
export function useShowtimeFilters() {
  const [filters, setFilters] = useState<ShowtimeFilters>(readFilters)
  const update = useCallback((next: ShowtimeFilters) => {
    writeFilters(next)
    setFilters(next)
  }, [])
  return [filters, update] as const
}
