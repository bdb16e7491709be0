import { createFileRoute } from '@tanstack/react-router'
import { adminAdsQuery } from '@/features/admin-ads/api/admin-ads'
import { AdSettings } from '@/features/admin-ads/components/ad-settings'

/** /admin/ad-settings: the global toggle, the GPT network code and the house creatives (decision 034). */
export const Route = createFileRoute('/admin/ad-settings')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(adminAdsQuery()),
  component: AdSettings,
})
