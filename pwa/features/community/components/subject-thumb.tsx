import type { ActivitySubject } from '@contracts/community'
import { cn } from '@/lib/cn'

/**
 * The small picture of what an activity entry is about (issue 36): a poster (2:3) for movies, a square
 * otherwise. Lazy, with its size set, so the list never shifts when it arrives; decorative (the title beside it
 * names the thing), and a link to the same page as the title, kept out of the tab order.
 */
export function SubjectThumb({ subject, className }: { subject: ActivitySubject | null | undefined; className?: string }) {
  if (!subject?.image) return null
  const poster = subject.kind === 'movie'
  const image = (
    <img
      src={subject.image}
      alt=""
      loading="lazy"
      decoding="async"
      width={poster ? 40 : 48}
      height={poster ? 60 : 48}
      className={cn('shrink-0 rounded-md bg-slate-100 object-cover', poster ? 'h-[60px] w-10' : 'h-12 w-12', className)}
    />
  )
  return subject.url ? (
    <a href={subject.url} tabIndex={-1} aria-hidden="true" className="shrink-0">
      {image}
    </a>
  ) : (
    image
  )
}
