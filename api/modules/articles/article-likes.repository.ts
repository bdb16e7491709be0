import { Prisma } from '../../generated/prisma/client.ts'
import type { Db } from '../../db.ts'
import { publicArticleWhere } from './articles.repository.ts'

/** Likes of articles: rows of the shared Like table with targetType 'article' and the article id as text. */
const TARGET_TYPE = 'article'

export function articleLikesRepository(db: Db) {
  const target = (articleId: number) => ({ targetType: TARGET_TYPE, targetId: String(articleId) })

  return {
    /** Whether a published article has this id (only those can be liked). */
    async articleExists(articleId: number): Promise<boolean> {
      return (await db.article.count({ where: { id: articleId, ...publicArticleWhere } })) > 0
    },

    /** Adds the user's like; a like that is already there stays the only one (the unique index decides races). */
    async add(userId: number, articleId: number): Promise<void> {
      try {
        await db.like.upsert({
          where: { userId_targetType_targetId: { userId, ...target(articleId) } },
          create: { userId, ...target(articleId) },
          update: {},
          select: { id: true },
        })
      } catch (error) {
        if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')) throw error
      }
    },

    async remove(userId: number, articleId: number): Promise<void> {
      await db.like.deleteMany({ where: { userId, ...target(articleId) } })
    },

    count(articleId: number): Promise<number> {
      return db.like.count({ where: target(articleId) })
    },

    async likedBy(userId: number, articleId: number): Promise<boolean> {
      return (await db.like.count({ where: { userId, ...target(articleId) } })) > 0
    },
  }
}
