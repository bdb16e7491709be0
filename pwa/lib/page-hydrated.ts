/**
 * Resolves once the app has taken the page over and the browser is idle: routes/__root.tsx marks `<html
 * data-hydrated>` after the layout and the page's own content have hydrated (decision 040). At once when it is set
 * already (the app shell sets it too, after its first render). `limitMs` resolves it anyway after that long.
 */
export function pageHydrated(limitMs?: number): Promise<void> {
  const root = document.documentElement
  return new Promise((resolve) => {
    if (root.hasAttribute('data-hydrated')) return resolve()
    const observer = new MutationObserver(() => {
      if (root.hasAttribute('data-hydrated')) done()
    })
    const timer = limitMs === undefined ? undefined : window.setTimeout(done, limitMs)
    function done() {
      observer.disconnect()
      window.clearTimeout(timer)
      resolve()
    }
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
  })
}
