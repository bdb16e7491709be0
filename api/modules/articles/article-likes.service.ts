import type { LikeResult } from '../../contracts/likes.ts'
import type { PublicUser } from '../../contracts/user.ts'
import type { AppDeps } from '../../types.ts'
import { likesService } from '../likes/likes.service.ts'
import { articlesRepository } from './articles.repository.ts'

/**
 * Likes of articles (spec doc 3 §3, §7): the one way of liking (api/modules/likes) with target
 * 'article'. Only published articles can be liked (404 otherwise); liking twice keeps the one like
 * and unliking what is not liked changes nothing; every answer is `{ liked, likeCount }` after it.
 * The likes service finds the article through the lookup handed in here (likes do not import articles).
 */
export function articleLikesService(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const articles = articlesRepository(deps.db)
  const likes = likesService(deps, { article: (id) => articles.publicArticleTitle(id) })
  return {
    /** GET /api/articles/{id}/likes: the count, and whether the signed-in user likes it (false for visitors). */
    get: (user: PublicUser | null, articleId: number): Promise<LikeResult> => likes.get(user, 'article', String(articleId)),
    like: (user: PublicUser, articleId: number): Promise<LikeResult> => likes.like(user, 'article', String(articleId)),
    unlike: (user: PublicUser, articleId: number): Promise<LikeResult> => likes.unlike(user, 'article', String(articleId)),
  }
}
