import { createFileRoute } from '@tanstack/react-router'
import { StaticPage } from '@/components/static-page'

export const Route = createFileRoute('/terms-of-service')({
  component: TermsOfServicePage,
})

function TermsOfServicePage() {
  return (
    <StaticPage title="Terms of Service">
      <p>By using Gala you agree to these terms. If you do not agree, please do not use the service.</p>
      <h2>Your account</h2>
      <p>
        You are responsible for what you post from your account and for keeping your sign-in secure. One person, one account;
        staff accounts are for Gala&rsquo;s team only.
      </p>
      <h2>What you post</h2>
      <p>
        Reviews, replies and profile details must be your own and must not be unlawful, hateful, misleading or spam. You keep the
        rights to what you write and allow Gala to show it on the service. We may remove content that breaks these terms.
      </p>
      <h2>Tickets and third parties</h2>
      <p>
        Showtimes, prices and availability come from cinemas and partners and may change without notice. Ticket purchases are
        also governed by the seller&rsquo;s own terms.
      </p>
      <h2>Liability</h2>
      <p>
        Gala is provided as is. To the extent the law allows, we are not liable for losses caused by relying on information on the
        service. These terms are governed by the laws of the Republic of the Philippines.
      </p>
    </StaticPage>
  )
}
