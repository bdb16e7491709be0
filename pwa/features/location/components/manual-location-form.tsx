import { useId, useState, type FormEvent } from 'react'
import { MapPin } from 'lucide-react'
import { Button } from '@/components/ui/button'

/**
 * Manual location entry (spec doc 2 §5): submit is disabled while the text is empty; a text that
 * matches no built-in place shows the no-match message returned by `onSubmit`.
 */
export function ManualLocationForm({
  onSubmit,
  onUseManila,
  autoFocus = false,
}: {
  /** Returns the no-match message, or null when the location was found. */
  onSubmit: (text: string) => string | null
  onUseManila: () => void
  autoFocus?: boolean
}) {
  const id = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (text.trim() === '') return
    setError(onSubmit(text))
  }

  return (
    <form onSubmit={submit} className="space-y-2" aria-label="Enter your location">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium text-slate-800">
        Enter your city or area
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-input`}
          type="text"
          value={text}
          autoFocus={autoFocus}
          onChange={(event) => {
            setText(event.target.value)
            setError(null)
          }}
          placeholder="e.g. Makati City"
          autoComplete="address-level2"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500"
        />
        <Button type="submit" disabled={text.trim() === ''}>
          <MapPin className="h-4 w-4" aria-hidden="true" />
          Set Location
        </Button>
        <Button type="button" variant="outline" onClick={onUseManila}>
          Use Manila
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  )
}
