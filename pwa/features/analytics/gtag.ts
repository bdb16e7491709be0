/**
 * The Google tag (gtag.js), loaded only when a measurement id is configured (VITE_GA_MEASUREMENT_ID at
 * build time) AND the person accepted third parties without Do Not Track or Global Privacy Control
 * (`thirdPartyAllowed()`, pwa/lib/consent.ts). Page views are sent by us on each path change
 * (send_page_view off), IP addresses anonymised, Google signals and ad personalisation off.
 */
import type { AnalyticsParams } from '@/lib/analytics'

export const GTAG_ORIGIN = 'https://www.googletagmanager.com'
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }

/** The configured measurement id when it looks like one. */
export function measurementId(value: unknown = import.meta.env.VITE_GA_MEASUREMENT_ID): string | undefined {
  return typeof value === 'string' && MEASUREMENT_ID.test(value) ? value : undefined
}

/** Loads gtag.js once and returns the send function. */
export function loadGtag(id: string, win: GtagWindow = window, doc: Document = document): (name: string, params: AnalyticsParams) => void {
  if (!win.gtag) {
    win.dataLayer = win.dataLayer ?? []
    const layer = win.dataLayer
    win.gtag = function gtag() {
      // gtag.js reads the arguments object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments)
    }
    win.gtag('js', new Date())
    win.gtag('config', id, { send_page_view: false, anonymize_ip: true, allow_google_signals: false, allow_ad_personalization_signals: false })
    const script = doc.createElement('script')
    script.async = true
    script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`
    doc.head.append(script)
  }
  const gtag = win.gtag
  return (name, params) => gtag('event', name, params)
}
