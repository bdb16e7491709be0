import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { cn } from '@/lib/cn'
import { searchHref } from '@/lib/search-href'

/**
 * Every search box of the site: it goes to the search page on a tab (/search?q=…&category=…, spec doc 2
 * §2), and an empty trimmed query does nothing (doc 2 §5). `large` is the hero and search-page size;
 * `iconButton` shows only the magnifier (its accessible name stays "Search").
 */
export function SearchBox({
  id,
  label,
  placeholder,
  category = 'all',
  initialQuery = '',
  large = false,
  iconButton = false,
  className,
}: {
  id: string
  label: string
  placeholder: string
  category?: string
  /** Prefill (the search page passes its query; give the box `key={query}` to reset it). */
  initialQuery?: string
  large?: boolean
  iconButton?: boolean
  className?: string
}) {
  const navigate = useNavigate()
  const [query, setQuery] = useState(initialQuery)
  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const href = searchHref(query, category)
    if (href) void navigate({ href })
  }
  const height = large ? 'h-12' : 'h-11'
  return (
    <form role="search" onSubmit={onSubmit} className={cn('flex gap-2', className ?? 'mt-4 max-w-xl')}>
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
        className={cn(
          'min-w-0 flex-1 rounded-full border border-slate-300 bg-white text-base text-slate-900 shadow-sm placeholder:text-slate-600',
          height,
          large ? 'px-5' : 'px-4',
        )}
      />
      <button
        type="submit"
        aria-label={iconButton ? 'Search' : undefined}
        className={cn(
          'inline-flex shrink-0 items-center justify-center gap-2 rounded-full bg-blue-700 font-semibold text-white shadow-sm hover:bg-blue-800',
          height,
          iconButton ? (large ? 'w-12' : 'w-11') : large ? 'px-5' : 'px-4',
        )}
      >
        <Search className={iconButton ? 'h-5 w-5' : 'h-4 w-4'} aria-hidden="true" />
        {iconButton ? null : 'Search'}
      </button>
    </form>
  )
}
