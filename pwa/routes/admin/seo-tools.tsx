import { createFileRoute } from '@tanstack/react-router'
import { robotsQuery, sitemapQuery } from '@/features/admin-seo/api/seo-admin'
import { SeoToolsPage } from '@/features/admin-seo/components/seo-tools-page'

/** /admin/seo-tools (issue 15, decision 032): sitemaps, robots policy, title overrides, missing metadata. */
export const Route = createFileRoute('/admin/seo-tools')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(sitemapQuery())
    void context.queryClient.prefetchQuery(robotsQuery())
  },
  component: SeoToolsPage,
})
