import { createFileRoute } from '@tanstack/react-router'
import { noAdsArticlesQuery } from '@/features/admin-ads/api/admin-ads'
import { NoAdsArticles } from '@/features/admin-ads/components/no-ads-articles'

/** /admin/no-ads-articles: articles that show no ad slot at all (decision 034). */
export const Route = createFileRoute('/admin/no-ads-articles')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(noAdsArticlesQuery()),
  component: NoAdsArticles,
})
