import type { ReactNode } from 'react'
import { Newspaper } from 'lucide-react'
import type { WpPost } from '@contracts/articles'
import { ArticleCard } from './article-card'

/** Large article cards in a grid: one column on phones, up to three on wide screens. */
export function ArticleGrid({ articles, headingLevel = 'h3', showSection = true }: { articles: WpPost[]; headingLevel?: 'h2' | 'h3'; showSection?: boolean }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <li key={article.id} className="flex">
          <ArticleCard article={article} headingLevel={headingLevel} showSection={showSection} eager={index === 0} className="w-full" />
        </li>
      ))}
    </ul>
  )
}

/**
 * The featured layout (home's Latest Updates, doc 2 §2; section home pages): the first article large,
 * the next ones small beside it.
 */
export function FeaturedArticles({ articles, showSection = true }: { articles: WpPost[]; showSection?: boolean }) {
  const [lead, ...rest] = articles
  if (!lead) return null
  return (
    <div className="grid gap-4 lg:grid-cols-5">
      <ArticleCard article={lead} variant="large" showSection={showSection} eager className="lg:col-span-3" />
      {rest.length > 0 ? (
        <ul className="flex flex-col gap-3 lg:col-span-2">
          {rest.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} variant="small" showSection={showSection} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** What a list shows when it has no articles (or could not load them: doc 2 §8 reads that as empty). */
export function NoArticles({ children }: { children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <Newspaper className="mx-auto h-10 w-10 text-slate-500" aria-hidden="true" />
      <p className="mt-3 font-semibold text-slate-900">No articles yet</p>
      <p className="mt-1 text-sm text-slate-700">{children ?? 'New stories are on their way. Check back soon.'}</p>
    </div>
  )
}
