import { useState } from 'react'
import { cn } from '@/lib/cn'
import { brokenBeforeHydration } from '@/lib/failed-image'

/** Shown when a place or event image is missing or fails to load (doc 2 §8: images fall back to placeholders). */
export const PLACE_PLACEHOLDER = '/images/fallbacks/place.svg'

/**
 * A 16:9 picture of a place (or an event) that falls back to the placeholder when it is missing or
 * fails. The intrinsic size is given so nothing shifts while it loads.
 */
export function PlaceImage({
  src,
  alt,
  eager = false,
  fallback = PLACE_PLACEHOLDER,
  className,
}: {
  src: string | null | undefined
  alt: string
  eager?: boolean
  fallback?: string
  className?: string
}) {
  const [failed, setFailed] = useState<string | null>(null)
  const usable = src && failed !== src ? src : null
  const fail = () => {
    if (usable) setFailed(usable)
  }
  return (
    <img
      src={usable ?? fallback}
      alt={alt}
      width={800}
      height={450}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-placeholder={usable ? undefined : 'true'}
      onError={fail}
      ref={brokenBeforeHydration(fail)}
      className={cn('aspect-video w-full bg-slate-200 object-cover', className)}
    />
  )
}
