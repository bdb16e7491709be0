/**
 * Resolves in a new task of the browser's event loop, so that the work after it is not part of the current one: the
 * browser can paint and answer a tap in between (decision 040, "Blocking time"). `scheduler.yield()` where the
 * browser has it (it keeps the page's turn ahead of other tasks), else a message to itself, which, unlike a timer,
 * is not clamped or throttled.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
