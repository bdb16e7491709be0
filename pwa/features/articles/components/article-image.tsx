import { useState } from 'react'
import { ARTICLE_FALLBACK_IMAGE } from '@contracts/articles-rules'
import { cn } from '@/lib/cn'
import { brokenBeforeHydration } from '@/lib/failed-image'

/** An article image that shows the fallback article image when its own fails to load (doc 2 §8). */
export function ArticleImage({ src, alt, className, eager = false }: { src: string; alt: string; className?: string; eager?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null)
  const shown = failed === src ? ARTICLE_FALLBACK_IMAGE : src
  const fail = () => {
    if (shown !== ARTICLE_FALLBACK_IMAGE) setFailed(src)
  }
  return (
    <img
      src={shown}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={fail}
      ref={brokenBeforeHydration(fail)}
      className={cn('bg-slate-200 object-cover', className)}
    />
  )
}
