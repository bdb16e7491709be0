import { ContentCard } from '@/components/content-card'
import type { MovieArticle } from '../api/get-movie-articles'

/** Text of an HTML fragment from the articles API (titles and excerpts are HTML), never rendered as HTML. */
export function plainText(html: string | undefined): string {
  if (!html) return ''
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '').trim()
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim()
}

/** Movie article address: /movies/article/{id}/{slug} (doc 3's /{section}/article/{id}/{slug}). */
export function movieArticleUrl(article: Pick<MovieArticle, 'id' | 'slug'>): string {
  return `/movies/article/${article.id}/${encodeURIComponent(article.slug)}`
}

const dateFormat = new Intl.DateTimeFormat('en-PH', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'Asia/Manila' })

export function ArticleCards({ articles }: { articles: MovieArticle[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {articles.map((article) => {
        const media = article._embedded?.['wp:featuredmedia']?.[0]
        const title = plainText(article.title.rendered)
        const date = new Date(article.date)
        return (
          <li key={article.id}>
            <ContentCard
              to={movieArticleUrl(article)}
              title={title}
              description={plainText(article.excerpt?.rendered).slice(0, 180)}
              meta={Number.isNaN(date.getTime()) ? undefined : dateFormat.format(date)}
              image={media?.source_url ? { src: media.source_url, alt: media.alt_text ?? '' } : undefined}
              className="h-full"
            />
          </li>
        )
      })}
    </ul>
  )
}
