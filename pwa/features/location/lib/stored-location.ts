import type { Coordinates } from './places'

/** localStorage keys of the cached location (spec doc 2 §3). */
export const LOCATION_KEY = 'userLocation'
export const LOCATION_NAME_KEY = 'userLocationName'

export interface StoredLocation {
  coordinates: Coordinates
  name: string | null
}

/** The cached location, or null when there is none or it is unreadable (storage blocked, bad JSON, out of range). */
export function readStoredLocation(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): StoredLocation | null {
  try {
    const raw = storage?.getItem(LOCATION_KEY)
    if (!raw) return null
    const value = JSON.parse(raw) as unknown
    if (!isCoordinates(value)) return null
    return { coordinates: { lat: value.lat, lng: value.lng }, name: storage?.getItem(LOCATION_NAME_KEY) ?? null }
  } catch {
    return null
  }
}

export function writeStoredLocation(location: StoredLocation, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = safeStorage()): void {
  try {
    storage?.setItem(LOCATION_KEY, JSON.stringify({ lat: location.coordinates.lat, lng: location.coordinates.lng }))
    if (location.name) storage?.setItem(LOCATION_NAME_KEY, location.name)
    else storage?.removeItem(LOCATION_NAME_KEY)
  } catch {
    // Private mode or a full quota: the location still works for this visit.
  }
}

export function isCoordinates(value: unknown): value is Coordinates {
  if (value === null || typeof value !== 'object') return false
  const { lat, lng } = value as Record<string, unknown>
  return typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}
