import type { QueryClient } from '@tanstack/react-query'
import type { WpAuthor, WpPost, WpTerm } from '@contracts/articles'
import { authorPath } from '@contracts/article-sections'
import { collectionHead, collectionPageJsonLd, pageHead, type ListPage } from '@/lib/page-head'
import { articlesQuery, type ArticlesParams } from '../api/get-articles'
import { articleTitle, articleUrl } from './article-meta'
import { LIST_PAGE_SIZE, sectionOrThrow, sectionParams } from './section-params'

/**
 * Loader of a section's home page (/arts, /tech, /whats-new-home …): waits for the page's articles (a failure
 * leaves the page to show its own state) and builds its head: the section's name and description, the canonical
 * address (with ?page= past the first page), Open Graph, and the CollectionPage listing the page's articles.
 */
export async function loadSectionHome(queryClient: QueryClient, slug: string, page: number, origin: string) {
  const section = sectionOrThrow(slug)
  const home = section.homePath ?? `/${slug}`
  const path = page > 1 ? `${home}?page=${page}` : home
  const answer = await queryClient.ensureQueryData(articlesQuery(sectionParams(slug, page))).catch(() => undefined)
  const items = (answer?.articles ?? []).map((article) => ({ name: articleTitle(article), path: articleUrl(article), type: 'NewsArticle' }))
  return {
    head: pageHead(page > 1 ? `${section.name} (page ${page})` : section.name, section.description, {
      origin,
      path,
      jsonLd: collectionPageJsonLd(origin, { name: section.name, description: section.description, path }, items),
    }),
  }
}

/**
 * Loader of an article list page (/hot-off-the-press, /tags/{slug}, /author/{slug}, /{section}/articles …): waits
 * for the page's articles (`params` with the list's page, 12 a page; a failure leaves the page to show its own
 * state) and builds its head: the list's title and description, the canonical address (with ?page= past the first
 * page), Open Graph, the CollectionPage of the page's articles and the breadcrumb trail.
 */
export async function loadArticleList(queryClient: QueryClient, params: ArticlesParams, list: ListPage, origin: string) {
  const answer = await queryClient.ensureQueryData(articlesQuery({ ...params, page: list.page ?? 1, per_page: LIST_PAGE_SIZE })).catch(() => undefined)
  return { head: articleListHead(list, answer?.articles ?? [], origin) }
}

/** The head of an article list page (see loadArticleList), from its articles. */
export function articleListHead(list: ListPage, articles: readonly Pick<WpPost, 'id' | 'slug' | 'categories' | 'title'>[], origin: string) {
  return collectionHead(
    origin,
    list,
    articles.map((article) => ({ name: articleTitle(article), path: articleUrl(article), type: 'NewsArticle' })),
  )
}

/** What a section's article list (/movies/articles, /events/articles …) is called, where it is and its trail. */
export function sectionArticlesList(slug: string, page: number): ListPage {
  const section = sectionOrThrow(slug)
  return {
    name: `${section.name} articles`,
    description: section.description,
    path: section.listPath ?? `/${slug}/articles`,
    page,
    trail: section.homePath ? [[section.name, section.homePath]] : [],
    crumb: section.homePath ? 'Articles' : undefined,
  }
}

/** Loader of a section's article list: its articles and its head (see loadArticleList). */
export function loadSectionArticles(queryClient: QueryClient, slug: string, page: number, origin: string) {
  return loadArticleList(queryClient, { categories: sectionOrThrow(slug).categoryIds }, sectionArticlesList(slug, page), origin)
}

/** A tag's article list (/tags/{slug}): its title, the line under it and its address. */
export function tagList(tag: Pick<WpTerm, 'name' | 'slug' | 'count'>, page: number): ListPage {
  const count = tag.count ?? 0
  return {
    name: `Articles tagged “${tag.name}”`,
    description: `${count} ${count === 1 ? 'story' : 'stories'} about ${tag.name.toLowerCase()} from Gala.`,
    path: `/tags/${tag.slug}`,
    page,
    // The page's breadcrumb names 'Tags' without a link: there is no page of all tags.
    crumb: tag.name,
  }
}

/** An author's page (/author/{slug}): their stories, as a list page. */
export function authorList(author: Pick<WpAuthor, 'name' | 'slug' | 'description'>, page: number): ListPage {
  return {
    name: author.name,
    description: author.description || `Stories by ${author.name} on Gala.`,
    path: authorPath(author.slug),
    page,
    trail: [['Authors', '/authors']],
  }
}

const AUTHORS_DESCRIPTION = 'The writers and editors behind Gala’s stories about Metro Manila and the Philippines.'

/** The head of /authors, built by its loader: a CollectionPage of the people who write for Gala. */
export function authorsHead(authors: readonly Pick<WpAuthor, 'name' | 'slug'>[], origin: string) {
  return collectionHead(
    origin,
    { name: 'Authors', description: AUTHORS_DESCRIPTION, path: '/authors' },
    authors.map((author) => ({ name: author.name, path: authorPath(author.slug), type: 'Person' })),
  )
}
