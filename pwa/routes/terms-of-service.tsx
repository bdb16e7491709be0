import { createFileRoute, Link } from '@tanstack/react-router'
import { StaticPage } from '@/components/static-page'
import { headFromLoader } from '@/lib/route-head'
import { staticPageHead } from '@/lib/static-head'
import { CONTACT_EMAIL } from '@/lib/nav-links'

export const Route = createFileRoute('/terms-of-service')({
  loader: ({ context }) => ({ head: staticPageHead('/terms-of-service', context.origin) }),
  head: headFromLoader,
  component: TermsOfServicePage,
})

function TermsOfServicePage() {
  return (
    <StaticPage title="Terms of Service" updated="21 November 2026">
      <p>
        These terms govern your use of Gala, on the web and as an installed app. By using Gala you agree to them. If you do not
        agree, please do not use the service.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>You can sign in with a one-time code sent to your email, or with Google or Facebook. One person, one account.</li>
        <li>You must be at least 13 years old to create an account; if you are under 18, use Gala with a parent&rsquo;s or guardian&rsquo;s permission.</li>
        <li>Keep access to your email and sign-in accounts secure: you are responsible for what is done from your account.</li>
        <li>Usernames must follow our rules and can be changed once every 30 days. We may reclaim usernames that impersonate others or mislead.</li>
        <li>Staff accounts are for Gala&rsquo;s team only.</li>
      </ul>

      <h2>What you post</h2>
      <p>Reviews, replies, event submissions and profile details must be your own, honest and based on your own experience. Do not post anything that:</p>
      <ul>
        <li>is unlawful, defamatory, hateful, harassing or sexually explicit;</li>
        <li>shares someone else&rsquo;s personal information without their consent;</li>
        <li>is spam, advertising, or a review you were paid or rewarded for without saying so;</li>
        <li>infringes copyright or other rights, or contains links or code meant to harm.</li>
      </ul>
      <p>
        You keep the rights to what you write. You give Gala a non-exclusive, royalty-free licence to show, store and share it on
        the service and in our promotion of the service, for as long as it is on Gala. We may remove content, and suspend accounts,
        that break these terms. Submitted events are reviewed by our staff before they appear and may be edited or declined.
      </p>

      <h2>Tickets and third parties</h2>
      <p>
        Showtimes, prices and availability come from cinemas and partners and may change without notice. Prices are in Philippine
        pesos. Ticket purchases are made with the cinema or its payment partner and are also governed by their terms, including
        their refund rules. Sign-in with Google or Facebook is subject to their terms.
      </p>

      <h2>Using Gala fairly</h2>
      <ul>
        <li>Do not try to break, overload or get around the security of the service, or access accounts or data that are not yours.</li>
        <li>Do not copy listings or content in bulk, or use automated means to collect it, without our written permission.</li>
        <li>Do not use Gala&rsquo;s name, logo or content in a way that suggests we endorse you.</li>
      </ul>

      <h2>Our content</h2>
      <p>
        Gala&rsquo;s articles, guides, design and software belong to Gala or its licensors. You may share links and short quotes
        with credit; anything more needs our permission. See our <Link to="/disclaimer">Disclaimer</Link> for the limits of the
        information we publish.
      </p>

      <h2>Changes and availability</h2>
      <p>
        We improve Gala all the time and may add, change or remove features. We try to keep it available, but cannot promise it
        will always be uninterrupted or error-free. If we change these terms in a way that matters, we will say so on this page
        before the change takes effect.
      </p>

      <h2>Liability</h2>
      <p>
        Gala is provided as is. To the extent the law allows, we are not liable for indirect losses, or for losses caused by
        relying on information on the service, by third-party sites and services, or by events outside our reasonable control.
        Nothing in these terms limits rights you have under Philippine consumer law.
      </p>

      <h2>Ending your use</h2>
      <p>
        You may stop using Gala and ask us to delete your account at any time. We may suspend or close accounts that seriously or
        repeatedly break these terms.
      </p>

      <h2>Law and contact</h2>
      <p>
        These terms are governed by the laws of the Republic of the Philippines. Questions about them are welcome at{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. How we handle personal information is explained in our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </StaticPage>
  )
}
