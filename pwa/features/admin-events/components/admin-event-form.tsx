import { useRef, useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { AdminEventBody, type AdminEvent, type AdminEventBodyInput } from '@contracts/admin-events'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { EMPTY_EVENT_FORM, EVENT_FIELD_ORDER, EventFormFields, INPUT, errorsFrom, type EventFormErrors, type EventFormValues } from '@/features/events/components/add-event-form'
import { ApiError } from '@/lib/api-client'
import { manilaDate } from '@/lib/manila'
import { useCreateAdminEvent, useUpdateAdminEvent } from '../api/admin-event-writes'

/** "2026-12-05T11:00:00.000Z" → "2026-12-05T19:00" (Manila wall time, what datetime-local shows). */
function manilaLocal(iso: string | null): string {
  if (!iso) return ''
  return new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16)
}

function valuesOf(event: AdminEvent): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    category: event.category,
    startDate: manilaLocal(event.startDate),
    endDate: manilaLocal(event.endDate),
    venue: event.venue ?? '',
    location: event.location ?? '',
    price: event.price === 'Free' ? '' : event.price,
    ticketUrl: event.ticketUrl ?? '',
  }
}

/**
 * Create (/admin/events/create) and edit (/admin/events/edit/{id}) an event: the add-event fields with
 * the same schema and messages (EventCreate inside AdminEventBody), plus whether it is published.
 */
export function AdminEventForm({ event }: { event?: AdminEvent }) {
  const navigate = useNavigate()
  const create = useCreateAdminEvent()
  const update = useUpdateAdminEvent(event?.id ?? 0)
  const save = event ? update : create
  const [values, setValues] = useState<EventFormValues>(event ? valuesOf(event) : EMPTY_EVENT_FORM)
  const [publish, setPublish] = useState(event ? event.status === 'published' : true)
  const [errors, setErrors] = useState<EventFormErrors>({})
  const formRef = useRef<HTMLFormElement>(null)
  const today = manilaDate(new Date())
  const set = (field: keyof EventFormValues) => (e: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: e.target.value }))
  // Editing a pending or rejected submission keeps its status unless staff choose to publish it.
  const keepsStatus = event !== undefined && (event.status === 'pending' || event.status === 'rejected')

  function showErrors(next: EventFormErrors) {
    setErrors(next)
    const first = EVENT_FIELD_ORDER.find((field) => next[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    const status = keepsStatus && !publish ? undefined : publish ? 'published' : 'unpublished'
    const input: AdminEventBodyInput = { ...values, category: values.category as AdminEventBodyInput['category'], status }
    const parsed = AdminEventBody.safeParse(input)
    if (!parsed.success) return showErrors(errorsFrom(parsed.error.issues))
    setErrors({})
    save.mutate(input, {
      onSuccess: (saved) => {
        toast({ title: saved.message ?? 'Saved', description: saved.data.title })
        void navigate({ to: '/admin/events' })
      },
      onError: (error) => {
        const body = error instanceof ApiError && error.body && typeof error.body === 'object' ? (error.body as { issues?: { field: string; message: string }[] }) : undefined
        if (body?.issues && body.issues.length > 0) return showErrors(errorsFrom(body.issues))
        const message = (error instanceof ApiError && error.serverMessage) || 'The event could not be saved. Please try again.'
        setErrors({ form: message })
        toast({ variant: 'destructive', title: 'Not saved', description: message })
      },
    })
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <EventFormFields values={values} set={set} errors={errors} today={event ? null : today} />
      <div>
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <input type="checkbox" name="publish" checked={publish} onChange={(e) => setPublish(e.target.checked)} className={`${INPUT} mt-0 h-5 w-5 shrink-0 p-0`} style={{ width: '1.25rem' }} />
          {keepsStatus ? 'Publish now (approves the submission)' : 'Published (visible on Gala)'}
        </label>
      </div>
      {errors.form ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : event ? 'Save changes' : 'Create event'}
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={() => void navigate({ to: '/admin/events' })}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
