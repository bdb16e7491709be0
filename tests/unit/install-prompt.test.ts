import { describe, expect, it } from 'vitest'
import { INSTALL_DISMISS_MS, isIosSafari, recordVisit, shouldOfferInstall, type InstallOfferInput } from '../../pwa/lib/install-prompt.ts'

function memoryStorage(): Storage {
  const values = new Map<string, string>()
  return {
    get length() {
      return values.size
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  }
}

const engaged: InstallOfferInput = { visits: 2, hasSavedLocation: false, navigations: 1, dismissedAt: null, now: Date.UTC(2026, 10, 21), standalone: false, platform: 'prompt' }

describe('when Gala offers to be installed', () => {
  it('offers on a second visit or with a saved location, after the first screen', () => {
    expect(shouldOfferInstall(engaged)).toBe(true)
    expect(shouldOfferInstall({ ...engaged, visits: 1 })).toBe(false)
    expect(shouldOfferInstall({ ...engaged, visits: 1, hasSavedLocation: true })).toBe(true)
    expect(shouldOfferInstall({ ...engaged, navigations: 0 })).toBe(false)
  })

  it('stays away for 90 days after "Not now", and for good once installed or where it cannot install', () => {
    expect(shouldOfferInstall({ ...engaged, dismissedAt: engaged.now - INSTALL_DISMISS_MS + 60_000 })).toBe(false)
    expect(shouldOfferInstall({ ...engaged, dismissedAt: engaged.now - INSTALL_DISMISS_MS })).toBe(true)
    expect(shouldOfferInstall({ ...engaged, standalone: true })).toBe(false)
    expect(shouldOfferInstall({ ...engaged, platform: 'none' })).toBe(false)
    expect(shouldOfferInstall({ ...engaged, platform: 'ios' })).toBe(true)
  })

  it('counts a visit once per browser session', () => {
    const local = memoryStorage()
    const first = memoryStorage()
    expect(recordVisit(local, first)).toBe(1)
    expect(recordVisit(local, first)).toBe(1)
    expect(recordVisit(local, memoryStorage())).toBe(2)
  })

  it('recognises iOS Safari, not other iOS browsers or desktop Safari', () => {
    const iphoneSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
    expect(isIosSafari(iphoneSafari)).toBe(true)
    expect(isIosSafari(iphoneSafari.replace('Version/18.0', 'CriOS/130.0'))).toBe(false)
    const macSafari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15'
    expect(isIosSafari(macSafari, 0)).toBe(false)
    expect(isIosSafari(macSafari, 5)).toBe(true) // iPadOS asks for the desktop site
    expect(isIosSafari('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36')).toBe(false)
  })
})
