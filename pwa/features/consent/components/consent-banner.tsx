import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { browserOptedOut, setConsent, storedConsent } from '@/lib/consent'
import { closeConsentSettings } from '../open-settings'

/**
 * The cookie consent banner (issue 16, decision 035). Fixed to the bottom of the screen, so it never pushes
 * the page (no layout shift), and short enough at 360 px to leave the page usable. A spacer of its height at the
 * end of the page lets the footer scroll clear of it, and it sits under the other bottom UI (back to top, the
 * install and update notices, toasts, which are smaller and come and go) rather than hiding them. Accept lets third-party ad
 * and analytics scripts (and partner site scripts) load; Refuse keeps them off. Reopened from "Cookie
 * settings" (`reopened`) it shows the current answer and takes the focus; a browser sending Do Not Track or
 * Global Privacy Control is told that its signal already decided.
 */
export function ConsentBanner({ reopened = false }: { reopened?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null)
  const banner = useRef<HTMLElement>(null)
  const [height, setHeight] = useState(0)
  const optedOut = browserOptedOut()
  const current = storedConsent()

  useEffect(() => {
    if (reopened) heading.current?.focus()
  }, [reopened])

  // On screen (see consent-host.tsx: <html data-consent-banner>, for tests).
  useEffect(() => {
    document.documentElement.dataset.consentBanner = 'shown'
  }, [])

  useEffect(() => {
    const element = banner.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const answer = (choice: 'granted' | 'denied') => {
    setConsent(choice)
    closeConsentSettings()
  }

  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <section
        ref={banner}
        aria-labelledby="consent-title"
        data-testid="consent-banner"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(15,23,42,0.12)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-5xl flex-col gap-2 md:flex-row md:items-center md:gap-6">
          <div className="min-w-0 flex-1">
            <h2 id="consent-title" ref={heading} tabIndex={-1} className="text-sm font-bold text-slate-900 outline-none">
              Cookies on Gala
            </h2>
            <p className="text-xs leading-5 text-slate-700 sm:text-sm">
              {optedOut ? (
                <>Your browser asks sites not to track you, so advertising and analytics partners stay off. </>
              ) : (
                <>
                  May advertising and analytics partners set cookies? Our own ads and counts work either way
                  {current === 'unset' ? '.' : current === 'granted' ? ' (you accepted).' : ' (you refused).'}{' '}
                </>
              )}
              <Link to="/cookie-policy" className="font-medium text-blue-700 underline underline-offset-2">
                Cookie Policy
              </Link>
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            {optedOut ? (
              <Button size="sm" variant="outline" onClick={closeConsentSettings} className="flex-1 md:flex-none">
                Close
              </Button>
            ) : (
              <>
                <Button size="sm" variant="outline" onClick={() => answer('denied')} className="flex-1 md:flex-none">
                  Refuse
                </Button>
                <Button size="sm" onClick={() => answer('granted')} className="flex-1 md:flex-none">
                  Accept
                </Button>
              </>
            )}
          </div>
        </div>
      </section>
    </>
  )
}
