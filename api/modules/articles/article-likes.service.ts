import { ARTICLE_MESSAGES } from '../../contracts/articles.ts'
import type { LikeResult } from '../../contracts/likes.ts'
import type { PublicUser } from '../../contracts/user.ts'
import { NotFound } from '../../errors.ts'
import type { AppDeps } from '../../types.ts'
import { articleLikesRepository } from './article-likes.repository.ts'

const ArticleNotFound = () => NotFound(ARTICLE_MESSAGES.articleNotFound, 'ARTICLE_NOT_FOUND')

/**
 * Likes of articles (spec doc 3 §3, §7): one like per user and article. Liking twice keeps the one
 * like and unliking what is not liked changes nothing, so both are safe to repeat; every answer is
 * the Like result `{ liked, likeCount }` after the change.
 */
export function articleLikesService(deps: Pick<AppDeps, 'db'>) {
  const repo = articleLikesRepository(deps.db)

  async function requireArticle(articleId: number): Promise<void> {
    if (!(await repo.articleExists(articleId))) throw ArticleNotFound()
  }

  return {
    /** GET /api/articles/{id}/likes: the count, and whether the signed-in user likes it (false for visitors). */
    async get(user: PublicUser | null, articleId: number): Promise<LikeResult> {
      await requireArticle(articleId)
      const [likeCount, liked] = await Promise.all([repo.count(articleId), user ? repo.likedBy(user.id, articleId) : false])
      return { liked, likeCount }
    },

    async like(user: PublicUser, articleId: number): Promise<LikeResult> {
      await requireArticle(articleId)
      await repo.add(user.id, articleId)
      return { liked: true, likeCount: await repo.count(articleId) }
    },

    async unlike(user: PublicUser, articleId: number): Promise<LikeResult> {
      await requireArticle(articleId)
      await repo.remove(user.id, articleId)
      return { liked: false, likeCount: await repo.count(articleId) }
    },
  }
}
