import type { Db } from '../../db.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

const withTermIds = { categories: { select: { id: true } }, tags: { select: { id: true } } } satisfies Prisma.ArticleInclude

/** The rows the WordPress import (wordpress-import.ts) reads and writes: categories, tags, authors, media, articles and its mark. */
export function wordpressImportRepository(db: Db) {
  return {
    categoryBySlug: (slug: string) => db.articleCategory.findUnique({ where: { slug } }),
    categoryByWpId: (wpId: number) => db.articleCategory.findUnique({ where: { wpId } }),
    categoryById: (id: number) => db.articleCategory.findUnique({ where: { id } }),
    highestCategoryId: async () => (await db.articleCategory.aggregate({ _max: { id: true } }))._max.id,
    updateCategory: (id: number, data: { slug?: string; name?: string; wpId: number | null }) => db.articleCategory.update({ where: { id }, data }),
    createCategory: (data: { id: number; slug: string; name: string; wpId: number }) => db.articleCategory.create({ data }),

    /** The tag imported from this WordPress id, else a local tag of this slug never imported. */
    tagToImport: async (wpId: number, slug: string) => (await db.tag.findUnique({ where: { wpId } })) ?? (await db.tag.findFirst({ where: { slug, wpId: null } })),
    updateTag: (id: number, data: { slug: string; name: string; wpId: number }) => db.tag.update({ where: { id }, data }),
    createTag: (data: { slug: string; name: string; wpId: number }) => db.tag.create({ data }),

    authorToImport: async (wpId: number, slug: string) => (await db.author.findUnique({ where: { wpId } })) ?? (await db.author.findFirst({ where: { slug, wpId: null } })),
    authorIdByWpId: async (wpId: number) => (await db.author.findUnique({ where: { wpId }, select: { id: true } }))?.id ?? null,
    updateAuthor: (id: number, data: Prisma.AuthorUpdateInput) => db.author.update({ where: { id }, data }),
    createAuthor: (data: Prisma.AuthorCreateInput) => db.author.create({ data }),

    setting: async (key: string) => (await db.siteSetting.findUnique({ where: { key } }))?.value ?? null,
    saveSetting: (key: string, value: string) => db.siteSetting.upsert({ where: { key }, update: { value }, create: { key, value } }),

    mediaByWpIds: (wpIds: number[]) => db.media.findMany({ where: { wpId: { in: wpIds } }, select: { id: true, wpId: true } }),
    /** The media imported from this WordPress id, else the one with this source URL. */
    mediaToImport: async (wpId: number, sourceUrl: string) => (await db.media.findUnique({ where: { wpId } })) ?? (await db.media.findUnique({ where: { sourceUrl } })),
    updateMedia: (id: number, data: Prisma.MediaUpdateInput) => db.media.update({ where: { id }, data }),
    createMedia: (data: Prisma.MediaCreateInput) => db.media.create({ data }),

    /** The article imported from this post, else a local article of this slug never imported, with its term ids. */
    articleToImport: async (wpId: number, slug: string) =>
      (await db.article.findUnique({ where: { wpId }, include: withTermIds })) ?? (await db.article.findFirst({ where: { slug, wpId: null }, include: withTermIds })),
    updateArticle: (id: number, data: Prisma.ArticleUncheckedUpdateInput, categories: number[], tags: number[]) =>
      db.article.update({ where: { id }, data: { ...data, categories: { set: categories.map((c) => ({ id: c })) }, tags: { set: tags.map((t) => ({ id: t })) } } }),
    createArticle: (data: Prisma.ArticleUncheckedCreateInput, categories: number[], tags: number[]) =>
      db.article.create({ data: { ...data, categories: { connect: categories.map((c) => ({ id: c })) }, tags: { connect: tags.map((t) => ({ id: t })) } } }),

    /** Whether a slug is used, and by which row. */
    async slugHolder(model: 'tag' | 'author' | 'article', slug: string): Promise<{ id: number } | null> {
      if (model === 'tag') return db.tag.findUnique({ where: { slug }, select: { id: true } })
      if (model === 'author') return db.author.findUnique({ where: { slug }, select: { id: true } })
      return db.article.findUnique({ where: { slug }, select: { id: true } })
    },
  }
}
