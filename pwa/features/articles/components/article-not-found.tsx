import { Link } from '@tanstack/react-router'
import { Newspaper } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { usePageTitle } from '@/lib/use-page-title'

/** An unknown article, author or tag address (the API's 404s). */
export function ArticleNotFound({ what = 'Article' }: { what?: 'Article' | 'Author' | 'Tag' }) {
  usePageTitle(`${what} not found`)
  return (
    <section aria-labelledby="article-not-found-title" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Newspaper className="h-12 w-12 text-blue-700" aria-hidden="true" />
      <h1 id="article-not-found-title" className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
        {what} not found
      </h1>
      <p className="mt-3 text-slate-700">We couldn&rsquo;t find that {what.toLowerCase()}. It may have been removed, or the address may be mistyped.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/hot-off-the-press" className={buttonClasses()}>
          Latest stories
        </Link>
        <Link to="/" className={buttonClasses({ variant: 'outline' })}>
          Back to home
        </Link>
      </div>
    </section>
  )
}
