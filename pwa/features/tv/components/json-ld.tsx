import { jsonLdText } from '@/features/movies/lib/movie-json-ld'
import { useOrigin } from '../lib/use-origin'

/** A <script type="application/ld+json"> built once the origin is known (after mount). */
export function JsonLd({ build }: { build: (origin: string) => unknown }) {
  const origin = useOrigin()
  if (!origin) return null
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(build(origin)) }} />
}
