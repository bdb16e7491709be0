import { useDeferredValue, useId, useState } from 'react'
import { Link } from '@tanstack/react-router'
import type { AdminReflinkListed } from '@contracts/admin-reflinks'
import { ArticleBody } from '@/features/articles/components/article-body'
import { ApiError } from '@/lib/api-client'
import { useReflinkArticles } from '../api/get-reflinks'
import { useReflinkPreview } from '../api/reflink-writes'

const FIELD = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900'

/**
 * The preview: pick a published article by title and see its body as readers will get it, with the enabled
 * rules applied (plus one chosen rule, even a disabled one); the inserted links are highlighted.
 */
export function ReflinkPreview({ rules, ruleId, onRuleChange }: { rules: AdminReflinkListed[]; ruleId: number | undefined; onRuleChange: (id: number | undefined) => void }) {
  const id = useId()
  const [q, setQ] = useState('')
  const deferredQ = useDeferredValue(q)
  const articles = useReflinkArticles(deferredQ)
  const [articleId, setArticleId] = useState<number | null>(null)
  const preview = useReflinkPreview(articleId === null ? null : { articleId, ...(ruleId === undefined ? {} : { ruleId }) })
  const data = preview.data?.data

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" id="reflink-preview">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Preview on an article
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-semibold text-slate-900">
          Find an article by title
          <input type="search" value={q} onChange={(e) => setQ(e.target.value)} maxLength={100} placeholder="Title words" className={FIELD} />
        </label>
        <label className="block text-sm font-semibold text-slate-900">
          Rules to apply
          <select value={ruleId ?? ''} onChange={(e) => onRuleChange(e.target.value ? Number(e.target.value) : undefined)} className={FIELD}>
            <option value="">All enabled rules</option>
            {rules.map((rule) => (
              <option key={rule.id} value={rule.id}>
                Enabled rules + “{rule.phrase}”{rule.enabled ? '' : ' (disabled)'}
              </option>
            ))}
          </select>
        </label>
      </div>

      {articles.data && articles.data.data.length === 0 ? <p className="mt-3 text-sm text-slate-700">No published article has that in its title.</p> : null}
      {articles.data && articles.data.data.length > 0 ? (
        <ul aria-label="Articles" className="mt-3 flex flex-col gap-1">
          {articles.data.data.map((article) => (
            <li key={article.id}>
              <button
                type="button"
                aria-pressed={articleId === article.id}
                onClick={() => setArticleId(article.id)}
                className={`w-full rounded-md border px-3 py-2 text-left text-sm ${articleId === article.id ? 'border-blue-700 bg-blue-50 font-semibold text-blue-900' : 'border-slate-200 text-slate-900 hover:bg-slate-50'}`}
              >
                {article.title}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {preview.isError ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {(preview.error instanceof ApiError && preview.error.serverMessage) || 'The preview could not be loaded.'}
        </p>
      ) : articleId !== null && !data ? (
        <p className="mt-4 text-slate-700">Loading the preview…</p>
      ) : null}

      {data ? (
        <div className="mt-6 border-t border-slate-200 pt-4" data-testid="reflink-preview">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-base font-semibold text-slate-900">{data.article.title}</h3>
            <Link to={data.article.link} className="text-sm font-semibold text-blue-700 hover:underline">
              Open the article
            </Link>
          </div>
          <p className="mt-1 text-sm text-slate-700" aria-live="polite">
            {data.applied.length === 0
              ? 'No rule links anything in this article.'
              : `Links inserted (highlighted): ${data.applied.map((entry) => `“${entry.phrase}”`).join(', ')}.`}
          </p>
          <ArticleBody
            html={data.html}
            className="mt-4 [&_a[data-reflink]]:rounded-sm [&_a[data-reflink]]:bg-yellow-200 [&_a[data-reflink]]:px-0.5 [&_a[data-reflink]]:outline [&_a[data-reflink]]:outline-2 [&_a[data-reflink]]:outline-yellow-500"
          />
        </div>
      ) : null}
    </section>
  )
}
