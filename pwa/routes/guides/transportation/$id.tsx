import { createFileRoute } from '@tanstack/react-router'
import { TransportModePage } from '@/features/guides/components/transport-mode-page'
import { TransportModeNotFound } from '@/features/guides/components/transport-mode-not-found'
import { transportModeById } from '@/features/guides/content/transportation'
import { transportModeHead } from '@/features/guides/lib/guide-head'
import { notFoundError } from '@/lib/page-head'
import { headFromLoader } from '@/lib/route-head'

/** /guides/transportation/{id}: one way of getting around; an unknown id says 'Transport guide not found'. */
export const Route = createFileRoute('/guides/transportation/$id')({
  loader: ({ context, params }) => {
    const mode = transportModeById(params.id)
    if (!mode) throw notFoundError('Transport guide not found')
    // Only the head: the mode carries its icon, a component, which the server cannot hand over to the browser.
    return { head: transportModeHead(mode, context.origin) }
  },
  head: headFromLoader,
  notFoundComponent: TransportModeNotFound,
  component: function TransportModeRoute() {
    const mode = transportModeById(Route.useParams().id)
    return mode ? <TransportModePage key={mode.id} mode={mode} /> : <TransportModeNotFound />
  },
})
