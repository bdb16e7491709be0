import { createFileRoute, Link } from '@tanstack/react-router'
import { StaticPage } from '@/components/static-page'
import { headFromLoader } from '@/lib/route-head'
import { staticPageHead } from '@/lib/static-head'

export const Route = createFileRoute('/privacy-policy')({
  loader: ({ context }) => ({ head: staticPageHead('/privacy-policy', context.origin) }),
  head: headFromLoader,
  component: PrivacyPolicyPage,
})

/** Where privacy requests go: Gala's Data Protection Officer. */
const PRIVACY_EMAIL = 'privacy@gala.ph'

function PrivacyPolicyPage() {
  return (
    <StaticPage title="Privacy Policy" updated="21 November 2026">
      <p>
        This policy explains what personal information Gala collects when you use the website and the installed app, why we
        collect it, who we share it with, how long we keep it and the rights you have. Gala processes personal information in line
        with the Data Privacy Act of 2012 (Republic Act No. 10173), its Implementing Rules and Regulations, and the issuances of
        the National Privacy Commission (NPC).
      </p>

      <h2>Who we are</h2>
      <p>
        Gala is the personal information controller for the information described here. Our Data Protection Officer can be
        reached at <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details.</strong> Your email address, username, name or display name, and, if you add them, a profile
          picture, bio and avatar colour. If you sign in with Google or Facebook we receive your name, email address and that
          service&rsquo;s account identifier; we never see your password there.
        </li>
        <li>
          <strong>Sign-in data.</strong> One-time sign-in codes and session tokens are stored only as one-way hashes. For each
          session we keep when it was created and last used and the browser it was used from, so you can stay signed in and we can
          spot misuse.
        </li>
        <li>
          <strong>What you post and do while signed in.</strong> Reviews, ratings, replies, likes, follows, your activity
          stream, events you submit, movie release alerts you ask for and your home-page widget choice. Reviews, replies, follows
          and your profile are public.
        </li>
        <li>
          <strong>Notifications.</strong> If you turn on push notifications, your browser gives us a subscription address and
          encryption keys for its push service. If you ask to be emailed about a release, we keep the address you give.
        </li>
        <li>
          <strong>Location.</strong> Only if you allow it (or type a place), your device&rsquo;s approximate coordinates are used
          to find nearby cinemas and local weather. They are kept on your device and sent with those requests; we do not store
          them on our servers.
        </li>
        <li>
          <strong>Searches.</strong> Search terms are counted to show trending searches. To count how many different people
          searched a term, we keep a one-way code made from your connection's address (never the address itself) for 30 days.
          Searches are not linked to your account.
        </li>
        <li>
          <strong>Technical data.</strong> Like every website, our servers record requests (IP address, time, page requested,
          browser type and a request number) to keep the service working and secure.
        </li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>To provide the service you ask for: your account, your reviews and profile, alerts and preferences (performance of our agreement with you).</li>
        <li>To send the notifications and emails you asked for, including sign-in codes (your consent, which you can withdraw at any time).</li>
        <li>To keep Gala secure, prevent abuse such as spam and repeated sign-in attempts, and fix problems (our legitimate interests).</li>
        <li>To understand which parts of Gala are used, using counts rather than profiles of individuals (our legitimate interests).</li>
        <li>To comply with the law and with lawful requests from authorities (legal obligation).</li>
      </ul>
      <p>We do not sell your personal information, and we do not use it to build advertising profiles.</p>

      <h2>Advertising</h2>
      <p>
        Gala is free because it shows advertising. Ads are chosen by the context of the page (the section you are reading, your
        device type, the time of day and how long and how far you have read), not by who you are. We do not give advertisers your account details.
      </p>

      <h2>Who we share it with</h2>
      <ul>
        <li>Service providers that host Gala and deliver our email, bound by contract to use your information only for us.</li>
        <li>Google or Facebook, only when you choose to sign in with them, under their own privacy policies.</li>
        <li>
          Your browser&rsquo;s push service (run by the browser maker), which relays notifications to your device. The content of
          each notification is encrypted so that only your browser can read it.
        </li>
        <li>Authorities, when the law requires it.</li>
      </ul>

      <h2>On your device</h2>
      <p>
        Gala keeps a sign-in cookie, your saved location and settings, and copies of pages and data you have viewed on your device
        so it works offline. Our <Link to="/cookie-policy">Cookie Policy</Link> lists each of them and how to remove them.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Account information and what you post: until you delete it or ask us to delete your account.</li>
        <li>Sessions: they end when you sign out, or after 30 days without use.</li>
        <li>Sign-in codes: they expire after 10 minutes and are deleted afterwards.</li>
        <li>Push subscriptions: until you turn notifications off or your browser&rsquo;s push service tells us they no longer work.</li>
        <li>Server request logs: only as long as needed for security, normally no more than 90 days.</li>
      </ul>

      <h2>How we protect it</h2>
      <p>
        Connections to Gala are encrypted, sign-in codes and session tokens are stored only as hashes, access to personal
        information is limited to staff who need it, and we review our safeguards regularly. If a breach puts your information at
        risk, we will notify you and the NPC as the law requires.
      </p>

      <h2>Your rights</h2>
      <p>Under the Data Privacy Act you have the right to:</p>
      <ul>
        <li>be informed of how your personal information is processed;</li>
        <li>access the personal information we hold about you;</li>
        <li>object to processing, and withdraw consent you have given;</li>
        <li>have inaccurate information corrected (rectification);</li>
        <li>have your information erased or blocked when the law allows;</li>
        <li>receive your information in a portable, commonly used format (data portability);</li>
        <li>be compensated for damages caused by unlawful processing; and</li>
        <li>file a complaint with the National Privacy Commission.</li>
      </ul>
      <p>
        You can change most of your information yourself in your profile and widget settings. For anything else, write to{' '}
        <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>; we may ask you to confirm your identity, and we will reply
        promptly. If you are not satisfied with our answer, you may contact the National Privacy Commission at{' '}
        <a href="https://privacy.gov.ph" target="_blank" rel="noopener noreferrer">
          privacy.gov.ph
        </a>
        .
      </p>

      <h2>Children</h2>
      <p>
        Gala is for a general audience. You must be at least 13 years old to create an account, and if you are under 18 you
        should use Gala with the permission of a parent or guardian. If you believe a child has given us personal information,
        contact us and we will delete it.
      </p>

      <h2>Changes</h2>
      <p>
        If we change this policy in a way that matters, we will say so on this page and, where appropriate, tell signed-in users
        before the change takes effect.
      </p>
    </StaticPage>
  )
}
