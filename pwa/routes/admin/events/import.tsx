import { createFileRoute } from '@tanstack/react-router'
import { EventImport } from '@/features/admin-events/components/event-import'

/** /admin/events/import: CSV or iCalendar (file or URL), preview then import (decision 029). */
export const Route = createFileRoute('/admin/events/import')({
  component: EventImport,
})
