/**
 * A ref for an <img> with an onError fallback. On a server-rendered page the browser loads images before React
 * takes the page over (decision 040), so an image that failed by then never reaches its onError: this asks the
 * image itself once React attaches, and calls `onError` if it is already broken.
 */
export function brokenBeforeHydration(onError: () => void) {
  return (img: HTMLImageElement | null) => {
    if (img?.complete && img.getAttribute('src')) img.decode().catch(onError)
  }
}
