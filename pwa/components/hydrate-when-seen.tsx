import { memo, Suspense, use, useId, type ComponentType, type ReactNode } from 'react'

/**
 * A part of a server-rendered page that the browser takes over when it comes near the screen or is touched, not
 * with the rest of the page (decision 040, "Stop 31"). Until then it is the server's HTML, as readable and its links
 * as usable as any other, but React has not run its components: a phone that opens the home page does not spend its
 * first seconds bringing to life a dozen sections the person may never scroll to.
 *
 * How: the part sits in a Suspense boundary of its own, which React hydrates apart from the page. While the part is
 * far from the screen its gate suspends, and React keeps the server's HTML in place (it never shows a fallback for a
 * boundary it is hydrating). The gate opens when the part comes within 200 px of the viewport, or when a pointer,
 * a key or the focus reaches it; a tap that lands on it before then is held by React, which hydrates the part at
 * once and then delivers the tap. A part the browser draws itself (a page opened by a link in the app) has no gate.
 *
 * `part` is a component and `props` its props, not children, and the wrapper is memoised on them (compared one by
 * one): a dehydrated boundary that receives new props is thrown away and drawn again from scratch (its server HTML
 * replaced by the fallback until it opens), so nothing above may push a render into it before it opens. Pass
 * values that keep their identity (the query cache's data, which React Query shares structurally, ids, strings).
 */
export const HydrateWhenSeen = memo(function HydrateWhenSeen<P extends object>({ part: Part, props }: { part: ComponentType<P>; props?: P }) {
  const id = useId()
  return (
    // A block of its own, in the part's place among its siblings; `empty:hidden` takes it out when the part draws
    // nothing. `content-visibility: auto` spares the browser the style, layout and paint of the part while it is
    // off screen (most of a long page's first style pass), keeping a place of about its size (the last size it
    // had once drawn, else 30rem). Containment clips what is drawn outside the box: the clip margin leaves room
    // for focus rings at its edges.
    <div data-when-seen={id} className="empty:hidden [content-visibility:auto] [contain-intrinsic-size:auto_30rem] [overflow-clip-margin:0.75rem]">
      <Suspense fallback={null}>
        <Gate id={id}>
          <Part {...(props ?? ({} as P))} />
        </Gate>
      </Suspense>
    </div>
  )
}, sameParts) as <P extends object>(props: { part: ComponentType<P>; props?: P }) => ReactNode

function sameParts(before: { part: unknown; props?: object }, after: { part: unknown; props?: object }): boolean {
  if (before.part !== after.part) return false
  const a = (before.props ?? {}) as Record<string, unknown>
  const b = (after.props ?? {}) as Record<string, unknown>
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]))
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  // Only in the browser, only while React hydrates this part: its server HTML is then already in the page.
  if (typeof document !== 'undefined') {
    const gate = gateFor(id)
    if (gate && !gate.open) use(gate.promise)
  }
  return children
}

interface GateState {
  open: boolean
  promise: Promise<void>
}

const gates = new Map<string, GateState>()
let observer: IntersectionObserver | undefined

function gateFor(id: string): GateState | undefined {
  const existing = gates.get(id)
  if (existing) return existing
  const element = document.querySelector(`[data-when-seen="${CSS.escape(id)}"]`)
  // Not in the page yet: the browser is drawing this part itself, not hydrating it. Or the server drew nothing
  // there (only the boundary's markers): nothing to wait for, and a part hidden by `empty:hidden` is never seen.
  if (!element || !element.firstElementChild) return undefined
  // The keyboard got there before React did (a Tab on a slow phone): the focus will not come again, so open now.
  if (element.contains(document.activeElement)) return undefined
  let resolve!: () => void
  const gate: GateState = { open: false, promise: new Promise<void>((done) => (resolve = done)) }
  const open = () => {
    if (gate.open) return
    gate.open = true
    openers.delete(element)
    // Marked as settled for React's `use`, so a retry that comes in the same task renders at once.
    Object.assign(gate.promise, { status: 'fulfilled', value: undefined })
    observer?.unobserve(element)
    element.removeAttribute('data-waiting')
    resolve()
  }
  gates.set(id, gate)
  // Its placeholders stay still until it opens (styles.css).
  element.setAttribute('data-waiting', '')
  openers.set(element, open)
  listenForTouches()
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) openers.get(entry.target)?.()
    },
    // A little ahead of the viewport, so that a part is usually hydrated by the time it is in view.
    { rootMargin: '200px 0px' },
  )
  observer.observe(element)
  return gate
}

// Weak: the elements of parts never opened go with their page when the person leaves it.
const openers = new WeakMap<Element, () => void>()
let listening = false

/**
 * A pointer, a key or the focus reaching a closed part opens it. Listened for on the document in the capture phase,
 * ahead of React's own listeners on the root: React then finds the part ready to hydrate and delivers the event.
 */
function listenForTouches(): void {
  if (listening) return
  listening = true
  const openAt = (event: Event) => {
    // The part touched, and any part around it (React hydrates the outer one first).
    for (let part = event.target instanceof Element ? event.target.closest('[data-when-seen]') : null; part; part = part.parentElement?.closest('[data-when-seen]') ?? null) {
      openers.get(part)?.()
    }
  }
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'keydown', 'focusin', 'click']) {
    document.addEventListener(type, openAt, { capture: true, passive: true })
  }
}
