import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { EVENT_CATEGORIES, EVENT_LIMITS } from '@contracts/events-rules'
import { EventCreate, type EventCreateInput } from '@contracts/events'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { ApiError } from '@/lib/api-client'
import { manilaDate } from '@/lib/manila'
import { useCreateEvent } from '../api/create-event'

type Field = keyof EventCreateInput
export type EventFormErrors = Partial<Record<Field | 'form', string>>

export type EventFormValues = Required<Record<Exclude<Field, 'festival'>, string>>

export const EMPTY_EVENT_FORM: EventFormValues = {
  title: '',
  description: '',
  category: '',
  startDate: '',
  endDate: '',
  venue: '',
  location: '',
  price: '',
  ticketUrl: '',
}
export const EVENT_FIELD_ORDER: Field[] = ['title', 'description', 'category', 'startDate', 'endDate', 'venue', 'location', 'price', 'ticketUrl']

export const INPUT =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 aria-[invalid=true]:border-red-700 border-slate-300'

/** The first message per field of a zod or server issue list. */
export function errorsFrom(issues: { field?: string; path?: PropertyKey[]; message: string }[]): EventFormErrors {
  const errors: EventFormErrors = {}
  for (const issue of issues) {
    const field = (issue.field ?? String(issue.path?.[0] ?? 'form')) as Field | 'form'
    errors[field] ??= issue.message
  }
  return errors
}

/**
 * /add-event (doc 3, login-protected): a signed-in user submits an event for staff review. The
 * fields are checked with the same schema as the server (api/contracts/events.ts), the server's
 * own answers (a start in the past, a rate limit) are shown on the field or above the button.
 */
export function AddEventForm() {
  const navigate = useNavigate()
  const create = useCreateEvent()
  const [values, setValues] = useState(EMPTY_EVENT_FORM)
  const [errors, setErrors] = useState<EventFormErrors>({})
  const formRef = useRef<HTMLFormElement>(null)
  const today = manilaDate(new Date())

  const set = (field: keyof EventFormValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }))

  function showErrors(next: EventFormErrors) {
    setErrors(next)
    const first = EVENT_FIELD_ORDER.find((field) => next[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const input: EventCreateInput = { ...values, category: values.category as EventCreateInput['category'] }
    const parsed = EventCreate.safeParse(input)
    if (!parsed.success) return showErrors(errorsFrom(parsed.error.issues))
    setErrors({})
    create.mutate(input, {
      onSuccess: (created) => {
        toast({ title: 'Event submitted', description: created.message })
        void navigate({ to: '/events/$slug', params: { slug: created.data.slug } })
      },
      onError: (error) => {
        const body = error instanceof ApiError && error.body && typeof error.body === 'object' ? (error.body as { issues?: { field: string; message: string }[] }) : undefined
        if (body?.issues && body.issues.length > 0) return showErrors(errorsFrom(body.issues))
        const message = (error instanceof ApiError && error.serverMessage) || 'Failed to submit the event. Please try again.'
        setErrors({ form: message })
        toast({ variant: 'destructive', title: 'Submission failed', description: message })
      },
    })
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5" aria-describedby="add-event-note">
      <p id="add-event-note" className="text-sm text-slate-700">
        Our team reviews every submission before it appears on Gala. Fields marked * are required.
      </p>
      <EventFormFields values={values} set={set} errors={errors} today={today} />
      {errors.form ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={create.isPending}>
        {create.isPending ? 'Submitting...' : 'Submit event'}
      </Button>
    </form>
  )
}

interface ControlProps {
  id: string
  name: string
  required?: boolean
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/** A label, the control, an optional hint and the field's error, wired together for assistive technology. */
export function Labelled({ label, name, required, error, hint, children }: { label: string; name: string; required?: boolean; error?: string; hint?: string; children: (props: ControlProps) => ReactNode }) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({ id, name, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function TextField({
  label,
  name,
  value,
  onChange,
  error,
  required,
  maxLength,
  placeholder,
  hint,
}: {
  label: string
  name: string
  value: string
  onChange: (event: { target: { value: string } }) => void
  error?: string
  required?: boolean
  maxLength?: number
  placeholder?: string
  hint?: string
}) {
  return (
    <Labelled label={label} name={name} required={required} error={error} hint={hint}>
      {(props) => <input {...props} type="text" value={value} onChange={onChange} maxLength={maxLength} placeholder={placeholder} className={INPUT} />}
    </Labelled>
  )
}

/**
 * The add-event fields (title … price), shared by /add-event and the admin event form (decision 029), so
 * both show the same labels, limits and messages from api/contracts/events.ts.
 */
export function EventFormFields({
  values,
  set,
  errors,
  today,
}: {
  values: EventFormValues
  set: (field: keyof EventFormValues) => (event: { target: { value: string } }) => void
  errors: EventFormErrors
  /** Manila date for the pickers' minimum; null lets staff pick past dates (editing an event that has begun). */
  today: string | null
}) {
  return (
    <>
      <TextField label="Event title" name="title" required value={values.title} onChange={set('title')} error={errors.title} maxLength={EVENT_LIMITS.titleMax} />
      <Labelled label="Description" name="description" required error={errors.description} hint={`At least ${EVENT_LIMITS.descriptionMin} characters.`}>
        {(props) => <textarea {...props} rows={5} value={values.description} onChange={set('description')} maxLength={EVENT_LIMITS.descriptionMax} className={INPUT} />}
      </Labelled>
      <Labelled label="Category" name="category" required error={errors.category}>
        {(props) => (
          <select {...props} value={values.category} onChange={set('category')} className={INPUT}>
            <option value="">Choose a category</option>
            {EVENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <div className="grid gap-5 sm:grid-cols-2">
        <Labelled label="Starts" name="startDate" required error={errors.startDate} hint="Manila time">
          {(props) => <input {...props} type="datetime-local" min={today ? `${today}T00:00` : undefined} value={values.startDate} onChange={set('startDate')} className={INPUT} />}
        </Labelled>
        <Labelled label="Ends" name="endDate" error={errors.endDate} hint="Optional, Manila time">
          {(props) => <input {...props} type="datetime-local" min={values.startDate || (today ? `${today}T00:00` : undefined)} value={values.endDate} onChange={set('endDate')} className={INPUT} />}
        </Labelled>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Venue" name="venue" required value={values.venue} onChange={set('venue')} error={errors.venue} maxLength={EVENT_LIMITS.venueMax} placeholder="e.g. Ayala Triangle Gardens" />
        <TextField label="City or area" name="location" required value={values.location} onChange={set('location')} error={errors.location} maxLength={EVENT_LIMITS.locationMax} placeholder="e.g. Makati" />
      </div>
      <TextField label="Price" name="price" value={values.price} onChange={set('price')} error={errors.price} maxLength={EVENT_LIMITS.priceMax} placeholder="Free" hint="Leave empty if it is free." />
      <Labelled label="Tickets or registration link" name="ticketUrl" error={errors.ticketUrl} hint="Optional: the page where people buy tickets or sign up, starting with https://">
        {(props) => <input {...props} type="url" inputMode="url" autoComplete="url" value={values.ticketUrl} onChange={set('ticketUrl')} maxLength={EVENT_LIMITS.ticketUrlMax} placeholder="https://" className={INPUT} />}
      </Labelled>
    </>
  )
}
