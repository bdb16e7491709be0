import type { ReactNode } from 'react'
import { PageSpinner } from '@/components/page-spinner'
import { useArticles, type ArticlesParams } from '../api/get-articles'
import { LIST_PAGE_SIZE } from '../lib/section-params'
import { ArticleGrid, NoArticles } from './article-grid'
import { ArticlePager } from './article-pager'
import { Breadcrumb, type Crumb } from '@/components/breadcrumb'


/** The frame of an article page: breadcrumb, heading, one line of intro, then the content. */
export function ArticlesFrame({
  title,
  description,
  crumbs,
  headerExtra,
  children,
}: {
  title: string
  description?: ReactNode
  crumbs: Crumb[]
  headerExtra?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <Breadcrumb items={crumbs} />
      <header className="mb-6 mt-3">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 max-w-3xl text-slate-700">{description}</p> : null}
        {headerExtra}
      </header>
      {children}
    </div>
  )
}

/** A paged grid of articles for a filter; the page comes from the address. */
export function PagedArticles({
  params,
  page,
  path,
  emptyText,
  showSection = true,
}: {
  params: ArticlesParams
  page: number
  path: string
  emptyText?: ReactNode
  /** Name each card's section (off when the whole list is one section). */
  showSection?: boolean
}) {
  const { data, isPending } = useArticles({ ...params, page, per_page: LIST_PAGE_SIZE })
  if (isPending) return <PageSpinner label="Loading articles…" />
  if (!data || data.articles.length === 0) return <NoArticles>{emptyText}</NoArticles>
  return (
    <>
      <ArticleGrid articles={data.articles} showSection={showSection} />
      <ArticlePager path={path} page={page} totalPages={data.totalPages} />
    </>
  )
}

/** An article list page: /hot-off-the-press, /whats-new, /{section}/articles … (its title and description are the route's head). */
export function ArticleListPage({
  title,
  description,
  crumbs,
  params,
  page,
  path,
  emptyText,
  showSection = true,
}: {
  title: string
  description: string
  crumbs?: Crumb[]
  params: ArticlesParams
  page: number
  path: string
  emptyText?: ReactNode
  showSection?: boolean
}) {
  return (
    <ArticlesFrame title={title} description={description} crumbs={crumbs ?? [{ label: title }]}>
      <PagedArticles params={params} page={page} path={path} emptyText={emptyText} showSection={showSection} />
    </ArticlesFrame>
  )
}
