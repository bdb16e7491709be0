import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { articleSectionBySlug } from '@contracts/article-sections'
import { authorPath, tagPath } from '@contracts/article-sections'
import type { WpPost } from '@contracts/articles'
import { articleImage } from '../lib/article-image'
import { relatedArticlesQuery } from '../lib/load-article'
import { articleAuthor, articleInstant, articleSection, articleTerms, articleTitle, authorAvatarUrl, formatArticleDate } from '../lib/article-meta'
import { ArticleBody } from './article-body'
import { ArticleCard } from './article-card'
import { ArticleImage } from './article-image'
import { LikeButton } from './like-button'
import { Breadcrumb, type Crumb } from '@/components/breadcrumb'
import { AdSlot } from '@/features/ads/components/ad-slot'
import { HydrateWhenSeen } from '@/components/hydrate-when-seen'

/**
 * An article (/{section}/article/{id}/{slug} and /article/{id}/{slug}): breadcrumb, title, author and
 * date, featured image, the sanitised body, its tags and more stories from its section. Its title, description,
 * canonical address and structured data are the route's head (lib/article-head.ts).
 */
export function ArticlePage({ article, sectionSlug }: { article: WpPost; sectionSlug?: string }) {
  const title = articleTitle(article)

  // The section in the address (streaming sections share TV's articles), else the article's own.
  const section = (sectionSlug ? articleSectionBySlug(sectionSlug) : undefined) ?? articleSection(article)
  const sectionLink = section?.homePath ?? section?.listPath
  const crumbs: Crumb[] = [...(section ? [{ label: section.name, to: sectionLink ?? undefined }] : []), { label: title }]
  const author = articleAuthor(article)
  const { tags } = articleTerms(article)
  const date = formatArticleDate(article)
  const instant = articleInstant(article)
  const image = articleImage(article, 'large')
  const hasImage = Boolean(article._embedded?.['wp:featuredmedia']?.[0])

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Breadcrumb items={crumbs} />
      <article className="mt-4" aria-labelledby="article-title">
        <header>
          {section ? <p className="text-sm font-semibold uppercase tracking-wide text-blue-800">{section.name}</p> : null}
          <h1 id="article-title" className="mt-1 text-3xl font-extrabold leading-tight text-slate-900 sm:text-4xl">
            {title}
          </h1>
          <div className="mt-4 flex items-center gap-3">
            {author ? <img src={authorAvatarUrl(author, '96')} alt="" width={44} height={44} className="h-11 w-11 rounded-full bg-slate-200 object-cover" /> : null}
            <p className="text-sm text-slate-700">
              {author ? (
                <>
                  By{' '}
                  <Link to={authorPath(author.slug)} className="font-semibold text-blue-700 hover:underline" rel="author">
                    {author.name}
                  </Link>
                </>
              ) : null}
              {author && date ? <br /> : null}
              {date && instant ? <time dateTime={instant.toISOString()}>{date}</time> : null}
            </p>
          </div>
        </header>
        {hasImage ? (
          <figure className="mt-6">
            <ArticleImage src={image.src} alt={image.alt} eager className="aspect-video w-full rounded-xl" />
          </figure>
        ) : null}
        <ArticleBody html={article.content.rendered} className="mt-6" />
        <AdSlot slot="inread" className="mt-8" />
        {author?.description ? (
          <aside aria-label="About the author" className="mt-10 flex gap-4 rounded-xl border border-slate-200 bg-white p-4">
            <img src={authorAvatarUrl(author, '96')} alt="" width={56} height={56} className="h-14 w-14 shrink-0 rounded-full bg-slate-200 object-cover" />
            <div>
              <p className="font-semibold text-slate-900">
                <Link to={authorPath(author.slug)} className="hover:underline">
                  {author.name}
                </Link>
              </p>
              <p className="mt-1 text-sm text-slate-700">{author.description}</p>
            </div>
          </aside>
        ) : null}
        {tags.length > 0 ? (
          <footer className="mt-10 border-t border-slate-200 pt-6">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">Tags</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {tags.map((tag) => (
                <li key={tag.id}>
                  <Link
                    to={tagPath(tag.slug)}
                    rel="tag"
                    className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:border-blue-400 hover:text-blue-800"
                  >
                    {tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          </footer>
        ) : null}
      </article>
      <div className="mt-8">
        <LikeButton articleId={article.id} title={title} />
      </div>
      <AdSlot slot="mrec1" className="mt-8" />
      {/* Below the fold: hydrated as it comes into view (components/hydrate-when-seen.tsx). */}
      <HydrateWhenSeen part={RelatedArticles} props={{ article, sectionName: section?.name }} />
    </div>
  )
}

/** More from the article's categories, without the article itself; nothing when there are none. */
function RelatedArticles({ article, sectionName }: { article: WpPost; sectionName?: string }) {
  const { data } = useQuery({
    ...relatedArticlesQuery(article),
    enabled: article.categories.length > 0,
  })
  const related = data?.articles ?? []
  if (related.length === 0) return null
  return (
    <section aria-labelledby="related-articles" className="mt-12">
      <h2 id="related-articles" className="mb-4 text-xl font-bold text-slate-900">
        More {sectionName ? `from ${sectionName}` : 'stories'}
      </h2>
      <ul className="flex flex-col gap-3">
        {related.map((item) => (
          <li key={item.id}>
            <ArticleCard article={item} variant="small" showSection={false} />
          </li>
        ))}
      </ul>
    </section>
  )
}
