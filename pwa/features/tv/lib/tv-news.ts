import { ARTICLE_CATEGORY } from '@contracts/article-sections'
import type { ArticlesParams } from '@/features/articles/api/get-articles'

/** The TV news on /tv: the four newest articles of the TV category (doc 2 §3: category 8). */
export const TV_NEWS_PARAMS: ArticlesParams = { categories: [ARTICLE_CATEGORY.tv], per_page: 4 }
