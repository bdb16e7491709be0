/**
 * Global error filter (spec doc 1 §8): failures that are expected on a phone on a flaky network —
 * network and fetch errors, time-outs, aborts, blocked ad and analytics scripts, chunks that fail to
 * load after a deploy, ResizeObserver loop notices — are silenced and logged as console warnings.
 * Other unhandled promise rejections are silenced too (the spec says so), but logged with
 * console.error so real bugs stay visible in the console. Other window errors are left alone.
 */

/** What an expected, harmless failure mentions. Matched case-insensitively against the message. */
const EXPECTED_FAILURE =
  /network|fetch|time-?out|timed out|abort|googletag|adsbygoogle|doubleclick|pagead|\bads\b|gtag|analytics|loading chunk|loading css chunk|dynamically imported module|importing a module script failed|resizeobserver loop/i

/** Whether a rejection reason or error message is one of the expected failures. */
export function isExpectedFailure(reasonOrMessage: unknown): boolean {
  return EXPECTED_FAILURE.test(describe(reasonOrMessage))
}

/** A searchable text for whatever was thrown: name and message of errors, the string itself, else JSON. */
function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`
  if (typeof value === 'string') return value
  if (value !== null && typeof value === 'object') {
    const { name, message } = value as { name?: unknown; message?: unknown }
    if (typeof message === 'string') return typeof name === 'string' ? `${name}: ${message}` : message
  }
  try {
    return String(value)
  } catch {
    return ''
  }
}

type RejectionLike = Event & { reason?: unknown }
type ErrorLike = Event & { message?: unknown; error?: unknown }

/**
 * Installs the filter on `target` (default: `window`) and returns a function that removes it.
 * Does nothing (and returns a no-op) where there is no window, e.g. during tests in Node.
 */
export function installErrorFilters(target?: Window): () => void {
  const host: EventTarget | undefined = target ?? (typeof window === 'undefined' ? undefined : window)
  if (!host) return () => {}

  const onRejection = (event: Event) => {
    const { reason } = event as RejectionLike
    event.preventDefault()
    if (isExpectedFailure(reason)) console.warn('[gala] Ignored unhandled rejection:', describe(reason))
    else console.error('[gala] Unhandled rejection:', reason)
  }

  const onError = (event: Event) => {
    const { message, error } = event as ErrorLike
    if (!isExpectedFailure(message) && !isExpectedFailure(error)) return
    event.preventDefault()
    console.warn('[gala] Ignored error:', describe(error ?? message))
  }

  host.addEventListener('unhandledrejection', onRejection)
  host.addEventListener('error', onError)
  return () => {
    host.removeEventListener('unhandledrejection', onRejection)
    host.removeEventListener('error', onError)
  }
}
