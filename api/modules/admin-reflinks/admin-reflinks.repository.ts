import type { Prisma } from '../../generated/prisma/client.ts'
import { ignoringCase, type Db } from '../../db.ts'
import { publicArticleWhere } from '../articles/articles.service.ts'

const reflinkSelect = {
  id: true,
  phrase: true,
  url: true,
  paid: true,
  enabled: true,
  caseSensitive: true,
  note: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ArticleReflinkSelect
export type ReflinkRow = Prisma.ArticleReflinkGetPayload<{ select: typeof reflinkSelect }>

/** The columns an admin edits (the audit log's before/after). */
const editableReflinkSelect = { phrase: true, url: true, paid: true, enabled: true, caseSensitive: true, note: true } satisfies Prisma.ArticleReflinkSelect
export type EditableReflinkRow = Prisma.ArticleReflinkGetPayload<{ select: typeof editableReflinkSelect }>

const previewArticleSelect = { id: true, slug: true, title: true, contentHtml: true, categories: { select: { id: true }, orderBy: { id: 'asc' } } } satisfies Prisma.ArticleSelect

/** How a text appears in a sanitised body (sanitize-html escapes these in text). */
const asStoredHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The word of a phrase a body must contain for the phrase to be there at all: its longest word, as the body
 * stores it. A LIKE on one word finds the phrase whatever whitespace or case separates its words in the HTML.
 */
export const prefilterWord = (phrase: string) => asStoredHtml(phrase.split(/\s+/).reduce((longest, word) => (word.length > longest.length ? word : longest), ''))

export function adminReflinksRepository(db: Db) {
  return {
    all: () => db.articleReflink.findMany({ select: reflinkSelect, orderBy: [{ phrase: 'asc' }, { id: 'asc' }] }),

    find: (id: number) => db.articleReflink.findUnique({ where: { id }, select: reflinkSelect }),
    findEditable: (id: number) => db.articleReflink.findUnique({ where: { id }, select: editableReflinkSelect }),
    /** The rule holding a phrase key (one per phrase whatever its case), if any. */
    holderOf: (phraseKey: string) => db.articleReflink.findUnique({ where: { phraseKey }, select: { id: true } }),
    create: (data: Prisma.ArticleReflinkCreateInput) => db.articleReflink.create({ data, select: reflinkSelect }),
    update: (id: number, data: Prisma.ArticleReflinkUpdateInput) => db.articleReflink.update({ where: { id }, data, select: reflinkSelect }),
    remove: (id: number) => db.articleReflink.delete({ where: { id } }),

    enabledRules: () => db.articleReflink.findMany({ where: { enabled: true }, select: reflinkSelect, orderBy: { id: 'asc' } }),

    /**
     * Ids of published articles (newest first, at most `limit`) whose stored body contains the phrase's longest
     * word: the candidates the linker then reads. Case-insensitive (SQLite's LIKE folds ASCII only; the linker decides).
     */
    candidateIds: async (phrase: string, limit: number): Promise<number[]> => {
      const rows = await db.article.findMany({
        where: { ...publicArticleWhere, contentHtml: ignoringCase(db, { contains: prefilterWord(phrase) }) },
        select: { id: true },
        orderBy: { id: 'desc' },
        take: limit,
      })
      return rows.map((row) => row.id)
    },

    bodies: (ids: number[]) => db.article.findMany({ where: { id: { in: ids } }, select: { id: true, contentHtml: true } }),

    previewArticle: (id: number) => db.article.findFirst({ where: { id, ...publicArticleWhere }, select: previewArticleSelect }),

    /** Published articles whose title contains `q` (all when empty), newest first. */
    articlesByTitle: (q: string | undefined, take: number) =>
      db.article.findMany({
        where: { ...publicArticleWhere, ...(q ? { title: ignoringCase(db, { contains: q }) } : {}) },
        select: { id: true, slug: true, title: true, categories: { select: { id: true }, orderBy: { id: 'asc' } } },
        orderBy: [{ date: 'desc' }, { id: 'desc' }],
        take,
      }),
  }
}
