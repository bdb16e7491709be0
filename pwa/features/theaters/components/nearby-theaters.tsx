import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { AlertTriangle, Crosshair, LocateFixed, MapPin, RefreshCw } from 'lucide-react'
import { Button, buttonClasses } from '@/components/ui/button'
import { ManualLocationForm } from '@/features/location/components/manual-location-form'
import { useUserLocation } from '@/features/location/use-user-location'
import type { LocationVariant } from '@/features/location/lib/geolocation'
import { NEARBY_SHOWN_COUNT } from '../lib/constants'
import { useNearbyTheaters } from '../api/get-nearby-theaters'
import { FreshnessLabel } from '@/components/freshness-label'
import { TheaterCard } from './theater-card'

/**
 * Cinemas near the person (spec doc 2 §2 nearby panel, §4 location flow, §8 messages). The panel
 * shows the 4 nearest with 'View all N'; the page (/movies/theaters/nearby) shows them all.
 */
export function NearbyTheaters({ variant }: { variant: LocationVariant }) {
  const location = useUserLocation(variant)
  const nearby = useNearbyTheaters(location.coordinates)
  const [editing, setEditing] = useState(false)
  const showForm = editing || location.failure !== null

  const theaters = nearby.data?.data ?? []
  const shown = variant === 'panel' ? theaters.slice(0, NEARBY_SHOWN_COUNT) : theaters

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3">
        <p className="flex items-center gap-2 text-sm text-slate-800" aria-live="polite">
          <MapPin className="h-4 w-4 text-blue-700" aria-hidden="true" />
          {location.status === 'requesting' && !location.coordinates ? (
            'Finding your location…'
          ) : (
            <span>
              Showing cinemas near <strong data-testid="location-name">{location.name ?? 'your location'}</strong>
            </span>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing((open) => !open)} aria-expanded={showForm}>
            <Crosshair className="h-4 w-4" aria-hidden="true" />
            Change Location
          </Button>
          <Button size="sm" variant="outline" onClick={location.refresh} disabled={location.status === 'requesting'}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Refresh
          </Button>
        </div>
      </div>

      {location.failureMessage ? (
        <div role="alert" className="flex flex-wrap items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="font-medium">{location.failureMessage}</p>
            {location.source === 'fallback' ? <p className="mt-1 text-amber-900">Showing cinemas near Manila for now.</p> : null}
          </div>
          <Button size="sm" variant="outline" onClick={location.refresh} disabled={location.status === 'requesting'}>
            <LocateFixed className="h-4 w-4" aria-hidden="true" />
            Try Again
          </Button>
        </div>
      ) : null}

      {showForm ? (
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-3">
          <ManualLocationForm
            autoFocus={editing}
            onSubmit={(text) => {
              const error = location.setManual(text)
              if (!error) setEditing(false)
              return error
            }}
            onUseManila={() => {
              location.chooseManila()
              setEditing(false)
            }}
          />
        </div>
      ) : null}

      <NearbyList
        loading={!location.coordinates || nearby.isPending}
        failed={nearby.isError && theaters.length === 0}
        theaters={shown}
        onRefresh={() => {
          location.refresh()
          void nearby.refetch()
        }}
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        {nearby.dataUpdatedAt ? <FreshnessLabel updatedAt={nearby.dataUpdatedAt} /> : <span />}
        {variant === 'panel' && theaters.length > 0 ? (
          <Link to="/movies/theaters/nearby" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            View all {theaters.length}
          </Link>
        ) : null}
      </div>
    </div>
  )
}

function NearbyList({
  loading,
  failed,
  theaters,
  onRefresh,
}: {
  loading: boolean
  failed: boolean
  theaters: readonly Parameters<typeof TheaterCard>[0]['theater'][]
  onRefresh: () => void
}) {
  if (loading) {
    return (
      <ul aria-label="Loading cinemas" aria-busy="true" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="h-32 animate-pulse rounded-xl bg-slate-200 motion-reduce:animate-none" />
        ))}
      </ul>
    )
  }
  if (failed) {
    return (
      <EmptyState title="Failed to load nearby theaters." onRefresh={onRefresh} />
    )
  }
  if (theaters.length === 0) {
    return <EmptyState title="No Theaters Found" text="We couldn't find any theaters near your current location." onRefresh={onRefresh} />
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Nearby cinemas">
      {theaters.map((theater) => (
        <li key={theater.theater_id}>
          <TheaterCard theater={theater} />
        </li>
      ))}
    </ul>
  )
}

function EmptyState({ title, text, onRefresh }: { title: string; text?: string; onRefresh: () => void }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center">
      <p className="font-semibold text-slate-900">{title}</p>
      {text ? <p className="text-sm text-slate-700">{text}</p> : null}
      <Button size="sm" variant="outline" onClick={onRefresh} className="mt-2">
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        Refresh Location
      </Button>
    </div>
  )
}
