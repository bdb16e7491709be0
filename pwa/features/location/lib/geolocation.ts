/**
 * Browser geolocation with the two settings and the two sets of wording of spec doc 2 §8-§9:
 * the movies page (10 s) and the nearby-theaters panel (15 s, positions up to 5 minutes old).
 */
import type { Coordinates } from './places'

export type LocationVariant = 'page' | 'panel'

export type GeolocationFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'other'

export const GEOLOCATION_OPTIONS: Record<LocationVariant, PositionOptions> = {
  page: { enableHighAccuracy: false, timeout: 10_000, maximumAge: 0 },
  panel: { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
}

/** What the person reads for each failure (spec doc 2 §8, exact wording). */
export function geolocationMessage(failure: GeolocationFailure, variant: LocationVariant): string {
  if (failure === 'unsupported') return 'Geolocation is not supported by your browser'
  if (variant === 'page') {
    if (failure === 'timeout') return 'Location request timed out. Please try again or enter your location manually.'
    if (failure === 'denied' || failure === 'unavailable') return 'Location access not available. Please enter your location below.'
    return 'Location Error'
  }
  switch (failure) {
    case 'denied':
      return 'Location access is blocked. Please enable location access in your browser settings.'
    case 'unavailable':
      return "Your device's location service is currently unavailable."
    case 'timeout':
      return 'Location request timed out.'
    default:
      return 'Unable to get your location automatically.'
  }
}

/** No-match wording of manual entry (spec doc 2 §5). */
export function locationNotFoundMessage(variant: LocationVariant): string {
  return variant === 'panel'
    ? 'Location not found. Please try a different location like "Makati City" or "Manila".'
    : 'Could not find that location. Please try a different address.'
}

/** Maps a GeolocationPositionError code (1 denied, 2 unavailable, 3 time-out) to a failure. */
export function failureFromCode(code: number | undefined): GeolocationFailure {
  if (code === 1) return 'denied'
  if (code === 2) return 'unavailable'
  if (code === 3) return 'timeout'
  return 'other'
}

export type PositionResult = { ok: true; coordinates: Coordinates } | { ok: false; failure: GeolocationFailure }

/** Asks the browser once; never rejects. */
export function requestPosition(variant: LocationVariant, geolocation: Geolocation | undefined = browserGeolocation()): Promise<PositionResult> {
  if (!geolocation) return Promise.resolve({ ok: false, failure: 'unsupported' })
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        (position) => resolve({ ok: true, coordinates: { lat: position.coords.latitude, lng: position.coords.longitude } }),
        (error) => resolve({ ok: false, failure: failureFromCode(error.code) }),
        GEOLOCATION_OPTIONS[variant],
      )
    } catch {
      resolve({ ok: false, failure: 'other' })
    }
  })
}

function browserGeolocation(): Geolocation | undefined {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined
}
