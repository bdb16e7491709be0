import { Link } from '@tanstack/react-router'
import type { WpPost } from '@contracts/articles'
import { cn } from '@/lib/cn'
import { articleImage } from '../lib/article-image'
import { articleAuthor, articleInstant, articleSection, articleTitle, articleUrl, formatArticleDate, plainText, truncate } from '../lib/article-meta'
import { ArticleImage } from './article-image'

export type ArticleCardVariant = 'large' | 'small'

/** Excerpts on cards are cut to this many characters. */
const EXCERPT_LENGTH = 180

/**
 * An article teaser; the whole card is one link to the article. 'large': the image on top, section,
 * title, excerpt, author and date (home's lead story, grids). 'small': a thumbnail beside the title and
 * date (the three next to the lead, side lists).
 */
export function ArticleCard({
  article,
  variant = 'large',
  headingLevel = 'h3',
  showSection = true,
  eager = false,
  className,
}: {
  article: WpPost
  variant?: ArticleCardVariant
  headingLevel?: 'h2' | 'h3' | 'h4'
  showSection?: boolean
  /** Load the image at once (the first card above the fold). */
  eager?: boolean
  className?: string
}) {
  const Heading = headingLevel
  const title = articleTitle(article)
  const date = formatArticleDate(article)
  const instant = articleInstant(article)
  const section = showSection ? articleSection(article) : null
  const author = articleAuthor(article)
  const link = (
    <Link to={articleUrl(article)} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none">
      {title}
    </Link>
  )
  const time = date && instant ? <time dateTime={instant.toISOString()}>{date}</time> : null

  if (variant === 'small') {
    const image = articleImage(article, 'thumbnail')
    return (
      <article
        className={cn(
          'relative flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition focus-within:ring-3 focus-within:ring-blue-700 hover:shadow-md',
          className,
        )}
      >
        <ArticleImage src={image.src} alt="" className="h-20 w-24 shrink-0 rounded-lg sm:h-24 sm:w-32" />
        <div className="flex min-w-0 flex-col gap-1">
          {section ? <p className="text-xs font-semibold uppercase tracking-wide text-blue-800">{section.name}</p> : null}
          <Heading className="line-clamp-3 text-sm font-semibold leading-snug text-slate-900 sm:text-base">{link}</Heading>
          {time ? <p className="mt-auto text-xs text-slate-600">{time}</p> : null}
        </div>
      </article>
    )
  }

  const image = articleImage(article, 'medium_large')
  return (
    <article
      className={cn(
        'relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition focus-within:ring-3 focus-within:ring-blue-700 hover:shadow-md',
        className,
      )}
    >
      <ArticleImage src={image.src} alt="" eager={eager} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {section ? <p className="text-xs font-semibold uppercase tracking-wide text-blue-800">{section.name}</p> : null}
        <Heading className="text-lg font-bold leading-snug text-slate-900">{link}</Heading>
        <p className="text-sm text-slate-700">{truncate(plainText(article.excerpt.rendered), EXCERPT_LENGTH)}</p>
        {author || time ? (
          <p className="mt-auto pt-1 text-xs text-slate-600">
            {author ? <span>By {author.name}</span> : null}
            {author && time ? <span aria-hidden="true"> · </span> : null}
            {time}
          </p>
        ) : null}
      </div>
    </article>
  )
}
