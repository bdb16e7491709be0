import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react'
import { isProfileComplete } from '@contracts/profile-completion'
import { useCurrentUser } from '@/features/auth/api/get-current-user'

const CompleteProfileDialog = lazy(() => import('./complete-profile-dialog').then((module) => ({ default: module.CompleteProfileDialog })))

/**
 * The one profile-completion gate of the like, reply and review buttons (doc 3 §5): `gate(action)` runs the
 * action at once for a complete profile; for a person without a display name it opens the dialog first and
 * runs the action once the name is saved (closing the dialog drops it). Render `dialog` beside the button.
 * Visitors are the buttons' own business (each has its sign-in wording); an unknown user (the check failed
 * offline) goes ahead and the server decides (403 'Please enter a display name to continue.').
 */
export function useProfileGate(): { gate: (action: () => void) => void; dialog: ReactNode } {
  const { data: user } = useCurrentUser()
  const [waiting, setWaiting] = useState<{ action: () => void } | null>(null)

  const gate = useCallback(
    (action: () => void) => {
      if (user && !isProfileComplete(user)) setWaiting({ action })
      else action()
    },
    [user],
  )

  const dialog = waiting ? (
    <Suspense fallback={null}>
      <CompleteProfileDialog
        onCancel={() => setWaiting(null)}
        onDone={() => {
          setWaiting(null)
          waiting.action()
        }}
      />
    </Suspense>
  ) : null

  return { gate, dialog }
}
