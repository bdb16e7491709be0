import { createFileRoute, Link } from '@tanstack/react-router'
import { StaticPage } from '@/components/static-page'
import { headFromLoader } from '@/lib/route-head'
import { staticPageHead } from '@/lib/static-head'
import { CONTACT_EMAIL } from '@/lib/nav-links'

export const Route = createFileRoute('/disclaimer')({
  loader: ({ context }) => ({ head: staticPageHead('/disclaimer', context.origin) }),
  head: headFromLoader,
  component: DisclaimerPage,
})

function DisclaimerPage() {
  return (
    <StaticPage title="Disclaimer" updated="21 November 2026">
      <p>
        Gala publishes listings, showtimes, prices, opening hours, guides and articles in good faith and for general information.
        We work to keep them accurate, but cinemas, venues, transport operators and organisers change their plans: please confirm
        with them before you travel or buy.
      </p>
      <h2>Showtimes, prices and events</h2>
      <p>
        Showtimes, ticket prices and seat availability come from cinemas and partners and can change without notice. Event
        details are supplied by organisers or submitted by readers and checked by our editors, but dates, venues and prices remain
        the organiser&rsquo;s responsibility.
      </p>
      <h2>Weather, exchange rates and lotto results</h2>
      <ul>
        <li>Weather forecasts come from a public forecast service and are estimates; follow PAGASA for official warnings.</li>
        <li>The US dollar to peso rate is an indicative reference rate, not an offer to buy or sell; banks and money changers use their own rates.</li>
        <li>Lotto results are shown for convenience. Always check the official PCSO results before claiming a prize.</li>
      </ul>
      <h2>Guides and travel information</h2>
      <p>
        Our city guides describe how things usually work. Fares, schedules, rules such as number coding, and entry requirements
        change; check the official sources linked in our <Link to="/guides/resources">resources guide</Link>. In an emergency,
        dial 911.
      </p>
      <h2>Reviews and opinions</h2>
      <p>
        Reviews, replies and comments are the views of the people who wrote them, not of Gala. We do not verify every claim in
        them. Articles may mention products or places we were invited to; when a piece is sponsored or written with a partner, it
        says so.
      </p>
      <h2>Images and links</h2>
      <p>
        Images belong to their owners and are shown to illustrate the listing or article they accompany. Links and images from
        other websites are provided for convenience; Gala is not responsible for other sites&rsquo; content or practices. If you
        own material shown on Gala and want it credited or removed, write to{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </StaticPage>
  )
}
