import { Trophy, Users } from 'lucide-react'
import type { LottoResult } from '@contracts/widgets'
import { featuredLottoResult, WIDGET_MESSAGES } from '@contracts/widget-rules'
import { useNow } from '@/features/theaters/lib/use-now'
import { useLotto } from '../api/get-lotto'
import { longDay, manilaClock } from '../lib/format'
import { FreshnessNote, Tile, TileSkeleton, type TileVariant } from './tile'

const TILE_CLASS = 'bg-gradient-to-br from-fuchsia-800 to-purple-950'

/**
 * Lotto tile (spec doc 2 §2, §9): the latest PCSO draw of the preferred game (6/58, then 6/55, then
 * 6/49, then the first result); the full tile lists the other games' latest draws too.
 */
export function LottoTile({ variant }: { variant: TileVariant }) {
  const lotto = useLotto()
  const now = useNow()
  const clock = <time dateTime={now.toISOString()}>{manilaClock(now)}</time>
  if (lotto.isPending) return <TileSkeleton label="Loading lotto results" />
  const featured = lotto.data ? featuredLottoResult(lotto.data.results) : undefined
  if (!lotto.data || !featured) {
    return (
      <Tile id="lotto-tile" title="Lotto Results" subtitle="PCSO" aside={clock} className={TILE_CLASS}>
        <p className="text-base font-medium">{WIDGET_MESSAGES.lottoUnavailable}</p>
      </Tile>
    )
  }
  const others = lotto.data.results.filter((result) => result !== featured)
  return (
    <Tile
      id="lotto-tile"
      title="Lotto Results"
      subtitle="PCSO"
      aside={clock}
      className={TILE_CLASS}
      footer={<FreshnessNote source={lotto.data.source} stale={lotto.data.stale} fetchedAt={lotto.data.fetched_at} clock={manilaClock} />}
    >
      <FeaturedDraw result={featured} />
      {variant === 'full' && others.length > 0 ? (
        <div className="mt-4">
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-white/90">Other games</h3>
          <ul className="divide-y divide-white/15 text-sm">
            {others.map((result) => (
              <li key={result.name} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
                <span className="font-medium">{result.name}</span>
                <span className="font-mono tracking-wide">{result.combination}</span>
                <span className="w-full text-xs text-white/85">
                  <time dateTime={result.draw_date}>{longDay(result.draw_date)}</time> · Jackpot ₱{result.jockpot_prize}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Tile>
  )
}

function FeaturedDraw({ result }: { result: LottoResult }) {
  const numbers = result.combination.split('-')
  return (
    <div data-testid="lotto-featured">
      <p className="font-semibold">{result.name}</p>
      <p className="text-xs text-white/90">
        Draw of <time dateTime={result.draw_date}>{longDay(result.draw_date)}</time>
      </p>
      <p className="sr-only">Winning numbers: {numbers.join(', ')}</p>
      <ol aria-hidden="true" className="mt-3 flex flex-wrap gap-2">
        {numbers.map((number, index) => (
          <li
            key={index}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-base font-bold text-purple-950 shadow"
          >
            {number}
          </li>
        ))}
      </ol>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1">
          <Trophy className="h-4 w-4" aria-hidden="true" />
          Jackpot ₱{result.jockpot_prize}
        </span>
        <span className="inline-flex items-center gap-1">
          <Users className="h-4 w-4" aria-hidden="true" />
          {result.winners} {result.winners === 1 ? 'winner' : 'winners'}
        </span>
      </p>
    </div>
  )
}
