import { ARTICLE_MESSAGES, INVALID_PAGE_NUMBER_CODE, type ArticlesQuery, type TermsQuery, type WpAuthor, type WpPost, type WpTerm } from '../../contracts/articles.ts'
import { AppError, NotFound } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { reflinkLinker } from '../../cache/reflinks-cache.ts'
import { presentArticle, presentAuthor, presentCategory, presentTag } from './article.presenter.ts'
import { articlesRepository } from './articles.repository.ts'

type Deps = Pick<AppDeps, 'db' | 'config'>

/** One page of a list and the totals WordPress sends as X-WP-Total and X-WP-TotalPages. */
export interface Paged<T> {
  items: T[]
  total: number
  totalPages: number
}

const ArticleNotFound = () => NotFound(ARTICLE_MESSAGES.articleNotFound, 'ARTICLE_NOT_FOUND')
const AuthorNotFound = () => NotFound(ARTICLE_MESSAGES.authorNotFound, 'AUTHOR_NOT_FOUND')
/** WordPress answers a page past the end with 400 rest_post_invalid_page_number; so do we, in our error shape. */
const InvalidPageNumber = () => new AppError(400, INVALID_PAGE_NUMBER_CODE, ARTICLE_MESSAGES.invalidPageNumber)

const totalPages = (total: number, perPage: number) => Math.ceil(total / perPage)

export function articlesService(deps: Deps) {
  const repo = articlesRepository(deps.db)
  const publicUrl = deps.config.publicUrl.replace(/\/+$/, '')

  return {
    /** GET /api/articles: published articles, filtered, newest first (unless ordered otherwise). */
    async list(query: ArticlesQuery): Promise<Paged<WpPost>> {
      const { total, rows } = await repo.list(query, (query.page - 1) * query.per_page)
      const pages = totalPages(total, query.per_page)
      // As WordPress: an empty result is a valid first page, any page past a non-empty result is an error.
      if (total > 0 && query.page > pages) throw InvalidPageNumber()
      if (total === 0) return { items: [], total, totalPages: pages }
      const [found, linkBody] = await Promise.all([rows(), reflinkLinker(deps.db)])
      const items = found.map((row) => presentArticle(row, { publicUrl, embed: query._embed, linkBody }))
      return { items, total, totalPages: pages }
    },

    async byId(id: number, embed: boolean): Promise<WpPost> {
      const row = await repo.findById(id)
      if (!row) throw ArticleNotFound()
      return presentArticle(row, { publicUrl, embed, linkBody: await reflinkLinker(deps.db) })
    },

    async bySlug(slug: string, embed: boolean): Promise<WpPost> {
      const row = await repo.findBySlug(slug)
      if (!row) throw ArticleNotFound()
      return presentArticle(row, { publicUrl, embed, linkBody: await reflinkLinker(deps.db) })
    },

    async categories(query: TermsQuery): Promise<Paged<WpTerm>> {
      const { total, rows } = await repo.categories(query)
      return { items: rows.map((row) => presentCategory(row, publicUrl)), total, totalPages: totalPages(total, query.per_page) }
    },

    async tags(query: TermsQuery): Promise<Paged<WpTerm>> {
      const { total, rows } = await repo.tags(query)
      return { items: rows.map((row) => presentTag(row, publicUrl)), total, totalPages: totalPages(total, query.per_page) }
    },

    async authors(query: TermsQuery): Promise<Paged<WpAuthor>> {
      const { total, rows } = await repo.authors(query)
      return { items: rows.map((row) => presentAuthor(row, publicUrl, row._count.articles)), total, totalPages: totalPages(total, query.per_page) }
    },

    async author(slug: string): Promise<WpAuthor> {
      const row = await repo.authorBySlug(slug)
      if (!row) throw AuthorNotFound()
      return presentAuthor(row, publicUrl, row._count.articles)
    },
  }
}

/** The published-articles filter (decision 018), for other modules' reads. */
export { publicArticleWhere } from './articles.repository.ts'
