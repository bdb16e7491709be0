import { notFound, redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { articlePath, isArticleSection } from '@contracts/article-sections'
import type { WpPost } from '@contracts/articles'
import { ApiError } from '@/lib/api-client'
import { notFoundError } from '@/lib/page-head'
import { articleQuery } from '../api/get-article'
import { articlesQuery } from '../api/get-articles'

/** Runs a fetch for a loader: the API's 404 becomes the router's not-found. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    throw error
  }
}

/** An article's not-found, titled as ArticleNotFound's page ('Article not found'). */
const articleNotFound = () => notFoundError('Article not found')

/**
 * Loader of the article routes. Unknown section or id → not found; a slug that is not the article's
 * → redirect to the same article at its canonical slug. Under /article/{id}/{slug} (doc 2 §2: for
 * articles without a category) an article that has a section is sent to its section address.
 */
export async function loadArticle(queryClient: QueryClient, params: { id: string; slug: string; section?: string }): Promise<WpPost> {
  if (params.section !== undefined && !isArticleSection(params.section)) throw articleNotFound()
  if (!/^[1-9]\d{0,8}$/.test(params.id)) throw articleNotFound()
  const article = await queryClient.ensureQueryData(articleQuery(Number(params.id))).catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 404 ? articleNotFound() : error
  })
  const canonical = articlePath(article)
  if (params.section === undefined) {
    if (canonical !== `/article/${params.id}/${encodeURIComponent(params.slug)}`) throw redirect({ href: canonical, replace: true })
  } else if (params.slug !== article.slug) {
    throw redirect({ href: `/${params.section}/article/${article.id}/${encodeURIComponent(article.slug)}`, replace: true })
  }
  // Started, not awaited: the server renders the related stories (it waits for started reads), so the browser
  // neither fetches nor draws them while it takes the page over.
  if (article.categories.length > 0) void queryClient.prefetchQuery(relatedArticlesQuery(article)).catch(() => undefined)
  return article
}

/** How many related stories an article shows. */
const RELATED_COUNT = 3

/** More from an article's categories, without the article itself (ArticlePage's related stories). */
export const relatedArticlesQuery = (article: WpPost) => articlesQuery({ categories: article.categories, exclude: [article.id], per_page: RELATED_COUNT })
