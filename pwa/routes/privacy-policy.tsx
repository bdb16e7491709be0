import { createFileRoute } from '@tanstack/react-router'
import { StaticPage } from '@/components/static-page'
import { CONTACT_EMAIL } from '@/lib/nav-links'

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyPolicyPage,
})

function PrivacyPolicyPage() {
  return (
    <StaticPage title="Privacy Policy">
      <p>
        This policy explains what Gala collects when you use the site and the app, why, and the choices you have. We follow the
        Philippine Data Privacy Act of 2012 (Republic Act No. 10173).
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details you give us when you sign in: your name, username, email address and profile picture.</li>
        <li>What you do on Gala while signed in: reviews, likes, follows, notification requests and widget preferences.</li>
        <li>Technical data needed to run the service: the cookies that keep you signed in, and basic request logs.</li>
        <li>Your approximate location, only when you allow it, to show cinemas near you. It is kept on your device.</li>
      </ul>
      <h2>How we use it</h2>
      <p>
        To run your account, show your activity to the people you choose, send the notifications you asked for, keep the service
        secure, and understand which parts of Gala are useful. We do not sell your personal information.
      </p>
      <h2>Your choices</h2>
      <p>
        You can turn off push notifications in your browser, change your widget settings, and ask us to correct or delete your
        account by writing to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
      <h2>Changes</h2>
      <p>If we change this policy in a way that matters, we will say so on this page before the change takes effect.</p>
    </StaticPage>
  )
}
