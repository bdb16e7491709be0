import { createFileRoute } from '@tanstack/react-router'
import { adsTxtQuery } from '@/features/admin-ads/api/admin-ads'
import { AdsTxtEditor } from '@/features/admin-ads/components/ads-txt-editor'

/** /admin/ads-txt: the text served at /ads.txt, validated line by line (decision 034). */
export const Route = createFileRoute('/admin/ads-txt')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(adsTxtQuery()),
  component: AdsTxtEditor,
})
