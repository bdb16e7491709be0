import { Link } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import { PageSpinner } from '@/components/page-spinner'
import { useArticles } from '../api/get-articles'
import { ArticleGrid, FeaturedArticles, NoArticles } from './article-grid'
import { sectionOrThrow, sectionParams } from '../lib/section-params'
import { ArticleListPage, ArticlesFrame } from './article-list-page'
import { ArticlePager } from './article-pager'

/** Articles of a section at the top of its home page: 1 large + 3 small (as home's Latest Updates). */
const FEATURED_COUNT = 4

/**
 * A section's home page (/arts, /tech, /whats-new-home …): the newest story large with three beside
 * it, then the rest of the page as a grid, paged; a link to the section's article list when it has one. Its title,
 * description and structured data are the route's head (lib/section-head.ts).
 */
export function SectionHomePage({ slug, page }: { slug: string; page: number }) {
  const section = sectionOrThrow(slug)
  const path = section.homePath ?? `/${slug}`
  const { data, isPending } = useArticles(sectionParams(slug, page))
  const articles = data?.articles ?? []
  const listLink =
    section.listPath && section.listPath !== path ? (
      <Link to={section.listPath} className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-blue-700 hover:underline">
        All {section.name} articles
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    ) : null
  return (
    <ArticlesFrame title={section.name} description={section.description} crumbs={[{ label: section.name }]} headerExtra={listLink}>
      {isPending ? (
        <PageSpinner label={`Loading ${section.name}…`} />
      ) : articles.length === 0 ? (
        <NoArticles>New {section.name} stories are on their way. Check back soon.</NoArticles>
      ) : page === 1 ? (
        <>
          <section aria-labelledby="section-latest">
            <h2 id="section-latest" className="sr-only">
              Latest in {section.name}
            </h2>
            <FeaturedArticles articles={articles.slice(0, FEATURED_COUNT)} showSection={section.categoryIds.length > 1} />
          </section>
          {articles.length > FEATURED_COUNT ? (
            <section aria-labelledby="section-more" className="mt-10">
              <h2 id="section-more" className="mb-4 text-xl font-bold text-slate-900">
                More from {section.name}
              </h2>
              <ArticleGrid articles={articles.slice(FEATURED_COUNT)} showSection={section.categoryIds.length > 1} />
            </section>
          ) : null}
          <ArticlePager path={path} page={page} totalPages={data?.totalPages ?? 0} label={`${section.name} pages`} />
        </>
      ) : (
        <>
          <ArticleGrid articles={articles} showSection={section.categoryIds.length > 1} />
          <ArticlePager path={path} page={page} totalPages={data?.totalPages ?? 0} label={`${section.name} pages`} />
        </>
      )}
    </ArticlesFrame>
  )
}

/** A section's article list (/movies/articles, /events/articles, /time-out/articles …). */
export function SectionArticlesPage({ slug, page }: { slug: string; page: number }) {
  const section = sectionOrThrow(slug)
  const crumbs = section.homePath ? [{ label: section.name, to: section.homePath }, { label: 'Articles' }] : [{ label: `${section.name} articles` }]
  return (
    <ArticleListPage
      title={`${section.name} articles`}
      description={section.description}
      crumbs={crumbs}
      params={{ categories: section.categoryIds }}
      page={page}
      path={section.listPath ?? `/${slug}/articles`}
      showSection={section.categoryIds.length > 1}
    />
  )
}
