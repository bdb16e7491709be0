import { createFileRoute } from '@tanstack/react-router'
import { ReflinksPage } from '@/features/admin-reflinks/components/reflinks-page'

/** /admin/article-reflinks (doc 3 route table, Admin): reflink rules, their counts and a preview (decision 033). */
export const Route = createFileRoute('/admin/article-reflinks')({
  component: ReflinksPage,
})
