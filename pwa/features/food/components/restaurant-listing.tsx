import { Link } from '@tanstack/react-router'
import type { Cuisine } from '@contracts/restaurants'
import { PageSpinner } from '@/components/page-spinner'
import { Button } from '@/components/ui/button'
import { useRestaurants } from '../api/get-restaurants'
import { RestaurantGrid } from './restaurant-card'

export const RESTAURANTS_PER_PAGE = 12

/** One page of restaurants (of a cuisine), with previous/next links that keep the page in the address. */
export function RestaurantListing({ cuisine, page, empty, pageLink }: { cuisine?: Cuisine; page: number; empty: string; pageLink: (page: number) => { to: string; search: { page?: number } } }) {
  const restaurants = useRestaurants({ cuisine, page, per_page: RESTAURANTS_PER_PAGE })
  if (restaurants.isPending) return <PageSpinner label="Loading restaurants…" />
  if (restaurants.isError && !restaurants.data) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        <p>Restaurants could not be loaded: {restaurants.error.message}</p>
        <Button variant="outline" className="mt-3" onClick={() => void restaurants.refetch()}>
          Try Again
        </Button>
      </div>
    )
  }
  const { data, pagination } = restaurants.data
  return (
    <>
      <RestaurantGrid restaurants={data} empty={empty} />
      {pagination.total_pages > 1 ? (
        <nav aria-label="Restaurant pages" className="mt-6 flex items-center justify-between gap-4 text-sm">
          {page > 1 ? (
            <Link {...pageLink(page - 1)} className="font-semibold text-blue-700 hover:underline">
              ← Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600">
            Page {page} of {pagination.total_pages}
          </span>
          {page < pagination.total_pages ? (
            <Link {...pageLink(page + 1)} className="font-semibold text-blue-700 hover:underline">
              Next →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  )
}
