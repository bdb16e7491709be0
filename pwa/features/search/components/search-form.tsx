import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import type { SearchCategory } from '@contracts/search'

/** The search page's own box: prefilled with the query (give it `key={query}`), searching again keeps the tab. */
export function SearchForm({ query, category }: { query: string; category: SearchCategory }) {
  const navigate = useNavigate()
  const [text, setText] = useState(query)
  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const q = text.trim()
    if (!q) return
    void navigate({ to: '/search', search: { q, category } })
  }
  return (
    <form role="search" onSubmit={onSubmit} className="mt-4 flex max-w-2xl gap-2">
      <label htmlFor="search-page-input" className="sr-only">
        Search Gala
      </label>
      <input
        id="search-page-input"
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="I'm looking for..."
        enterKeyHint="search"
        className="h-12 min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 text-base text-slate-900 shadow-sm placeholder:text-slate-600"
      />
      <button type="submit" className="inline-flex h-12 shrink-0 items-center gap-2 rounded-full bg-blue-700 px-5 font-semibold text-white shadow-sm hover:bg-blue-800">
        <Search className="h-4 w-4" aria-hidden="true" />
        Search
      </button>
    </form>
  )
}
