import { useRouter } from '@tanstack/react-router'
import { ShieldAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { usePageTitle } from '@/lib/use-page-title'

/** Spec doc 1 §2: what a signed-in non-admin sees on an admin-only page. */
export function AccessDenied() {
  usePageTitle('Access Denied')
  const router = useRouter()
  function goBack() {
    if (cameFromThisSite(router.history.canGoBack())) router.history.back()
    else void router.navigate({ to: '/', replace: true })
  }
  return (
    <section aria-labelledby="access-denied-title" className="mx-auto flex max-w-xl px-4 py-16">
      <div className="w-full rounded-2xl border border-red-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <ShieldAlert className="mx-auto h-12 w-12 text-red-700" aria-hidden="true" />
        <h1 id="access-denied-title" className="mt-4 text-2xl font-bold text-slate-900">
          Access Denied
        </h1>
        <p className="mt-3 text-slate-700">You don&apos;t have permission to access this admin page. Only administrators can view this content.</p>
        <Button className="mt-6" onClick={goBack}>
          Go Back
        </Button>
      </div>
    </section>
  )
}

/**
 * Whether Back stays on Gala: there is an earlier entry of this app in the tab (an in-app
 * navigation), or the page was loaded from one of our own pages. A page opened directly, in a new
 * tab or from another site has no Gala page to go back to, so Go Back goes home instead.
 * (history.length cannot tell: it counts other sites' entries and a new tab's blank page.)
 */
function cameFromThisSite(inAppHistory: boolean): boolean {
  if (inAppHistory) return true
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin
  } catch {
    return false
  }
}
