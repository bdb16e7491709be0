import { createFileRoute } from '@tanstack/react-router'
import { TheaterLogosPage } from '@/features/test-pages/components/theater-logos-page'
import { allCinemasQuery } from '@/features/theaters/api/get-cinemas'

/** /test/theater-logos (doc 3 "Test pages"): every cinema's logo; administrators only (see ./route.tsx). */
export const Route = createFileRoute('/test/theater-logos')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(allCinemasQuery()),
  component: TheaterLogosPage,
})
