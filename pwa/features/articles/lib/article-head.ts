import { articleSectionBySlug, authorPath } from '@contracts/article-sections'
import type { WpPost } from '@contracts/articles'
import { absoluteUrl, breadcrumbJsonLd, pageHead, previewPictureUrl, SITE_IMAGE, siteOrganization, type HeadImage } from '@/lib/page-head'
import type { PageHead } from '@/lib/route-head'
import { articleAuthor, articleInstant, articleSection, articleTerms, articleTitle, articleUrl, plainText, truncate } from './article-meta'

/** The featured image at the largest size it has (Open Graph wants 1200 px), with its real size. */
function featuredImage(article: WpPost): HeadImage | null {
  const media = article._embedded?.['wp:featuredmedia']?.[0]
  if (!media) return null
  const sizes = media.media_details.sizes
  const size = sizes.full ?? sizes.large ?? sizes.medium_large ?? { source_url: media.source_url, width: media.media_details.width, height: media.media_details.height }
  return { url: size.source_url, width: size.width, height: size.height, alt: media.alt_text || articleTitle(article) }
}

/** An ISO instant of a WordPress UTC date (no Z), or undefined. */
function isoInstant(dateGmt: string | undefined): string | undefined {
  if (!dateGmt) return undefined
  return articleInstant({ date_gmt: dateGmt })?.toISOString()
}

/**
 * The head of an article page (/{section}/article/{id}/{slug} and /article/{id}/{slug}), built by its loader: title,
 * excerpt, canonical address (the article's own section), Open Graph as an article with its featured image, and
 * the NewsArticle (headline, dates, author, image, publisher) with the page's breadcrumb trail.
 * `sectionSlug`: the section in the address (streaming sections show TV's articles), as the page's breadcrumb.
 */
export function articleHead(article: WpPost, origin: string, sectionSlug?: string): PageHead {
  const title = articleTitle(article)
  const description = truncate(plainText(article.excerpt.rendered), 160) || title
  const path = articleUrl(article)
  const url = absoluteUrl(path, origin)
  const image = featuredImage(article)
  const author = articleAuthor(article)
  const section = (sectionSlug ? articleSectionBySlug(sectionSlug) : undefined) ?? articleSection(article)
  const sectionLink = section?.homePath ?? section?.listPath
  const published = isoInstant(article.date_gmt)
  const modified = isoInstant(article.modified_gmt) ?? published
  const { tags } = articleTerms(article)
  const newsArticle = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: title.length > 110 ? truncate(title, 110) : title,
    name: title,
    description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: 'en-PH',
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    author: author ? { '@type': 'Person', name: author.name, url: absoluteUrl(authorPath(author.slug), origin) } : siteOrganization(origin),
    publisher: siteOrganization(origin),
    image: [{ '@type': 'ImageObject', url: absoluteUrl(previewPictureUrl((image ?? SITE_IMAGE).url), origin), width: (image ?? SITE_IMAGE).width, height: (image ?? SITE_IMAGE).height }],
    ...(section ? { articleSection: section.name } : {}),
    ...(tags.length > 0 ? { keywords: tags.map((tag) => tag.name).join(', ') } : {}),
  }
  const trail: [string, string][] = [...(section && sectionLink ? [[section.name, sectionLink] as [string, string]] : []), [title, path]]
  const head = pageHead(title, description, { origin, path, type: 'article', image, jsonLd: [newsArticle, breadcrumbJsonLd(origin, trail)] })
  // Open Graph's article properties: when, in which section, and the tags.
  if (published) head.meta.push({ property: 'article:published_time', content: published })
  if (modified) head.meta.push({ property: 'article:modified_time', content: modified })
  if (section) head.meta.push({ property: 'article:section', content: section.name })
  return head
}
