import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { ChevronLeft } from 'lucide-react'

/** The frame of a movies list page: a link back to /movies, the heading, a line of intro, the content. */
export function MoviesPageHeader({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <Link to="/movies" className="inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:underline">
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Movies
      </Link>
      <h1 className="mt-2 text-2xl font-extrabold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mb-6 mt-1 text-slate-700">{description}</p>
      {children}
    </div>
  )
}
