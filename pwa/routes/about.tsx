import { createFileRoute, Link } from '@tanstack/react-router'
import { StaticPage } from '@/components/static-page'
import { CONTACT_EMAIL } from '@/lib/nav-links'

export const Route = createFileRoute('/about')({
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
        <li>Movie showtimes for cinemas across the metro, with what is now showing and what is coming soon.</li>
        <li>Events, concerts and festivals, so the weekend never sneaks up on you.</li>
        <li>Food and drink, shops and services, hotels and places worth the trip.</li>
        <li>City guides on getting around, neighbourhoods and the small things locals know.</li>
      </ul>
      <h2>Use it anywhere</h2>
      <p>
        Add Gala to your home screen and it opens like an app. Showtimes and articles you have looked at stay available when your
        signal drops, and you can ask to be told when a movie you are waiting for is released.
      </p>
      <h2>Get in touch</h2>
      <p>
        Tips, corrections and partnership ideas are welcome at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. Please read
        our <Link to="/privacy-policy">Privacy Policy</Link> and <Link to="/terms-of-service">Terms of Service</Link>.
      </p>
    </StaticPage>
  )
}
