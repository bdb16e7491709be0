/**
 * Ad targeting key/values (spec doc 1 §2 and §9, doc 3 §9), pure functions of what the page knows.
 */
import { AD_PAGE_CONTEXTS, AD_THRESHOLDS, type AdPageContext } from '@contracts/ads-rules'

export type Engagement = 'low' | 'medium' | 'high'
export type ScrollDepth = 'shallow' | 'medium' | 'deep'

/** Page-context tag by path prefix: /movies/, /food-drink/, /events/, /places/, /tv/, /profile/, and home; null elsewhere. */
export function pageContext(path: string): AdPageContext | null {
  const clean = path.split(/[?#]/)[0] ?? '/'
  if (clean === '/' || clean === '') return 'home'
  return AD_PAGE_CONTEXTS.find((prefix) => clean === `/${prefix}` || clean.startsWith(`/${prefix}/`)) ?? null
}

/** First path segment, or home. */
export function pageSection(path: string): string {
  const first = (path.split(/[?#]/)[0] ?? '').split('/').find(Boolean)
  return first ? first.toLowerCase() : 'home'
}

/** Engagement time: low, medium above 30 s, high above 120 s. */
export function engagementLevel(seconds: number): Engagement {
  if (seconds > 120) return 'high'
  if (seconds > 30) return 'medium'
  return 'low'
}

/** Scroll depth: shallow, medium above 25 %, deep above 75 %. */
export function scrollDepthLevel(percent: number): ScrollDepth {
  if (percent > 75) return 'deep'
  if (percent > 25) return 'medium'
  return 'shallow'
}

/** Morning before 12, afternoon before 18, else evening (the hour in Manila). */
export function timeOfDay(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning'
  if (hour < 18) return 'afternoon'
  return 'evening'
}

export const deviceType = (viewportWidth: number): 'mobile' | 'desktop' => (viewportWidth < AD_THRESHOLDS.stickyMaxViewportPx ? 'mobile' : 'desktop')

/** How far down the page the reader has been, 0 to 100. */
export function scrollPercent(scrollY: number, viewportHeight: number, pageHeight: number): number {
  const scrollable = pageHeight - viewportHeight
  if (scrollable <= 0) return 100
  return Math.min(100, Math.max(0, (scrollY / scrollable) * 100))
}

export interface TargetingInput {
  path: string
  viewportWidth: number
  manilaHour: number
  engagedSeconds: number
  scrollPercent: number
}

/** Every key/value a slot is requested with. */
export function adTargeting(input: TargetingInput): Record<string, string> {
  const context = pageContext(input.path)
  return {
    device_type: deviceType(input.viewportWidth),
    time_of_day: timeOfDay(input.manilaHour),
    page_section: pageSection(input.path),
    ...(context ? { page_context: context } : {}),
    engagement: engagementLevel(input.engagedSeconds),
    scroll_depth: scrollDepthLevel(input.scrollPercent),
  }
}
