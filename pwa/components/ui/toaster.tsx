import { lazy, Suspense, useEffect, useState } from 'react'
import { afterInteractive } from '@/lib/after-interactive'
import { useToast } from './use-toast'

// The radix toast primitives are not part of the first download: the list loads once the page is idle,
// or at once when a toast is raised before that (the store keeps it until the list shows it).
const ToastList = lazy(() => import('./toast-list').then((module) => ({ default: module.ToastList })))

/** Renders the toast store; mounted once in the root layout. */
export function Toaster() {
  const { toasts } = useToast()
  const [wanted, setWanted] = useState(false)
  const raised = toasts.length > 0
  useEffect(() => (wanted ? undefined : afterInteractive(() => setWanted(true))), [wanted])
  // The list's code is fetched right after the first render, so a toast raised after the signal drops (an action
  // kept for later) still shows; mounting it waits for the idle moment as before.
  useEffect(() => {
    void import('./toast-list').catch(() => undefined)
  }, [])
  if (!wanted && !raised) return null
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  )
}
