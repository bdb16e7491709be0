import { useState } from 'react'
import { proxiedImageUrl } from '@contracts/image-proxy-rules'
import { cn } from '@/lib/cn'
import { brokenBeforeHydration } from '@/lib/failed-image'

export const PLACE_FALLBACK_IMAGE = '/images/fallbacks/place.svg'

/**
 * A place or article picture: our own images as they are, other sites' through the image proxy, and
 * the placeholder when there is none or it fails to load (doc 2 §8, doc 3 §8).
 */
export function FoodImage({ src, alt, className, fallback = PLACE_FALLBACK_IMAGE }: { src?: string | null; alt: string; className?: string; fallback?: string }) {
  const [failed, setFailed] = useState(false)
  const url = (!failed && proxiedImageUrl(src)) || fallback
  return <img src={url} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} ref={brokenBeforeHydration(() => setFailed(true))} className={cn('bg-slate-200 object-cover', className)} />
}
