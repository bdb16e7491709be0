import { CheckCircle2, MapPin } from 'lucide-react'
import { DAILY_CHALLENGE_MESSAGES as M } from '@contracts/daily-challenge-rules'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/features/community/lib/errors'
import { useCompleteDailyChallenge } from '../api/complete-daily-challenge'
import { useDailyChallenge } from '../api/get-daily-challenge'
import { Card } from './profile-cards'

/**
 * The own profile's daily challenge card (doc 3 §2, §3 Daily challenge; decision 024): today's challenge
 * for everyone, and 'Mark as done' once a day for its points.
 */
export function DailyChallengeCard({ username }: { username: string }) {
  const query = useDailyChallenge()
  const complete = useCompleteDailyChallenge(username)
  const data = query.data
  const challenge = data?.challenge
  const done = data?.completed === true

  function markDone() {
    if (!data) return
    complete.mutate(data.day, {
      onSuccess: (result) => toast({ title: result.alreadyCompleted ? M.done : M.completed(result.pointsAwarded), description: `You have ${result.points} points.` }),
      onError: (error) => toast({ title: M.failed, description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
    })
  }

  return (
    <Card title={M.heading}>
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading today’s challenge…
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-900">
          {M.loadFailed}
        </p>
      ) : !challenge ? (
        <p className="text-sm text-slate-700">{M.none}</p>
      ) : (
        <div className="space-y-3" data-testid="daily-challenge">
          <p className="flex items-start gap-2">
            <span className="text-2xl leading-none" aria-hidden="true">
              {challenge.icon}
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{challenge.title}</span>
              <span className="block text-sm text-slate-700">{challenge.text}</span>
            </span>
          </p>
          <p className="text-sm">
            <a href={challenge.venue.url} className="font-semibold text-blue-700 hover:underline">
              {challenge.venue.name}
            </a>
            {challenge.venue.location ? (
              <span className="mt-0.5 flex items-center gap-1 text-slate-600">
                <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                {challenge.venue.location}
              </span>
            ) : null}
          </p>
          {done ? (
            <p role="status" className="flex items-center gap-2 text-sm font-semibold text-green-800">
              <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
              {M.done}
            </p>
          ) : (
            <Button type="button" className="w-full" onClick={markDone} disabled={complete.isPending}>
              {M.markDone} (+{data.points} points)
            </Button>
          )}
        </div>
      )}
    </Card>
  )
}
