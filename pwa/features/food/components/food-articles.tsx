import { Link } from '@tanstack/react-router'
import { articlePath } from '@contracts/article-sections'
import type { WpPost } from '@contracts/articles'
import { SectionHeading } from '@/components/section-heading'
import { useFoodArticles } from '../api/get-food-articles'
import { htmlToText } from '../lib/html-text'
import { FoodImage } from './food-image'

const ARTICLE_FALLBACK_IMAGE = '/images/fallbacks/article.svg'

/** Newest food and drink articles; nothing at all when there are none (or the call failed). */
export function FoodArticles({ title, search, perPage = 4 }: { title: string; search?: string; perPage?: number }) {
  const { data: articles } = useFoodArticles({ perPage, search })
  if (!articles || articles.length === 0) return null
  return (
    <section aria-labelledby="food-articles-heading" className="mt-12">
      <SectionHeading id="food-articles-heading" title={title} href="/food-drink/articles" />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {articles.map((article) => (
          <li key={article.id} className="flex">
            <ArticleTeaser article={article} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function ArticleTeaser({ article }: { article: WpPost }) {
  const media = article._embedded?.['wp:featuredmedia']?.[0]
  const image = media?.media_details.sizes.medium_large?.source_url ?? media?.media_details.sizes.large?.source_url ?? media?.source_url
  const date = new Date(article.date_gmt.endsWith('Z') ? article.date_gmt : `${article.date_gmt}Z`)
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <FoodImage src={image} alt="" fallback={ARTICLE_FALLBACK_IMAGE} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-base font-semibold text-slate-900">
          <Link to={articlePath(article)} className="after:absolute after:inset-0 hover:underline">
            {htmlToText(article.title.rendered)}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-slate-700">{htmlToText(article.excerpt.rendered)}</p>
        {Number.isNaN(date.getTime()) ? null : (
          <p className="mt-auto text-xs text-slate-600">
            <time dateTime={date.toISOString()}>{date.toLocaleDateString('en-PH', { dateStyle: 'long', timeZone: 'Asia/Manila' })}</time>
          </p>
        )}
      </div>
    </article>
  )
}
