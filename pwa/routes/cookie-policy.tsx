import { createFileRoute, Link } from '@tanstack/react-router'
import { StaticPage } from '@/components/static-page'

export const Route = createFileRoute('/cookie-policy')({
  component: CookiePolicyPage,
})

function CookiePolicyPage() {
  return (
    <StaticPage title="Cookie Policy">
      <p>Gala uses a small number of cookies and similar browser storage to work properly.</p>
      <h2>What we store</h2>
      <ul>
        <li>A session cookie that keeps you signed in. It is removed when you sign out.</li>
        <li>Cached showtimes, articles and widget data in your browser, so Gala works when you are offline.</li>
        <li>Your chosen location and widget preferences, so you do not have to set them again.</li>
      </ul>
      <h2>Your choices</h2>
      <p>
        You can clear cookies and site data in your browser settings at any time; you will be signed out and cached pages will be
        downloaded again. For more about your data, read our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </StaticPage>
  )
}
