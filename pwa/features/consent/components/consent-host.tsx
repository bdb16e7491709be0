import { useLocation } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { useConsentNeeded } from '@/lib/consent'
import { isFooterHidden } from '@/lib/footer-visibility'
import { useConsentSettingsOpen } from '../open-settings'

const ConsentBanner = lazy(() => import('./consent-banner').then((module) => ({ default: module.ConsentBanner })))

/**
 * Shows the consent banner when the person has not answered (and the browser did not already say no through
 * Do Not Track / Global Privacy Control), or when they asked for "Cookie settings". The banner's code loads
 * only then. Not on the ticket purchase and schedule pages, whose own controls own the bottom of the screen
 * (the footer is hidden there too): the question waits for the next page.
 */
export function ConsentHost() {
  const needed = useConsentNeeded()
  const reopened = useConsentSettingsOpen()
  const pathname = useLocation({ select: (location) => location.pathname })
  const hidden = (!needed && !reopened) || isFooterHidden(pathname)
  // What this page decided, for tests that check the banner stays away (<html data-consent-banner="hidden">);
  // "shown" is set by the banner itself once it is on screen.
  useEffect(() => {
    if (hidden) document.documentElement.dataset.consentBanner = 'hidden'
  }, [hidden])
  if (hidden) return null
  return (
    <Suspense fallback={null}>
      <ConsentBanner reopened={reopened} />
    </Suspense>
  )
}
