import { createFileRoute, Link } from '@tanstack/react-router'
import { StaticPage } from '@/components/static-page'
import { headFromLoader } from '@/lib/route-head'
import { staticPageHead } from '@/lib/static-head'
import { CookieSettingsButton } from '@/features/consent/components/cookie-settings-button'
import { CONSENT_STORAGE_KEY } from '@/lib/consent'

export const Route = createFileRoute('/cookie-policy')({
  loader: ({ context }) => ({ head: staticPageHead('/cookie-policy', context.origin) }),
  head: headFromLoader,
  component: CookiePolicyPage,
})

type Item = { name: string; kind: string; purpose: string; duration: string }

/** Third-party cookies that are set only after you choose Accept (never with Do Not Track or Global Privacy Control on). */
const AFTER_ACCEPT: Item[] = [
  { name: '__gads, __gpi, __eoi (google.com, doubleclick.net: IDE, test_cookie)', kind: 'Third-party cookie (Google Publisher Tag)', purpose: 'Advertising from Google Ad Manager: choosing ads, limiting how often you see one and counting views and clicks.', duration: 'Up to 13 months' },
  { name: '_ga, _ga_<id>', kind: 'Third-party cookie (Google Analytics, the Google tag)', purpose: 'Counting visits and which pages and searches are used, across visits.', duration: 'Up to 2 years' },
  { name: 'Partner scripts', kind: 'Third-party cookies and storage', purpose: 'Campaign and measurement scripts of our partners that Gala’s editors add to pages. They run only after you accept, except ones Gala marks as essential, which set no tracking cookies.', duration: 'Set by each partner' },
]

const STORED: { name: string; kind: string; purpose: string; duration: string }[] = [
  { name: 'gala_session (__Host-gala_session on HTTPS)', kind: 'Cookie', purpose: 'Keeps you signed in. It holds a random token only; it cannot be read by scripts (HttpOnly).', duration: 'Until you sign out, or 30 days after your last visit' },
  { name: 'gala_oauth', kind: 'Cookie', purpose: 'Protects a Google or Facebook sign-in while it is in progress.', duration: '10 minutes, deleted when sign-in finishes' },
  { name: 'userLocation, userLocationName', kind: 'Local storage', purpose: 'The location you shared or typed, to show nearby cinemas and local weather.', duration: 'Until you clear site data' },
  { name: 'gala:showtimeFilters', kind: 'Local storage', purpose: 'The showtime filters you chose (such as format), so they stay the same.', duration: 'Until you clear site data' },
  { name: CONSENT_STORAGE_KEY, kind: 'Local storage', purpose: 'Your answer to the cookie question: "granted" or "denied". Nothing third-party loads until it says "granted".', duration: 'Until you change it under Cookie settings or clear site data' },
  { name: 'Offline copies', kind: 'Cache storage and IndexedDB', purpose: 'The app itself and showtimes, articles and widget data you have viewed, so Gala opens and works offline.', duration: 'Replaced as content updates; until you clear site data' },
  { name: 'Push subscription', kind: 'Browser setting', purpose: 'Lets Gala send the release alerts you asked for.', duration: 'Until you turn notifications off' },
]

function CookiePolicyPage() {
  return (
    <StaticPage title="Cookie Policy" updated="26 November 2026">
      <p>
        Gala uses a small number of cookies and similar browser storage to keep you signed in, remember your choices and work
        offline. This page lists them. None of them is used to follow you across other websites.
      </p>
      <h2>What we store on your device</h2>
      {/* Cards on small screens, a table from 640 px: only one of the two is displayed (and announced). */}
      <ul className="space-y-3 sm:hidden">
        {STORED.map((item) => (
          <li key={item.name} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <p className="font-semibold text-slate-900">{item.name}</p>
            <dl className="mt-1 space-y-1">
              <div>
                <dt className="inline font-medium">Type: </dt>
                <dd className="inline">{item.kind}</dd>
              </div>
              <div>
                <dt className="inline font-medium">Purpose: </dt>
                <dd className="inline">{item.purpose}</dd>
              </div>
              <div>
                <dt className="inline font-medium">How long: </dt>
                <dd className="inline">{item.duration}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <table className="hidden w-full border-collapse text-left text-sm sm:table">
        <caption className="sr-only">Cookies and storage used by Gala</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-3 font-semibold">Name</th>
            <th scope="col" className="py-2 pr-3 font-semibold">Type</th>
            <th scope="col" className="py-2 pr-3 font-semibold">Purpose</th>
            <th scope="col" className="py-2 font-semibold">How long</th>
          </tr>
        </thead>
        <tbody>
          {STORED.map((item) => (
            <tr key={item.name} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-3 font-medium">{item.name}</th>
              <td className="py-2 pr-3">{item.kind}</td>
              <td className="py-2 pr-3">{item.purpose}</td>
              <td className="py-2">{item.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Strictly necessary</h2>
      <p>
        The sign-in cookies are needed for the parts of Gala that you use while signed in; without them you can still browse as
        a visitor. The other items only exist after you use the feature they belong to, such as sharing your location.
      </p>
      <h2>Advertising and analytics partners (only after you accept)</h2>
      <p>
        Gala does not set advertising or cross-site tracking cookies itself, and images from other websites are loaded through
        our own server so those sites cannot set cookies through them. Our own ads (house ads) and our own page counts, which
        hold no identifier, work whether or not you accept. Until you choose <strong>Accept</strong> in the cookie banner,
        none of the following loads; if your browser sends Do Not Track or Global Privacy Control, they never load.
      </p>
      <ul className="space-y-3">
        {AFTER_ACCEPT.map((item) => (
          <li key={item.name} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <p className="font-semibold text-slate-900">{item.name}</p>
            <p className="mt-1">
              <span className="font-medium">Type: </span>
              {item.kind}
            </p>
            <p className="mt-1">
              <span className="font-medium">Purpose: </span>
              {item.purpose}
            </p>
            <p className="mt-1">
              <span className="font-medium">How long: </span>
              {item.duration}
            </p>
          </li>
        ))}
      </ul>
      <h2>Your choices</h2>
      <p>
        You can change your answer at any time:{' '}
        <CookieSettingsButton className="font-medium text-blue-700 underline underline-offset-2" />. Refusing later stops
        partners from loading on the next page you open; cookies they already set stay until they expire or you delete them.
      </p>
      <p>
        You can delete cookies and site data for Gala in your browser&rsquo;s settings at any time: you will be signed out, your
        saved location and filters will be forgotten and offline copies will be downloaded again. You can turn off notifications
        in your browser&rsquo;s site settings. For how we handle personal information, read our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </StaticPage>
  )
}
