import type { PlaceTypeCount } from '@contracts/places'
import { FilterChips } from '@/components/filter-chips'

/** Type filter chips of the places page (doc 2 §2): 'All Places' plus one chip per place type. */
export function TypeChips({ types, active }: { types: PlaceTypeCount[]; active: string | undefined }) {
  const chips = [{ label: 'All Places', type: undefined as string | undefined }, ...types.map((type) => ({ label: type.label, type: type.type }))]
  return (
    <FilterChips
      label="Place types"
      to="/places"
      chips={chips.map((chip) => ({ label: chip.label, search: { type: chip.type }, current: chip.type === active }))}
    />
  )
}
