import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import type { AdArticle } from '@contracts/ads'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { usePageTitle } from '@/lib/use-page-title'
import { useAdArticleSearch, useNoAdsArticles, useSetNoAds } from '../api/admin-ads'
import { FIELD, failure } from './shared'

const dateFormat = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  dateStyle: 'medium',
})

/** /admin/no-ads-articles: search articles and choose those that show no ad slot at all. */
export function NoAdsArticles() {
  usePageTitle('No-Ads Articles')
  const [q, setQ] = useState('')
  const [submitted, setSubmitted] = useState('')
  const list = useNoAdsArticles()
  const search = useAdArticleSearch(submitted)
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <h1 className="text-2xl font-extrabold text-slate-900">No-Ads Articles</h1>
      <section aria-labelledby="no-ads-heading" className="space-y-3">
        <h2 id="no-ads-heading" className="text-lg font-bold text-slate-900">
          Articles without ads
        </h2>
        {list.data && list.data.data.length === 0 ? <p className="text-slate-700">Every article shows ads.</p> : null}
        <ArticleRows articles={list.data?.data ?? []} testId="no-ads-article" />
      </section>
      <section aria-labelledby="pick-heading" className="space-y-3">
        <h2 id="pick-heading" className="text-lg font-bold text-slate-900">
          Find an article
        </h2>
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            setSubmitted(q.trim())
          }}
        >
          <label htmlFor="article-search" className="sr-only">
            Article title
          </label>
          <input
            id="article-search"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Article title"
            maxLength={100}
            className={`${FIELD} mt-0`}
          />
          <Button type="submit">Search</Button>
        </form>
        {search.data && search.data.data.length === 0 ? <p className="text-slate-700">No article matches.</p> : null}
        <ArticleRows articles={search.data?.data ?? []} testId="article-result" />
      </section>
    </div>
  )
}

function ArticleRows({ articles, testId }: { articles: AdArticle[]; testId: string }) {
  const setNoAds = useSetNoAds()
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white empty:hidden">
      {articles.map((article) => (
        <li key={article.id} className="flex items-center gap-3 p-3" data-testid={testId}>
          <div className="min-w-0 flex-1">
            <Link to="/article/$id/$slug" params={{ id: String(article.id), slug: article.slug }} className="font-semibold text-slate-900 hover:underline">
              {article.title}
            </Link>
            <p className="text-sm text-slate-600">{dateFormat.format(new Date(article.date))}</p>
          </div>
          <Button
            type="button"
            variant="secondary"
            disabled={setNoAds.isPending}
            aria-label={`${article.noAds ? 'Show ads on' : 'No ads on'} ${article.title}`}
            onClick={() =>
              setNoAds.mutate(
                { id: article.id, noAds: !article.noAds },
                {
                  onSuccess: (result) =>
                    toast({
                      title: result.message ?? 'Saved',
                      description: article.title,
                    }),
                  onError: (error) =>
                    toast({
                      variant: 'destructive',
                      title: 'Not saved',
                      description: failure(error, 'Please try again.'),
                    }),
                },
              )
            }
          >
            {article.noAds ? 'Show ads' : 'No ads'}
          </Button>
        </li>
      ))}
    </ul>
  )
}
