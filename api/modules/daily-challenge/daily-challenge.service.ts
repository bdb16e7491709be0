import {
  CHALLENGE_TYPES,
  DAILY_CHALLENGE_MAX_AGE_SECONDS,
  DAILY_CHALLENGE_MESSAGES as M,
  type ChallengeType,
  type DailyChallenge,
  type DailyChallengeComplete,
  type DailyChallengeCompleteResponse,
  type DailyChallengeResponse,
} from '../../contracts/daily-challenge.ts'
import { MANILA_UTC_OFFSET } from '../../contracts/events-rules.ts'
import { POINTS } from '../../contracts/points-rules.ts'
import type { PublicUser } from '../../contracts/user.ts'
import { Conflict, NotFound, Unauthorized } from '../../errors.ts'
import { inTransaction, isUniqueViolation } from '../../db.ts'
import type { AppDeps } from '../../types.ts'
import { upcomingEventsWhere } from '../events/events.service.ts'
import { manilaToday } from '../movies/manila-dates.ts'
import { awardPoints, hasAward, standingOf } from '../points/points.service.ts'
import { dailyChallengeRepository } from './daily-challenge.repository.ts'
import { presentEventChallenge, presentMovieChallenge, presentPlaceChallenge } from './daily-challenge.presenter.ts'

const DAY_MS = 86_400_000

/** FNV-1a (32 bit): a small, stable hash; the same text gives the same number on every machine and run. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}

/**
 * The day's pick from a pool by rendezvous hashing: the id whose hash with the day is lowest. The same day
 * and pool always give the same id, another day mixes afresh, and content added during the day changes the
 * pick only if the new row itself wins (a plain index modulo the pool size would move for everyone).
 */
export function pickForDay(day: string, type: ChallengeType, ids: readonly number[]): number | undefined {
  let best: { id: number; hash: number } | undefined
  for (const id of ids) {
    const hash = stableHash(`${day}:${type}:${id}`)
    if (!best || hash < best.hash || (hash === best.hash && id < best.id)) best = { id, hash }
  }
  return best?.id
}

/** Days since 1970-01-01 of a Manila date: the kinds of challenge take turns day by day. */
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS)
const startOfDay = (day: string) => new Date(`${day}T00:00:00${MANILA_UTC_OFFSET}`)

/**
 * The daily challenge (decision 024): one for everyone per Manila day (from the injected clock), chosen
 * deterministically from Gala's own content, and marked done once a day for points.
 */
export function dailyChallengeService(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const { db, clock } = deps
  // The events that have not ended by a day's start: the events module's upcoming filter at that instant.
  const rows = dailyChallengeRepository(db, (start) => upcomingEventsWhere({ now: () => start }))

  /** The challenge of `day`: the kinds with something to offer take turns (place, event, movie), then rendezvous within the kind. */
  async function challengeOf(day: string): Promise<DailyChallenge | null> {
    const start = startOfDay(day)
    const pools = await Promise.all(
      CHALLENGE_TYPES.map(async (type) => ({
        type,
        ids: await rows.candidateIds(type, start),
      })),
    )
    const offered = pools.filter((pool) => pool.ids.length > 0)
    if (offered.length === 0) return null
    const { type, ids } = offered[dayNumber(day) % offered.length]!
    const id = pickForDay(day, type, ids)!
    if (type === 'place') {
      const place = await rows.place(id)
      return place && presentPlaceChallenge(day, place)
    }
    if (type === 'event') {
      const event = await rows.event(id, start)
      return event && presentEventChallenge(day, event)
    }
    const movie = await rows.movie(id)
    return movie && presentMovieChallenge(day, movie)
  }

  const completedBy = (userId: number, day: string) => hasAward(db, userId, 'daily-challenge', day)

  return {
    /** Seconds the answer may be kept: an hour (doc 3 §9), never past the Manila midnight that replaces it. */
    maxAgeSeconds(): number {
      const now = clock.now().getTime()
      const next = startOfDay(manilaToday(clock)).getTime() + DAY_MS
      return Math.max(1, Math.min(DAILY_CHALLENGE_MAX_AGE_SECONDS, Math.ceil((next - now) / 1000)))
    },

    /** GET /api/daily-challenge: today's challenge, and whether the signed-in caller has done it. */
    async today(user: PublicUser | null): Promise<DailyChallengeResponse> {
      const day = manilaToday(clock)
      const [challenge, completed] = await Promise.all([challengeOf(day), user ? completedBy(user.id, day) : null])
      return {
        success: true,
        day,
        challenge,
        completed,
        points: POINTS['daily-challenge'],
      }
    },

    /**
     * POST /api/daily-challenge/complete: marks today's challenge done and gives its points once (the
     * ledger key is the Manila date). A repeat answers the same with nothing awarded; a card left open
     * past midnight (its `day` is not today) is a 409, so the page shows the new challenge instead.
     */
    async complete(user: PublicUser, body: DailyChallengeComplete): Promise<DailyChallengeCompleteResponse> {
      const day = manilaToday(clock)
      if (body?.day !== undefined && body.day !== day) throw Conflict(M.ended, 'CHALLENGE_ENDED')
      if (!(await challengeOf(day))) throw NotFound(M.none, 'NO_CHALLENGE')
      const now = clock.now()
      let result
      try {
        result = await inTransaction(db, (tx) =>
          awardPoints(tx, {
            userId: user.id,
            reason: 'daily-challenge',
            subjectKey: day,
            today: day,
            now,
          }),
        )
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        result = null
      }
      if (!result) {
        // The user is gone, or a parallel request the row lock did not order won: read what is stored.
        const row = await standingOf(db, user.id)
        if (!row) throw Unauthorized(M.loginRequired)
        result = { awarded: 0, standing: row }
      }
      return {
        success: true,
        day,
        completed: true,
        alreadyCompleted: result.awarded === 0,
        pointsAwarded: result.awarded,
        ...result.standing,
      }
    },
  }
}
