import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { OfflineUnavailable } from '@/components/offline-unavailable'
import { isOfflineError } from '@/lib/connectivity'
import { usePageTitle } from '@/lib/use-page-title'

/**
 * The router's error page: a page whose data could not be reached offline gets the offline page with
 * links to what is saved; anything else a plain apology with Try Again (which reruns the loaders).
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const retry = () => {
    reset()
    void router.invalidate()
  }
  if (isOfflineError(error)) return <OfflineUnavailable onRetry={retry} />
  return <SomethingWentWrong onRetry={retry} />
}

function SomethingWentWrong({ onRetry }: { onRetry: () => void }) {
  usePageTitle('Something went wrong')
  return (
    <section aria-labelledby="error-title" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 id="error-title" className="text-2xl font-bold text-slate-900">
        Something went wrong
      </h1>
      <p className="mt-3 text-slate-700">We couldn&rsquo;t load this page. Please try again.</p>
      <Button className="mt-6" onClick={onRetry}>
        Try Again
      </Button>
    </section>
  )
}
