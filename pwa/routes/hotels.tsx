import { createFileRoute } from '@tanstack/react-router'
import { HotelsPage } from '@/features/guides/components/hotels-page'
import { planPageHead } from '@/features/guides/lib/guide-head'
import { headFromLoader } from '@/lib/route-head'

export const Route = createFileRoute('/hotels')({
  loader: ({ context }) => ({ head: planPageHead('hotels', context.origin) }),
  head: headFromLoader,
  component: HotelsPage,
})
