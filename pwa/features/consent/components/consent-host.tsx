import { lazy, Suspense } from 'react'
import { useConsentNeeded } from '@/lib/consent'
import { useConsentSettingsOpen } from '../open-settings'

const ConsentBanner = lazy(() => import('./consent-banner').then((module) => ({ default: module.ConsentBanner })))

/**
 * Shows the consent banner when the person has not answered (and the browser did not already say no through
 * Do Not Track / Global Privacy Control), or when they asked for "Cookie settings". The banner's code loads
 * only then.
 */
export function ConsentHost() {
  const needed = useConsentNeeded()
  const reopened = useConsentSettingsOpen()
  if (!needed && !reopened) return null
  return (
    <Suspense fallback={null}>
      <ConsentBanner reopened={reopened} />
    </Suspense>
  )
}
