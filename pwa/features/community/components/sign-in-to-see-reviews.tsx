import { openAuthMenu } from '@/lib/auth-menu'
import { Button } from '@/components/ui/button'
import { usePageTitle } from '@/lib/use-page-title'

/** /reviews for a visitor: their reviews live on their profile once they sign in. */
export function SignInToSeeReviews() {
  usePageTitle('Your Reviews')
  return (
    <section aria-labelledby="reviews-sign-in" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 id="reviews-sign-in" className="text-2xl font-bold text-slate-900">
        Your Reviews
      </h1>
      <p className="mt-3 text-slate-700">Sign in to see the reviews you have written.</p>
      <Button className="mt-6" onClick={openAuthMenu}>
        Sign in
      </Button>
    </section>
  )
}
