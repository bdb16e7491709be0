/**
 * Runs `callback` once the page has loaded and the browser is idle (2 s at most after `load`): the
 * moment to fetch code the first render does not need. Returns a function that cancels the call.
 * Browser only: call it from an effect or an event, never during render.
 */
export function afterInteractive(callback: () => void, timeout = 2_000): () => void {
  let cancelled = false
  const run = () => {
    if (!cancelled) callback()
  }
  const idle = () => {
    if (cancelled) return
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout })
    else setTimeout(run, 1)
  }
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', idle)
  }
}
