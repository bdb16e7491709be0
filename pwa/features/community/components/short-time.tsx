import { useState } from 'react'
import { shortRelativeTime } from '../lib/relative-time'

/** '5m', '3h', '2d' … (doc 3 §9) as a <time>, measured from when the component first rendered. */
export function ShortTime({ iso, className }: { iso: string; className?: string }) {
  const [now] = useState(() => Date.now())
  return (
    <time dateTime={iso} className={className}>
      {shortRelativeTime(iso, now)}
    </time>
  )
}
