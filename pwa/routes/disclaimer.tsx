import { createFileRoute } from '@tanstack/react-router'
import { StaticPage } from '@/components/static-page'

export const Route = createFileRoute('/disclaimer')({
  component: DisclaimerPage,
})

function DisclaimerPage() {
  return (
    <StaticPage title="Disclaimer">
      <p>
        Gala publishes listings, showtimes, prices, opening hours and articles in good faith and for general information. We work
        to keep them accurate, but cinemas, venues and organisers change their plans: please confirm with them before you travel
        or buy.
      </p>
      <h2>Reviews and opinions</h2>
      <p>
        Reviews and comments are the views of the people who wrote them, not of Gala. Articles may mention products or places we
        were invited to; when a piece is sponsored, it says so.
      </p>
      <h2>Links to other sites</h2>
      <p>Links to other websites are provided for convenience. Gala is not responsible for their content or their practices.</p>
    </StaticPage>
  )
}
