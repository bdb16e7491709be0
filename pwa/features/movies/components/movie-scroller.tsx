import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { MovieSummary } from '@contracts/movies'
import { MovieCard } from './movie-card'

/** One arrow press scrolls this far (spec doc 2 §2). */
export const SCROLL_STEP_PX = 300
/** Arrows appear only when a list has more movies than this (spec doc 2 §2). */
export const ARROWS_ABOVE = 6

/**
 * A horizontal row of movie cards. Touch and trackpad users swipe (with scroll snapping on small
 * screens); the prev/next buttons, shown above 6 movies, move it by 300 px. Card pitch is 150 px on
 * small screens (140 + 10 gap), so a step lands exactly on a snap point; larger screens do not snap.
 */
export function MovieScroller({ movies, label, show }: { movies: MovieSummary[]; label: string; show?: 'release-date' | 'platform' }) {
  const listRef = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ atStart: true, atEnd: false })
  const withArrows = movies.length > ARROWS_ABOVE

  const measure = useCallback(() => {
    const list = listRef.current
    if (!list) return
    setEdges({ atStart: list.scrollLeft <= 1, atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1 })
  }, [])

  useEffect(() => {
    measure()
    const list = listRef.current
    if (!list || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(list)
    return () => observer.disconnect()
  }, [measure, movies.length])

  function step(direction: 1 | -1) {
    const list = listRef.current
    if (!list) return
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    list.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: reduceMotion ? 'auto' : 'smooth' })
  }

  return (
    <div className="relative" role="region" aria-label={label}>
      {withArrows ? (
        <div className="mb-2 flex justify-end gap-2">
          <ArrowButton label={`Scroll ${label} left`} disabled={edges.atStart} onClick={() => step(-1)}>
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </ArrowButton>
          <ArrowButton label={`Scroll ${label} right`} disabled={edges.atEnd} onClick={() => step(1)}>
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </ArrowButton>
        </div>
      ) : null}
      <ul
        ref={listRef}
        onScroll={measure}
        data-testid="movie-scroller"
        className="flex snap-x snap-mandatory gap-[10px] overflow-x-auto scroll-smooth pb-2 motion-reduce:scroll-auto md:snap-none"
      >
        {movies.map((movie, index) => (
          <li key={movie.id} className="w-[140px] shrink-0 snap-start md:w-[190px]">
            <MovieCard movie={movie} show={show} eager={index < 2} className="h-full" />
          </li>
        ))}
      </ul>
    </div>
  )
}

function ArrowButton({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {children}
    </button>
  )
}
