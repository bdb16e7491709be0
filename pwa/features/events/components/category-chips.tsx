import type { EventCategoryCount } from '@contracts/events'
import { FilterChips } from '@/components/filter-chips'

/** Category filter of the events page: 'All Events' plus the categories of upcoming events. */
export function CategoryChips({ categories, active }: { categories: EventCategoryCount[]; active: string | undefined }) {
  const chips = [{ label: 'All Events', slug: undefined as string | undefined }, ...categories.map((category) => ({ label: category.name, slug: category.slug }))]
  return (
    <FilterChips
      label="Event categories"
      to="/events"
      chips={chips.map((chip) => ({ label: chip.label, search: { category: chip.slug }, current: chip.slug === active }))}
    />
  )
}
