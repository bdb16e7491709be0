import { createFileRoute, notFound } from '@tanstack/react-router'
import { TransportModePage } from '@/features/guides/components/transport-mode-page'
import { transportModeById } from '@/features/guides/content/transportation'

/** /guides/transportation/{id}: one way of getting around; unknown ids are the not-found page. */
export const Route = createFileRoute('/guides/transportation/$id')({
  loader: ({ params }) => {
    const mode = transportModeById(params.id)
    if (!mode) throw notFound()
    return mode
  },
  component: function TransportModeRoute() {
    const mode = Route.useLoaderData()
    return <TransportModePage key={mode.id} mode={mode} />
  },
})
