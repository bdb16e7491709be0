import { Link } from '@tanstack/react-router'
import { RESTAURANT_MESSAGES } from '@contracts/restaurants-rules'
import { SectionHeading } from '@/components/section-heading'
import { PageIntro } from '@/features/guides/components/page-intro'
import { useRestaurants } from '../api/get-restaurants'
import { CuisineTiles } from './cuisine-tiles'
import { FoodArticles } from './food-articles'
import { RestaurantListing } from './restaurant-listing'

const GOOD_TO_KNOW = [
  {
    title: 'Service charge',
    text: 'Most sit-down restaurants add a 10% service charge to the bill; check before you tip. Where there is none, leaving 5–10% is appreciated.',
  },
  {
    title: 'Merienda',
    text: 'The mid-afternoon snack is a daily ritual. Bakeries, kakanin (rice cake) stalls and cafés are busiest from 3 to 5 p.m.',
  },
  {
    title: 'Rice with everything',
    text: 'Most Filipino meals come with plain or garlic rice. Many places offer unli-rice (unlimited refills) at a fixed price.',
  },
  {
    title: 'Payments',
    text: 'Malls and restaurants take cards and e-wallets such as GCash and Maya; carinderias, street stalls and markets usually want cash.',
  },
]

/** /food-drink: cuisines, restaurants and cafés from the directory, food articles and eating-out tips (its head is the route's). */
export function FoodDrinkPage({ page }: { page: number }) {
  const counts = useRestaurants({ page: 1, per_page: 1 }).data?.cuisines
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageIntro
        crumbs={[{ label: 'Food & Drink' }]}
        title="Food & Drink"
        lead="Where to eat and drink in Metro Manila and beyond: the country’s own cooking, the cuisines the city loves, and the cafés and late-night spots worth the trip."
      >
        <p className="text-sm">
          <Link to="/food-drink/articles" className="font-semibold text-blue-700 underline">
            Read all food and drink articles
          </Link>
        </p>
      </PageIntro>

      <section aria-labelledby="cuisines-heading">
        <SectionHeading id="cuisines-heading" title="Browse by cuisine" />
        <CuisineTiles counts={counts} />
      </section>

      <section aria-labelledby="restaurants-heading" className="mt-12">
        <SectionHeading id="restaurants-heading" title="Restaurants, cafés and bars" />
        <RestaurantListing page={page} empty={RESTAURANT_MESSAGES.noRestaurants} pageLink={(target) => ({ to: '/food-drink', search: { page: target > 1 ? target : undefined } })} />
      </section>

      <FoodArticles title="Latest in Food & Drink" />

      <section aria-labelledby="good-to-know-heading" className="mt-12">
        <SectionHeading id="good-to-know-heading" title="Good to know when eating out" />
        <dl className="grid gap-4 sm:grid-cols-2">
          {GOOD_TO_KNOW.map((item) => (
            <div key={item.title} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="font-semibold text-slate-900">{item.title}</dt>
              <dd className="mt-1 text-sm text-slate-700">{item.text}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}
