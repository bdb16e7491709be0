import { createFileRoute } from '@tanstack/react-router'
import { articlesQuery } from '@/features/articles/api/get-articles'
import { onNowQuery } from '@/features/tv/api/get-on-now'
import { TvHomePage } from '@/features/tv/components/tv-home-page'
import { TV_NEWS_PARAMS } from '@/features/tv/lib/tv-news'
import { pageHead } from '@/lib/page-head'
import { headFromLoader } from '@/lib/route-head'

/** /tv (header menu and footer: "TV Guide"): on now and next, tonight's highlights, TV news. */
export const Route = createFileRoute('/tv/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(onNowQuery())
    void context.queryClient.prefetchQuery(articlesQuery(TV_NEWS_PARAMS))
    return { head: pageHead('TV Guide', 'What’s on Philippine TV now and next, tonight’s highlights across channels, and the latest TV and streaming news.', { origin: context.origin, path: '/tv' }) }
  },
  head: headFromLoader,
  component: TvHomePage,
})
