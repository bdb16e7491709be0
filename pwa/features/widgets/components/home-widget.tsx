import type { ReactNode } from 'react'
import { DEFAULT_WIDGET_PREFERENCES, homeWidget } from '@contracts/widget-rules'
import type { WidgetId } from '@contracts/widgets'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { useWidgetPreferences } from '../api/get-widget-preferences'
import { useMediaQuery } from '../lib/use-media-query'
import { ForexTile } from './forex-tile'
import { LottoTile } from './lotto-tile'
import { TileSkeleton, type TileVariant } from './tile'
import { WeatherTile } from './weather-tile'

const TILES: Record<WidgetId, (props: { variant: TileVariant }) => ReactNode> = {
  weather: WeatherTile,
  forex: ForexTile,
  lotto: LottoTile,
}

/**
 * The home page's widget (spec doc 2 §2, §6; doc 3 §4): the one the signed-in user chose in widget
 * settings, or the default (weather) for visitors and for users who saved nothing. Nothing when the
 * user turned every widget off. Compact on phones, full from 640 px.
 */
export function HomeWidget() {
  const { data: user } = useCurrentUser()
  const preferences = useWidgetPreferences(Boolean(user))
  const wide = useMediaQuery('(min-width: 640px)')
  const waiting = user === undefined || (user !== null && preferences.isPending)
  const chosen = waiting ? null : homeWidget(user && preferences.data ? preferences.data : DEFAULT_WIDGET_PREFERENCES)
  if (!waiting && !chosen) return null
  const Widget = chosen ? TILES[chosen] : null
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8" data-testid="home-widget" data-widget={chosen ?? undefined}>
      <div className="sm:max-w-2xl">{Widget ? <Widget variant={wide ? 'full' : 'compact'} /> : <TileSkeleton label="Loading your widget" />}</div>
    </div>
  )
}
