import { createFileRoute } from '@tanstack/react-router'
import { articlesQuery } from '@/features/articles/api/get-articles'
import { SectionHomePage } from '@/features/articles/components/section-pages'
import { sectionParams } from '@/features/articles/lib/section-params'
import { validatePageSearch } from '@/features/articles/lib/page-search'

/** The travel section's home page (spec doc 3 route table). */
export const Route = createFileRoute('/travel')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(articlesQuery(sectionParams('travel', deps.page))),
  component: TravelRoute,
})

function TravelRoute() {
  const { page = 1 } = Route.useSearch()
  return <SectionHomePage slug="travel" page={page} />
}
