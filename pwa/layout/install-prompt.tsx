import { useState, useSyncExternalStore } from 'react'
import { Download, Share } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { LOCATION_KEY } from '@/features/location/lib/stored-location'
import {
  INSTALL_STORAGE,
  installPromptStore,
  isIosSafari,
  recordVisit,
  shouldOfferInstall,
  type InstallPlatform,
} from '@/lib/install-prompt'

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

const standalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as { standalone?: boolean }).standalone === true

/**
 * The offer to install Gala (rules in pwa/lib/install-prompt.ts): the browser's own dialog where there is
 * one, Add to Home Screen steps on iOS Safari. "Not now" keeps it away for 90 days.
 */
export function InstallPrompt() {
  const canPrompt = useSyncExternalStore(installPromptStore.subscribe, installPromptStore.available, () => false)
  const navigations = useSyncExternalStore(installPromptStore.subscribe, installPromptStore.navigations, () => 0)
  const [visits] = useState(() => {
    try {
      return recordVisit(window.localStorage, window.sessionStorage)
    } catch {
      return 0
    }
  })
  const [now] = useState(() => Date.now())
  const [hidden, setHidden] = useState(false)

  const ios = isIosSafari(navigator.userAgent, navigator.maxTouchPoints)
  const platform: InstallPlatform = canPrompt ? 'prompt' : ios ? 'ios' : 'none'
  const dismissedAt = Number(readStorage(INSTALL_STORAGE.dismissedAt)) || null
  const offer =
    !hidden &&
    shouldOfferInstall({
      visits,
      hasSavedLocation: readStorage(LOCATION_KEY) !== null,
      navigations,
      dismissedAt,
      now,
      standalone: standalone(),
      platform,
    })
  if (!offer) return null

  const dismiss = () => {
    try {
      window.localStorage.setItem(INSTALL_STORAGE.dismissedAt, String(Date.now()))
    } catch {
      // Storage refused: it stays hidden for this visit only.
    }
    setHidden(true)
  }

  return (
    <section
      aria-labelledby="install-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:left-4"
    >
      <h2 id="install-title" className="flex items-center gap-2 font-bold text-slate-900">
        <Download className="h-5 w-5 text-blue-700" aria-hidden="true" />
        Install Gala
      </h2>
      {platform === 'ios' ? (
        <p className="mt-1 text-sm text-slate-700">
          Keep showtimes and your saved cinemas one tap away, even with no signal: tap{' '}
          <Share className="inline h-4 w-4 align-text-bottom" aria-label="Share" /> then <strong>Add to Home Screen</strong>.
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700">Keep showtimes and your saved cinemas one tap away, even with no signal.</p>
      )}
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={dismiss}>
          {platform === 'ios' ? 'Got it' : 'Not now'}
        </Button>
        {platform === 'prompt' ? (
          <Button
            size="sm"
            onClick={() => {
              setHidden(true)
              void installPromptStore.prompt()
            }}
          >
            Install
          </Button>
        ) : null}
      </div>
    </section>
  )
}
