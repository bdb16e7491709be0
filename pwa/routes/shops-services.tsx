import { createFileRoute } from '@tanstack/react-router'
import { articlesQuery } from '@/features/articles/api/get-articles'
import { SectionHomePage } from '@/features/articles/components/section-pages'
import { sectionParams } from '@/features/articles/lib/section-params'
import { validatePageSearch } from '@/features/articles/lib/page-search'

/** The shops-services section's home page (spec doc 3 route table). */
export const Route = createFileRoute('/shops-services')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(articlesQuery(sectionParams('shops-services', deps.page))),
  component: ShopsServicesRoute,
})

function ShopsServicesRoute() {
  const { page = 1 } = Route.useSearch()
  return <SectionHomePage slug="shops-services" page={page} />
}
