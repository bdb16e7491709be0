import { Component, Suspense, type ReactNode } from 'react'

/**
 * A part of the layout that loads after the first render and that the page can do without (the install offer, the
 * consent banner, the sticky ad…): while its code loads it shows nothing, and if the code cannot be fetched (the
 * signal dropped before it was cached) it stays away instead of taking the page down with it. Each part has its
 * own boundary, so one that is slow or missing never holds up another (the offline queue's replays above all).
 */
export function OptionalPart({ children }: { children: ReactNode }) {
  return (
    <Quiet>
      <Suspense fallback={null}>{children}</Suspense>
    </Quiet>
  )
}

class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
