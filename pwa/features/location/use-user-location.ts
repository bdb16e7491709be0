import { useCallback, useEffect, useRef, useState } from 'react'
import { useHydrated } from '@tanstack/react-router'
import { geolocationMessage, locationNotFoundMessage, requestPosition, type GeolocationFailure, type LocationVariant } from './lib/geolocation'
import { MANILA, findPlace, type Coordinates } from './lib/places'
import { readStoredLocation, writeStoredLocation, type StoredLocation } from './lib/stored-location'

/** Name stored for a position the device gave us. */
export const CURRENT_LOCATION_NAME = 'Current Location'

export interface UserLocation {
  /** 'requesting' while the browser is asked; 'ready' once there is a location (or a failure). */
  status: 'requesting' | 'ready'
  /** The point used for distances; Manila when the device failed and nothing was known before. */
  coordinates: Coordinates | null
  name: string | null
  /** Where the location came from. */
  source: 'cache' | 'device' | 'manual' | 'fallback' | null
  /** The last geolocation failure and its message (spec doc 2 §8), cleared by a later success. */
  failure: GeolocationFailure | null
  failureMessage: string | null
  /** Asks the device again (Refresh, Try Again, Refresh Location). */
  refresh: () => void
  /** Manual entry: looks the text up in the built-in list; returns the no-match message, or null on success. */
  setManual: (text: string) => string | null
  /** Use Manila (14.5995, 120.9842). */
  chooseManila: () => void
}

function fromStorage(stored: StoredLocation): Pick<UserLocation, 'status' | 'coordinates' | 'name' | 'source' | 'failure'> {
  return { status: 'ready', coordinates: stored.coordinates, name: stored.name, source: 'cache', failure: null }
}

/**
 * The location flow of spec doc 2 §4: a cached location is reused; otherwise the browser is asked
 * (idle → requesting → granted, or denied / unavailable / timed out / unsupported, which offer
 * manual entry). On a failure with no location known it falls back to Manila, without saving it,
 * so the next visit asks the device again.
 */
export function useUserLocation(variant: LocationVariant): UserLocation {
  // While React takes over a server-rendered page, start from what the server drew (it knows no location): the device's
  // storage is read right after, in the effect below. Drawn by the browser itself, start from the stored location.
  const hydrated = useHydrated()
  const [state, setState] = useState<Pick<UserLocation, 'status' | 'coordinates' | 'name' | 'source' | 'failure'>>(() => {
    const stored = hydrated ? readStoredLocation() : null
    return stored ? fromStorage(stored) : { status: 'requesting', coordinates: null, name: null, source: null, failure: null }
  })
  const request = useRef(0)

  const ask = useCallback(() => {
    const id = ++request.current
    setState((previous) => ({ ...previous, status: 'requesting' }))
    void requestPosition(variant).then((result) => {
      if (id !== request.current) return
      if (result.ok) {
        writeStoredLocation({ coordinates: result.coordinates, name: CURRENT_LOCATION_NAME })
        setState({ status: 'ready', coordinates: result.coordinates, name: CURRENT_LOCATION_NAME, source: 'device', failure: null })
      } else {
        setState((previous) =>
          previous.coordinates
            ? { ...previous, status: 'ready', failure: result.failure }
            : { status: 'ready', coordinates: { lat: MANILA.lat, lng: MANILA.lng }, name: MANILA.name, source: 'fallback', failure: result.failure },
        )
      }
    })
  }, [variant])

  // On arrival: the stored location, else ask the device once.
  const askedOnMount = useRef(false)
  useEffect(() => {
    if (askedOnMount.current || state.source !== null) return
    askedOnMount.current = true
    const stored = readStoredLocation()
    // The second pass React's hydration asks for: the device's storage, which the server could not read.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored) setState(fromStorage(stored))
    else ask()
  }, [ask, state.source])

  const choose = useCallback((coordinates: Coordinates, name: string) => {
    request.current++
    writeStoredLocation({ coordinates, name })
    setState({ status: 'ready', coordinates, name, source: 'manual', failure: null })
  }, [])

  const setManual = useCallback(
    (text: string) => {
      const place = findPlace(text)
      if (!place) return locationNotFoundMessage(variant)
      choose({ lat: place.lat, lng: place.lng }, place.name)
      return null
    },
    [choose, variant],
  )

  const chooseManila = useCallback(() => choose({ lat: MANILA.lat, lng: MANILA.lng }, MANILA.name), [choose])

  return {
    ...state,
    failureMessage: state.failure ? geolocationMessage(state.failure, variant) : null,
    refresh: ask,
    setManual,
    chooseManila,
  }
}
