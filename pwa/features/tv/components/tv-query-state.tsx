import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { UseQueryResult } from '@tanstack/react-query'
import { OfflineUnavailable } from '@/components/offline-unavailable'
import { PageSpinner } from '@/components/page-spinner'
import { Button, buttonClasses } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'
import { isOfflineError } from '@/lib/connectivity'
import { usePageTitle } from '@/lib/use-page-title'

/** What a TV page says when its id is unknown: the section's own not-found message. */
export interface TvNotFoundText {
  title: string
  text: string
  back: { to: string; label: string }
}

export const TV_NOT_FOUND = {
  channel: { title: 'Channel not found', text: 'We could not find that TV channel. It may have been renamed or taken off the guide.', back: { to: '/tv/channels', label: 'All channels' } },
  show: { title: 'Show not found', text: 'We could not find that show. It may have ended its run or moved.', back: { to: '/tv/shows', label: 'All shows' } },
  network: { title: 'Network not found', text: 'We could not find that streaming service.', back: { to: '/tv/streaming', label: 'All streaming services' } },
} as const satisfies Record<string, TvNotFoundText>

/** The not-found page of a TV section. */
export function TvNotFound({ text }: { text: TvNotFoundText }) {
  usePageTitle(text.title)
  return (
    <section aria-labelledby="tv-not-found" className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="tv-not-found">
      <h1 id="tv-not-found" className="text-2xl font-bold text-slate-900">
        {text.title}
      </h1>
      <p className="mt-3 text-slate-700">{text.text}</p>
      <div className="mt-6 flex justify-center gap-3">
        <Link to={text.back.to} className={buttonClasses({ variant: 'outline' })}>
          {text.back.label}
        </Link>
        <Link to="/tv" className={buttonClasses({ variant: 'ghost' })}>
          TV Guide
        </Link>
      </div>
    </section>
  )
}

export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

/**
 * Renders the page once its query has data (saved data stays on screen when a refresh fails offline); before
 * that a spinner, "You're offline" for a page never opened, the section's not-found for an unknown id (404),
 * or the server's message with Try Again.
 */
export function TvQueryState<T>({
  query,
  loading,
  notFound,
  children,
}: {
  query: UseQueryResult<T>
  loading: string
  notFound?: TvNotFoundText
  children: (data: T) => ReactNode
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (query.isPending) return <PageSpinner label={loading} />
  if (isOfflineError(query.error)) return <OfflineUnavailable onRetry={() => void query.refetch()} />
  if (notFound && isNotFoundError(query.error)) return <TvNotFound text={notFound} />
  const message = query.error instanceof ApiError ? query.error.serverMessage : undefined
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" role="alert">
      <h1 className="text-2xl font-bold text-slate-900">Unable to load the TV guide</h1>
      <p className="mt-3 text-slate-700">{message ?? 'Please try again later.'}</p>
      <Button className="mt-6" onClick={() => void query.refetch()}>
        Try Again
      </Button>
    </section>
  )
}
