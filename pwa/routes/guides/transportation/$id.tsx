import { createFileRoute, notFound } from '@tanstack/react-router'
import { TransportModePage } from '@/features/guides/components/transport-mode-page'
import { TransportModeNotFound } from '@/features/guides/components/transport-mode-not-found'
import { transportModeById } from '@/features/guides/content/transportation'

/** /guides/transportation/{id}: one way of getting around; an unknown id says 'Transport guide not found'. */
export const Route = createFileRoute('/guides/transportation/$id')({
  loader: ({ params }) => {
    const mode = transportModeById(params.id)
    if (!mode) throw notFound()
    // Only the id: the mode carries its icon (a component), which cannot travel with a server-rendered page.
    return { id: mode.id }
  },
  notFoundComponent: TransportModeNotFound,
  component: function TransportModeRoute() {
    const mode = transportModeById(Route.useLoaderData().id)!
    return <TransportModePage key={mode.id} mode={mode} />
  },
})
