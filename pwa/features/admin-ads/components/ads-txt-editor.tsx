import { useState, type FormEvent } from 'react'
import { adsTxtProblems, adsTxtProblemText } from '@contracts/ads-txt'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { usePageTitle } from '@/lib/use-page-title'
import { useAdsTxt, useSaveAdsTxt } from '../api/admin-ads'
import { FIELD, failure, issuesOf } from './shared'

/** /admin/ads-txt: the text served at /ads.txt, checked line by line (the same rules as the server). */
export function AdsTxtEditor() {
  usePageTitle('ads.txt')
  const { data, isPending } = useAdsTxt()
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-8">
      <h1 className="text-2xl font-extrabold text-slate-900">ads.txt</h1>
      <p className="text-slate-700">
        Served at{' '}
        <a href="/ads.txt" className="text-blue-700 underline">
          /ads.txt
        </a>
        . One seller a line: <code>domain, publisher id, DIRECT or RESELLER[, certification authority id]</code>; variables such as <code>contact=</code> and{' '}
        <code>subdomain=</code>; comments after <code>#</code>.
      </p>
      {isPending ? <p>Loading…</p> : null}
      {data ? <AdsTxtForm key={data.data.content} saved={data.data.content} /> : null}
    </div>
  )
}

function AdsTxtForm({ saved }: { saved: string }) {
  const [content, setContent] = useState(saved)
  const [problems, setProblems] = useState<string[]>([])
  const save = useSaveAdsTxt()

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    const local = adsTxtProblems(content).map(adsTxtProblemText)
    if (local.length > 0) return setProblems(local)
    save.mutate(content, {
      onSuccess: (result) => {
        setProblems([])
        toast({ title: result.message ?? 'Saved' })
      },
      onError: (error) => {
        setProblems(Object.values(issuesOf(error)))
        toast({
          variant: 'destructive',
          title: 'Not saved',
          description: failure(error, 'ads.txt could not be saved.'),
        })
      },
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <label htmlFor="ads-txt" className="block text-sm font-semibold text-slate-900">
        Content
      </label>
      <textarea
        id="ads-txt"
        value={content}
        onChange={(e) => setContent(e.target.value)}
        rows={16}
        spellCheck={false}
        className={`${FIELD} font-mono text-sm`}
        aria-invalid={problems.length > 0}
        aria-describedby={problems.length > 0 ? 'ads-txt-problems' : undefined}
      />
      {problems.length > 0 ? (
        <ul id="ads-txt-problems" role="alert" className="list-disc space-y-1 pl-5 text-sm text-red-700">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        Save ads.txt
      </Button>
    </form>
  )
}
