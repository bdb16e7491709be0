import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { searchHref } from '@/lib/search-href'

/**
 * A search form that goes to the search page on a tab (doc 2 §2: the places search goes to
 * /search?q=...&category=places). An empty trimmed query does nothing (doc 2 §5).
 */
export function SectionSearch({ id, label, placeholder, category }: { id: string; label: string; placeholder: string; category: string }) {
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const href = searchHref(query, category)
    if (href) void navigate({ href })
  }
  return (
    <form role="search" onSubmit={onSubmit} className="mt-4 flex max-w-xl gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={placeholder}
        enterKeyHint="search"
        className="h-11 min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 text-base text-slate-900 shadow-sm placeholder:text-slate-600"
      />
      <button
        type="submit"
        className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full bg-blue-700 px-4 font-semibold text-white shadow-sm hover:bg-blue-800"
      >
        <Search className="h-4 w-4" aria-hidden="true" />
        Search
      </button>
    </form>
  )
}
