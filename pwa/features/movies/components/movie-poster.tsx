import { useState } from 'react'
import { cn } from '@/lib/cn'
import { brokenBeforeHydration } from '@/lib/failed-image'

/** Shown when a poster is missing or fails to load (spec doc 2 §8: images fall back to placeholders). */
export const POSTER_PLACEHOLDER = '/images/fallbacks/poster.svg'
/** Intrinsic size of a list poster (2:3), given to the <img> so nothing shifts while it loads. */
export const POSTER_WIDTH = 215
export const POSTER_HEIGHT = 323

/**
 * A movie poster: the 215 px image, the 2x one for high-density screens, lazy unless `eager`,
 * and the placeholder when it fails.
 */
export function MoviePoster({
  src,
  src2x,
  title,
  eager = false,
  className,
}: {
  src: string | null | undefined
  src2x?: string | null
  title: string
  eager?: boolean
  className?: string
}) {
  const [failed, setFailed] = useState<string | null>(null)
  const usable = src && failed !== src ? src : null
  const fail = () => {
    if (usable) setFailed(usable)
  }
  return (
    <img
      src={usable ?? POSTER_PLACEHOLDER}
      srcSet={usable && src2x ? `${usable} 1x, ${src2x} 2x` : undefined}
      width={POSTER_WIDTH}
      height={POSTER_HEIGHT}
      alt={`Poster of ${title}`}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-placeholder={usable ? undefined : 'true'}
      onError={fail}
      ref={brokenBeforeHydration(fail)}
      className={cn('aspect-[2/3] h-auto w-full bg-slate-200 object-cover', className)}
    />
  )
}
