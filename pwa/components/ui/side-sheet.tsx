import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { afterInteractive } from '@/lib/after-interactive'

// The dialog primitive (focus trap, scroll lock, portal) is not needed to draw the header: it loads once the page
// is idle, or when a menu is opened before that (decision 040, the 150 KB first download).
let primitive: Promise<typeof import('./sheet')> | undefined
const loadPrimitive = () =>
  (primitive ??= import('./sheet').catch((error: unknown) => {
    primitive = undefined // offline before the chunk was cached: the next open tries again
    throw error
  }))

const Panel = lazy(() =>
  loadPrimitive().then(({ Sheet, SheetContent }) => ({
    default: function Panel({ open, onOpenChange, side, title, children, triggerRef, ...rest }: Omit<SideSheetProps, 'trigger'> & { triggerRef: RefObject<HTMLButtonElement | null> }) {
      return (
        <Sheet open={open} onOpenChange={onOpenChange}>
          <SheetContent
            side={side}
            title={title}
            data-testid={rest['data-testid']}
            // Closed, the focus goes back to the button that opened the sheet (Radix does it for its own trigger).
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              triggerRef.current?.focus()
            }}
          >
            {children}
          </SheetContent>
        </Sheet>
      )
    },
  })),
)

export interface SideSheetProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  side: 'left' | 'right'
  title: string
  /** The button that opens the sheet: a real button, drawn on the server too. */
  trigger: (props: { 'aria-haspopup': 'dialog'; 'aria-expanded': boolean; onClick: () => void; type: 'button'; ref: RefObject<HTMLButtonElement | null> }) => ReactNode
  'data-testid'?: string
  children: ReactNode
}

/**
 * A side menu (components/ui/sheet.tsx) whose trigger is drawn at once and whose dialog code loads after the first
 * render. Radix gives the focus back to the element focused before the sheet opened: the trigger.
 */
export function SideSheet({ open, onOpenChange, trigger, ...content }: SideSheetProps) {
  // Once opened, the panel stays mounted, so that it can close with its animation.
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [wanted, setWanted] = useState(open)
  if (open && !wanted) setWanted(true)
  useEffect(() => afterInteractive(() => void loadPrimitive().catch(() => undefined)), [])
  return (
    <>
      {trigger({ type: 'button', 'aria-haspopup': 'dialog', 'aria-expanded': open, onClick: () => onOpenChange(true), ref: triggerRef })}
      {wanted || open ? (
        <Suspense fallback={null}>
          <Panel open={open} onOpenChange={onOpenChange} triggerRef={triggerRef} {...content} />
        </Suspense>
      ) : null}
    </>
  )
}
