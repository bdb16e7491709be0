import { createFileRoute } from '@tanstack/react-router'
import { SectionArticlesPage } from '@/features/articles/components/section-pages'
import { loadSectionArticles } from '@/features/articles/lib/section-head'
import { validatePageSearch } from '@/features/articles/lib/page-search'
import { headFromLoader } from '@/lib/route-head'

/** The events section's article list (spec doc 3: article lists under movies, events, time-out, local, arts and food-drink). */
export const Route = createFileRoute('/events/articles')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadSectionArticles(context.queryClient, 'events', deps.page, context.origin),
  head: headFromLoader,
  component: EventsArticlesRoute,
})

function EventsArticlesRoute() {
  const { page = 1 } = Route.useSearch()
  return <SectionArticlesPage slug="events" page={page} />
}
