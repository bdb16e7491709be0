import type { Prisma } from '../../generated/prisma/client.ts'
import { publicArticleWhere as publicArticle } from '../article-visibility/article-visibility.ts'
import type { ArticlesQuery, TermsQuery } from '../../contracts/articles.ts'
import { ignoringCase, type Db } from '../../db.ts'

export const authorSelect = { id: true, slug: true, name: true, description: true, avatar: true } satisfies Prisma.AuthorSelect
export type AuthorRow = Prisma.AuthorGetPayload<{ select: typeof authorSelect }>

export const mediaSelect = { id: true, sourceUrl: true, alt: true, mimeType: true, width: true, height: true, sizes: true } satisfies Prisma.MediaSelect
export type MediaRow = Prisma.MediaGetPayload<{ select: typeof mediaSelect }>

const termSelect = { id: true, slug: true, name: true } as const

/** The Article columns (with relations) the presenter uses. */
export const articleSelect = {
  id: true,
  slug: true,
  title: true,
  excerpt: true,
  contentHtml: true,
  date: true,
  modified: true,
  status: true,
  authorId: true,
  featuredMediaId: true,
  author: { select: authorSelect },
  featuredMedia: { select: mediaSelect },
  categories: { select: termSelect, orderBy: { id: 'asc' } },
  tags: { select: termSelect, orderBy: { name: 'asc' } },
} satisfies Prisma.ArticleSelect
export type ArticleRow = Prisma.ArticleGetPayload<{ select: typeof articleSelect }>

/** Which articles the public sees (decision 018; defined in the leaf module article-visibility). */
export const publicArticleWhere = publicArticle satisfies Prisma.ArticleWhereInput

/** A category or tag with its number of published articles. */
const termCountSelect = { ...termSelect, _count: { select: { articles: { where: publicArticleWhere } } } } as const
const withCount = (row: { id: number; slug: string; name: string; _count: { articles: number } }) => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  count: row._count.articles,
})

/** The WordPress term filters shared by categories and tags (slug, include, search, hide_empty). */
function termsWhere(db: Db, query: TermsQuery) {
  return {
    ...(query.slug ? { slug: { in: query.slug } } : {}),
    ...(query.include ? { id: { in: query.include } } : {}),
    ...(query.search ? { name: ignoringCase(db, { contains: query.search }) } : {}),
    ...(query.hide_empty ? { articles: { some: publicArticleWhere } } : {}),
  }
}

export type TermRow = { id: number; slug: string; name: string }

/**
 * The WordPress filters as a Prisma where. Several ids in one filter are ORed (any of them), filters
 * are ANDed; `search` matches every word in the title, excerpt or body, as WordPress does.
 */
export function articleWhere(
  db: Db,
  query: Omit<ArticlesQuery, 'page' | 'per_page' | 'order' | 'orderby' | '_embed'>,
): Prisma.ArticleWhereInput {
  const and: Prisma.ArticleWhereInput[] = [publicArticleWhere]
  if (query.categories) and.push({ categories: { some: { id: { in: query.categories } } } })
  if (query.categories_exclude) and.push({ categories: { none: { id: { in: query.categories_exclude } } } })
  if (query.tags) and.push({ tags: { some: { id: { in: query.tags } } } })
  if (query.tags_exclude) and.push({ tags: { none: { id: { in: query.tags_exclude } } } })
  if (query.author) and.push({ authorId: { in: query.author } })
  // WordPress's author_exclude keeps posts without an author; so do we (NOT IN alone would drop NULLs).
  if (query.author_exclude) and.push({ OR: [{ authorId: null }, { authorId: { notIn: query.author_exclude } }] })
  if (query.include) and.push({ id: { in: query.include } })
  if (query.exclude) and.push({ id: { notIn: query.exclude } })
  if (query.slug) and.push({ slug: { in: query.slug } })
  for (const word of searchWords(query.search)) {
    const contains = ignoringCase(db, { contains: word })
    and.push({ OR: [{ title: contains }, { excerpt: contains }, { contentHtml: contains }] })
  }
  return { AND: and }
}

/** The search text as words (at most 10; quotes group a phrase, as WordPress reads them). */
export function searchWords(search: string | undefined): string[] {
  if (!search) return []
  const words = [...search.matchAll(/"([^"]+)"|(\S+)/g)].map((match) => (match[1] ?? match[2] ?? '').trim()).filter(Boolean)
  return words.slice(0, 10)
}

function orderBy(query: Pick<ArticlesQuery, 'order' | 'orderby'>): Prisma.ArticleOrderByWithRelationInput[] {
  const direction = query.order
  const primary: Prisma.ArticleOrderByWithRelationInput =
    query.orderby === 'modified' ? { modified: direction } : query.orderby === 'title' ? { title: direction } : query.orderby === 'slug' ? { slug: direction } : query.orderby === 'id' ? { id: direction } : { date: direction }
  // A stable tiebreak, so pages never repeat or skip an article.
  return query.orderby === 'id' ? [primary] : [primary, { id: direction }]
}

export function articlesRepository(db: Db) {
  return {
    async list(query: ArticlesQuery, offset: number): Promise<{ total: number; rows: () => Promise<ArticleRow[]> }> {
      const where = articleWhere(db, query)
      const total = await db.article.count({ where })
      return {
        total,
        rows: () => db.article.findMany({ where, select: articleSelect, orderBy: orderBy(query), skip: offset, take: query.per_page }),
      }
    },

    findById(id: number) {
      return db.article.findFirst({ where: { id, ...publicArticleWhere }, select: articleSelect })
    },

    findBySlug(slug: string) {
      return db.article.findFirst({ where: { slug, ...publicArticleWhere }, select: articleSelect })
    },

    /** A published article's id and title (what a like of it records), or null. */
    publicArticleTitle(id: number): Promise<{ id: number; title: string } | null> {
      return db.article.findFirst({ where: { id, ...publicArticleWhere }, select: { id: true, title: true } })
    },

    /** Categories with their number of published articles, by name. */
    async categories(query: TermsQuery) {
      const where: Prisma.ArticleCategoryWhereInput = termsWhere(db, query)
      const [total, rows] = await Promise.all([
        db.articleCategory.count({ where }),
        db.articleCategory.findMany({
          where,
          select: termCountSelect,
          orderBy: [{ name: 'asc' }, { id: 'asc' }],
          skip: (query.page - 1) * query.per_page,
          take: query.per_page,
        }),
      ])
      return { total, rows: rows.map(withCount) }
    },

    /** Tags with their number of published articles, by name. */
    async tags(query: TermsQuery) {
      const where: Prisma.TagWhereInput = termsWhere(db, query)
      const [total, rows] = await Promise.all([
        db.tag.count({ where }),
        db.tag.findMany({
          where,
          select: termCountSelect,
          orderBy: [{ name: 'asc' }, { id: 'asc' }],
          skip: (query.page - 1) * query.per_page,
          take: query.per_page,
        }),
      ])
      return { total, rows: rows.map(withCount) }
    },

    /** Authors with at least one published article (as WordPress lists users to visitors), by name. */
    async authors(query: TermsQuery) {
      const where: Prisma.AuthorWhereInput = {
        articles: { some: publicArticleWhere },
        ...(query.slug ? { slug: { in: query.slug } } : {}),
        ...(query.include ? { id: { in: query.include } } : {}),
        ...(query.search ? { name: ignoringCase(db, { contains: query.search }) } : {}),
      }
      const [total, rows] = await Promise.all([
        db.author.count({ where }),
        db.author.findMany({
          where,
          select: { ...authorSelect, _count: { select: { articles: { where: publicArticleWhere } } } },
          orderBy: [{ name: 'asc' }, { id: 'asc' }],
          skip: (query.page - 1) * query.per_page,
          take: query.per_page,
        }),
      ])
      return { total, rows }
    },

    /** An author with at least one published article (as the list), else null: drafts alone do not make an author public. */
    async authorBySlug(slug: string) {
      return db.author.findFirst({
        where: { slug, articles: { some: publicArticleWhere } },
        select: { ...authorSelect, _count: { select: { articles: { where: publicArticleWhere } } } },
      })
    },
  }
}
