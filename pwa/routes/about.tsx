import { createFileRoute, Link } from '@tanstack/react-router'
import { StaticPage } from '@/components/static-page'
import { headFromLoader } from '@/lib/route-head'
import { staticPageHead } from '@/lib/static-head'
import { CONTACT_EMAIL } from '@/lib/nav-links'

export const Route = createFileRoute('/about')({
  loader: ({ context }) => ({ head: staticPageHead('/about', context.origin) }),
  head: headFromLoader,
  component: AboutPage,
})

function AboutPage() {
  return (
    <StaticPage title="About Gala">
      <p>
        Gala is the Philippines&rsquo; top digital lifestyle and entertainment guide. We help you decide what to watch, where to
        eat and where to go, starting with Metro Manila and reaching the cities and islands beyond it.
      </p>
      <h2>What you will find here</h2>
      <ul>
        <li>
          <Link to="/movies">Movies</Link> in cinemas now and coming soon, with showtimes for cinemas in malls across the metro and
          the provinces, and <Link to="/movies/theaters/nearby">the cinemas nearest you</Link>.
        </li>
        <li>
          <Link to="/events">Events</Link>, concerts and <Link to="/festivals">festivals</Link>, so the weekend never sneaks up on
          you. Signed-in readers can suggest an event for our editors to review.
        </li>
        <li>
          <Link to="/food-drink">Food and drink</Link>, <Link to="/places">places</Link>, <Link to="/malls">malls</Link>,{' '}
          <Link to="/hotels">hotels</Link> and <Link to="/activities">things to do</Link>, with reviews from the Gala community.
        </li>
        <li>
          <Link to="/guides">City guides</Link> on getting around, neighbourhoods, shopping, cultural sites, day trips and the
          small things locals know.
        </li>
        <li>News and features from our editors, plus weather, peso exchange rates and lotto results on the home page.</li>
      </ul>
      <h2>Your account</h2>
      <p>
        You can browse everything without an account. Sign in with a one-time code sent to your email, or with Google or
        Facebook, to write reviews, like and reply, follow other readers, choose your home-page widget and ask to be told when a
        movie you are waiting for is released.
      </p>
      <h2>Use it anywhere</h2>
      <p>
        Add Gala to your home screen and it opens like an app. Showtimes, articles and widget data you have looked at stay
        available when your signal drops, and release alerts arrive as notifications even when Gala is closed.
      </p>
      <h2>How we work</h2>
      <p>
        Our editors choose what we cover. Showtimes and prices come from cinemas and partners, and we show when information was
        last updated. Sponsored articles are always labelled. Reviews are written by readers and are their own opinions; we
        remove those that break our <Link to="/terms-of-service">Terms of Service</Link>.
      </p>
      <h2>Get in touch</h2>
      <p>
        Tips, corrections and partnership ideas are welcome at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. Please read
        our <Link to="/privacy-policy">Privacy Policy</Link>, <Link to="/cookie-policy">Cookie Policy</Link> and{' '}
        <Link to="/disclaimer">Disclaimer</Link>.
      </p>
    </StaticPage>
  )
}
