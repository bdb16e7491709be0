import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Star } from 'lucide-react'
import { POST_LIMITS, POST_MESSAGES } from '@contracts/posts-rules'
import { Button } from '@/components/ui/button'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/cn'
import type { Post } from '../types'

export interface ReviewDraft {
  rating: number
  title: string
  content: string
  pros: string
  cons: string
  recommended: boolean
  spoiler: boolean
}

/** The §5 messages of a draft, by field (empty when the draft may be sent). */
export function reviewDraftErrors(draft: ReviewDraft): Partial<Record<keyof ReviewDraft, string>> {
  const errors: Partial<Record<keyof ReviewDraft, string>> = {}
  if (!draft.rating) errors.rating = POST_MESSAGES.ratingRequired
  else if (draft.rating < POST_LIMITS.ratingMin || draft.rating > POST_LIMITS.ratingMax) errors.rating = POST_MESSAGES.ratingRange
  if (draft.content.trim() === '') errors.content = POST_MESSAGES.reviewEmpty
  else if (draft.content.length > POST_LIMITS.reviewContent) errors.content = POST_MESSAGES.reviewTooLong
  if (draft.title.length > POST_LIMITS.reviewTitle) errors.title = POST_MESSAGES.titleTooLong
  if (draft.pros.length > POST_LIMITS.pros) errors.pros = POST_MESSAGES.prosTooLong
  if (draft.cons.length > POST_LIMITS.cons) errors.cons = POST_MESSAGES.consTooLong
  return errors
}

export function draftOf(review: Post | null): ReviewDraft {
  return {
    rating: review?.rating ?? 0,
    title: review?.title ?? '',
    content: review?.content ?? '',
    pros: review?.pros ?? '',
    cons: review?.cons ?? '',
    recommended: review?.recommended ?? true,
    spoiler: review?.containsSpoilers ?? false,
  }
}

/**
 * The review form (doc 3 reviews block, §5): create or edit mode, rating, title, review, pros, cons,
 * recommended, and for movies a 'Contains spoilers' switch. Sending disables it ('Posting...').
 */
export function ReviewForm({
  review,
  allowSpoilers,
  onSubmit,
  onCancel,
}: {
  review: Post | null
  allowSpoilers: boolean
  onSubmit: (draft: ReviewDraft) => Promise<void>
  onCancel: () => void
}) {
  const id = useId()
  const [draft, setDraft] = useState<ReviewDraft>(() => draftOf(review))
  const [errors, setErrors] = useState<Partial<Record<keyof ReviewDraft, string>>>({})
  const [posting, setPosting] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  // Opening the form (to write, or in place of the card to edit) moves focus to its first control.
  useEffect(() => form.current?.querySelector<HTMLElement>('[role="radio"][tabindex="0"]')?.focus(), [])
  const set = <K extends keyof ReviewDraft>(key: K, value: ReviewDraft[K]) => setDraft((current) => ({ ...current, [key]: value }))

  /** Arrow keys choose the next or previous star (the radio group pattern). */
  function moveRating(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowUp' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowDown' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const next = Math.min(POST_LIMITS.ratingMax, Math.max(POST_LIMITS.ratingMin, (draft.rating || 0) + step))
    set('rating', next)
    event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')[next - 1]?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = reviewDraftErrors(draft)
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
      return
    }
    setPosting(true)
    try {
      await onSubmit(draft)
    } finally {
      setPosting(false)
    }
  }

  const field = (name: 'title' | 'content' | 'pros' | 'cons', label: string, max: number, multiline: boolean, hint?: string) => {
    const inputId = `${id}-${name}`
    const errorId = `${inputId}-error`
    const common = {
      id: inputId,
      'data-field': name,
      value: draft[name],
      maxLength: max,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? errorId : undefined,
      className: 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30',
    }
    return (
      <div>
        <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
          {label}
          {hint ? <span className="font-normal text-slate-600"> {hint}</span> : null}
        </label>
        {multiline ? (
          <textarea {...common} rows={name === 'content' ? 5 : 2} onChange={(event) => set(name, event.target.value)} />
        ) : (
          <input {...common} type="text" onChange={(event) => set(name, event.target.value)} />
        )}
        {errors[name] ? (
          <p id={errorId} className="mt-1 text-sm text-red-800">
            {errors[name]}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-label={review ? 'Edit your review' : 'Write a review'} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <fieldset disabled={posting} className="space-y-4">
        <div>
          <p id={`${id}-rating`} className="text-sm font-medium text-slate-900">
            Rating
          </p>
          <div
            className="mt-1 flex gap-1"
            role="radiogroup"
            aria-labelledby={`${id}-rating`}
            aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
            data-field="rating"
            tabIndex={-1}
            onKeyDown={moveRating}
          >
            {[1, 2, 3, 4, 5].map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={draft.rating === value}
                aria-label={`${value} star${value === 1 ? '' : 's'}`}
                // One tab stop for the group (the chosen star, else the first); arrows move between stars.
                tabIndex={value === (draft.rating || 1) ? 0 : -1}
                onClick={() => set('rating', value)}
                className="rounded-md p-1.5 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-blue-700"
              >
                <Star className={cn('h-7 w-7', value <= draft.rating ? 'fill-amber-400 text-amber-500' : 'text-slate-300')} aria-hidden="true" />
              </button>
            ))}
          </div>
          {errors.rating ? (
            <p id={`${id}-rating-error`} className="mt-1 text-sm text-red-800">
              {errors.rating}
            </p>
          ) : null}
        </div>
        {field('title', 'Title', POST_LIMITS.reviewTitle, false, '(optional)')}
        {field('content', 'Review', POST_LIMITS.reviewContent, true)}
        {field('pros', 'Pros', POST_LIMITS.pros, true, '(optional)')}
        {field('cons', 'Cons', POST_LIMITS.cons, true, '(optional)')}
        <label className="flex items-center gap-2 text-sm text-slate-900">
          <input type="checkbox" checked={draft.recommended} onChange={(event) => set('recommended', event.target.checked)} className="h-5 w-5" />
          I recommend this
        </label>
        {allowSpoilers ? (
          <div className="flex items-center gap-3">
            <Switch id={`${id}-spoiler`} checked={draft.spoiler} onCheckedChange={(checked) => set('spoiler', checked)} />
            <label htmlFor={`${id}-spoiler`} className="text-sm text-slate-900">
              {POST_MESSAGES.spoilerLabel}
            </label>
          </div>
        ) : null}
        <div className="flex gap-2">
          <Button type="submit">{posting ? POST_MESSAGES.posting : review ? 'Update Review' : 'Post Review'}</Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </fieldset>
    </form>
  )
}
