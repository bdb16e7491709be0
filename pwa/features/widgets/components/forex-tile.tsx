import { Minus, TrendingDown, TrendingUp } from 'lucide-react'
import type { ForexData } from '@contracts/widgets'
import { TILE_ROTATION_MS, WIDGET_MESSAGES } from '@contracts/widget-rules'
import { useNow } from '@/features/theaters/lib/use-now'
import { useForex } from '../api/get-forex'
import { longDay, manilaClock, signedChange } from '../lib/format'
import { useRotation } from '../lib/use-rotation'
import { FreshnessNote, PanelControls, Tile, TileSkeleton, type TileVariant } from './tile'

const TILE_CLASS = 'bg-gradient-to-br from-emerald-700 to-teal-900'

/**
 * Forex tile (spec doc 2 §2-§4, §8): the USD→PHP reference rate ('1 USD = 58.87 PHP') and its change.
 * The compact tile alternates the rate and the change every 3 s. Fallbacks: 'Forex rates unavailable'
 * when there is no answer, 'USD data unavailable' when the answer has no USD rate.
 */
export function ForexTile({ variant }: { variant: TileVariant }) {
  const forex = useForex()
  const now = useNow()
  const clock = <time dateTime={now.toISOString()}>{manilaClock(now)}</time>
  if (forex.isPending) return <TileSkeleton label="Loading exchange rates" />
  const data = forex.data
  const message = !data ? WIDGET_MESSAGES.forexUnavailable : !data?.usd_rate ? WIDGET_MESSAGES.usdUnavailable : null
  if (message || !data) {
    return (
      <Tile id="forex-tile" title="Foreign Exchange" subtitle="USD to PHP" aside={clock} className={TILE_CLASS}>
        <p className="text-base font-medium">{message ?? WIDGET_MESSAGES.forexUnavailable}</p>
      </Tile>
    )
  }
  return (
    <Tile
      id="forex-tile"
      title="Foreign Exchange"
      subtitle="USD to PHP"
      aside={clock}
      className={TILE_CLASS}
      footer={<FreshnessNote source={data.source} stale={data.stale} fetchedAt={data.fetched_at} clock={manilaClock} />}
    >
      {variant === 'full' ? (
        <div className="space-y-3">
          <Rate data={data} />
          <Change data={data} />
        </div>
      ) : (
        <CompactForex data={data} />
      )}
    </Tile>
  )
}

function Rate({ data }: { data: ForexData }) {
  return (
    <p className="text-3xl font-extrabold tracking-tight" data-testid="forex-rate">
      {data.usd_rate}
    </p>
  )
}

function Change({ data }: { data: ForexData }) {
  const Icon = data.change > 0 ? TrendingUp : data.change < 0 ? TrendingDown : Minus
  const words = data.change > 0 ? 'up' : data.change < 0 ? 'down' : 'unchanged'
  return (
    <div className="text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <Icon className="h-5 w-5" aria-hidden="true" />
        <span>
          {signedChange(data.change)} PHP <span className="sr-only">({words})</span> since the previous rate
        </span>
      </p>
      <p className="mt-1 text-white/90">
        {data.provider}, <time dateTime={data.date}>{longDay(data.date)}</time>
      </p>
    </div>
  )
}

const PANELS = ['Rate', 'Change'] as const

function CompactForex({ data }: { data: ForexData }) {
  const rotation = useRotation(PANELS.length, TILE_ROTATION_MS)
  return (
    <div>
      <div className="min-h-20">{rotation.index === 0 ? <Rate data={data} /> : <Change data={data} />}</div>
      <PanelControls panels={PANELS} rotation={rotation} pressedText="aria-pressed:text-teal-900" toggleLabel="exchange rate rotation" />
    </div>
  )
}
