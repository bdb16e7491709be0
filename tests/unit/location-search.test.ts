import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MANILA, PHILIPPINE_PLACES, findPlace, normalisePlaceName } from '@/features/location/lib/places'
import { failureFromCode, geolocationMessage, locationNotFoundMessage, requestPosition, GEOLOCATION_OPTIONS } from '@/features/location/lib/geolocation'
import { LOCATION_KEY, LOCATION_NAME_KEY, readStoredLocation, writeStoredLocation } from '@/features/location/lib/stored-location'

describe('findPlace: the built-in list of Philippine cities and areas', () => {
  it('matches the exact name, case-insensitively', () => {
    expect(findPlace('Makati City')?.name).toBe('Makati City')
    expect(findPlace('  quezon CITY ')?.name).toBe('Quezon City')
    expect(findPlace('MANILA')).toEqual(MANILA)
  })

  it('prefers an exact match over a partial one ("Manila" is Manila, not "Mall of Asia" or a Metro Manila city)', () => {
    expect(findPlace('manila')?.name).toBe('Manila')
    expect(findPlace('Cebu City')?.name).toBe('Cebu City')
  })

  it('matches part of a name', () => {
    expect(findPlace('Makati')?.name).toBe('Makati City')
    expect(findPlace('quezon')?.name).toBe('Quezon City')
    expect(findPlace('BGC')?.name).toBe('Bonifacio Global City (BGC)')
    expect(findPlace('davao')?.name).toBe('Davao City')
  })

  it('matches a place named inside a longer address, choosing the most specific one', () => {
    expect(findPlace('SM North EDSA, Quezon City')?.name).toBe('Quezon City')
    expect(findPlace('Ayala Avenue, Makati City, Metro Manila')?.name).toBe('Makati City')
  })

  it('folds accents both ways: Paranaque finds Parañaque, Las Pinas finds Las Piñas', () => {
    expect(findPlace('Paranaque')?.name).toBe('Parañaque City')
    expect(findPlace('las piñas')?.name).toBe('Las Piñas City')
  })

  it('finds nothing for empty text or unknown places', () => {
    expect(findPlace('')).toBeNull()
    expect(findPlace('   ')).toBeNull()
    expect(findPlace('Atlantis')).toBeNull()
    expect(findPlace('Springfield, USA')).toBeNull()
  })

  it('every built-in place is found by its own name in any letter case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PHILIPPINE_PLACES), fc.boolean(), (place, upper) => {
        const text = upper ? place.name.toUpperCase() : place.name.toLowerCase()
        expect(findPlace(text)).toEqual(place)
      }),
    )
  })

  it('any found place shares words with the text or contains it (never an unrelated match)', () => {
    // Random text alone almost never names a place, so the assertion would hardly run: two of the three shapes of
    // text below are built to name one (part of a place's name in any letter case, or a place's name inside a longer
    // address), the third is any text at all. The count at the end proves the assertion ran in most of the runs.
    const keys = PHILIPPINE_PLACES.map((place) => normalisePlaceName(place.name))
    const partOfAName = fc
      .record({ key: fc.constantFrom(...keys), start: fc.nat(), length: fc.integer({ min: 1, max: 20 }), upper: fc.boolean() })
      .map(({ key, start, length, upper }) => {
        const from = start % key.length
        const part = key.slice(from, from + length).trim() || key
        return { text: upper ? part.toUpperCase() : part, names: true }
      })
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/)
    const nameInAnAddress = fc
      .record({ place: fc.constantFrom(...PHILIPPINE_PLACES), before: fc.array(word, { maxLength: 3 }), after: fc.array(word, { maxLength: 3 }) })
      .map(({ place, before, after }) => ({ text: [...before, place.name, ...after].join(', '), names: true }))
    const anyText = fc.string({ maxLength: 20 }).map((text) => ({ text, names: false }))
    const runs = 300
    let checked = 0
    fc.assert(
      fc.property(fc.oneof(partOfAName, nameInAnAddress, anyText), ({ text, names }) => {
        const place = findPlace(text)
        if (names) expect(place, text).not.toBeNull()
        if (!place) return
        checked++
        const query = normalisePlaceName(text)
        const name = normalisePlaceName(place.name)
        expect(name.includes(query) || ` ${query} `.includes(` ${name} `)).toBe(true)
      }),
      { numRuns: runs },
    )
    // About two thirds of the runs name a place by construction; half is far below that and far above "almost never".
    expect(checked).toBeGreaterThanOrEqual(runs / 2)
  })

  it('all coordinates are inside the Philippines', () => {
    for (const place of PHILIPPINE_PLACES) {
      expect(place.lat).toBeGreaterThan(4.5)
      expect(place.lat).toBeLessThan(21.5)
      expect(place.lng).toBeGreaterThan(116)
      expect(place.lng).toBeLessThan(127)
    }
    expect(MANILA).toMatchObject({ lat: 14.5995, lng: 120.9842 })
  })
})

describe('geolocation wording and settings (spec doc 2 §8-§9)', () => {
  it('maps error codes', () => {
    expect([1, 2, 3, 99, undefined].map(failureFromCode)).toEqual(['denied', 'unavailable', 'timeout', 'other', 'other'])
  })

  it('uses the panel and page messages word for word', () => {
    expect(geolocationMessage('unsupported', 'panel')).toBe('Geolocation is not supported by your browser')
    expect(geolocationMessage('denied', 'panel')).toBe('Location access is blocked. Please enable location access in your browser settings.')
    expect(geolocationMessage('unavailable', 'panel')).toBe("Your device's location service is currently unavailable.")
    expect(geolocationMessage('timeout', 'panel')).toBe('Location request timed out.')
    expect(geolocationMessage('other', 'panel')).toBe('Unable to get your location automatically.')
    expect(geolocationMessage('timeout', 'page')).toBe('Location request timed out. Please try again or enter your location manually.')
    expect(geolocationMessage('denied', 'page')).toBe('Location access not available. Please enter your location below.')
    expect(locationNotFoundMessage('panel')).toBe('Location not found. Please try a different location like "Makati City" or "Manila".')
    expect(locationNotFoundMessage('page')).toBe('Could not find that location. Please try a different address.')
  })

  it('10 s on the page; 15 s and positions up to 5 minutes old on the panel', () => {
    expect(GEOLOCATION_OPTIONS.page.timeout).toBe(10_000)
    expect(GEOLOCATION_OPTIONS.panel).toMatchObject({ timeout: 15_000, maximumAge: 300_000 })
  })

  it('requestPosition reports unsupported without a geolocation object, and passes the options and results through', async () => {
    expect(await requestPosition('panel', undefined)).toEqual({ ok: false, failure: 'unsupported' })
    let seen: PositionOptions | undefined
    const denying = {
      getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null, options?: PositionOptions) => {
        seen = options
        fail?.({ code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 })
      },
    } as unknown as Geolocation
    expect(await requestPosition('panel', denying)).toEqual({ ok: false, failure: 'denied' })
    expect(seen).toMatchObject({ timeout: 15_000, maximumAge: 300_000 })
    const granting = {
      getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 14.5509, longitude: 121.0244 } } as GeolocationPosition),
    } as unknown as Geolocation
    expect(await requestPosition('page', granting)).toEqual({ ok: true, coordinates: { lat: 14.5509, lng: 121.0244 } })
  })
})

describe('the stored location (userLocation / userLocationName)', () => {
  function memoryStorage() {
    const items = new Map<string, string>()
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    }
  }

  it('round-trips as {lat, lng} JSON plus the name', () => {
    const storage = memoryStorage()
    writeStoredLocation({ coordinates: { lat: 14.676, lng: 121.0437 }, name: 'Quezon City' }, storage)
    expect(JSON.parse(storage.items.get(LOCATION_KEY)!)).toEqual({ lat: 14.676, lng: 121.0437 })
    expect(storage.items.get(LOCATION_NAME_KEY)).toBe('Quezon City')
    expect(readStoredLocation(storage)).toEqual({ coordinates: { lat: 14.676, lng: 121.0437 }, name: 'Quezon City' })
  })

  it('ignores missing, malformed or out-of-range values', () => {
    const storage = memoryStorage()
    expect(readStoredLocation(storage)).toBeNull()
    for (const bad of ['not json', '{"lat":"14","lng":121}', '{"lat":95,"lng":121}', 'null', '[]']) {
      storage.items.set(LOCATION_KEY, bad)
      expect(readStoredLocation(storage)).toBeNull()
    }
  })
})
