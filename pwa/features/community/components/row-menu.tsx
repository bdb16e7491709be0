import { useEffect, useId, useRef, useState } from 'react'
import { MoreVertical } from 'lucide-react'

/**
 * A three-dot menu with one action (the activity tab's Delete). A disclosure rather than a menu widget:
 * the button opens a list with the action, focused; Escape or a click elsewhere closes it and focus
 * returns to the button. (Radix's DropdownMenu pulled its positioning code into the first download.)
 */
export function RowMenu({ label, actionLabel, onAction }: { label: string; actionLabel: string; onAction: () => void }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const action = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    action.current?.focus()
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      trigger.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={root} className="relative shrink-0">
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
      >
        <MoreVertical className="h-5 w-5" aria-hidden="true" />
      </button>
      {open ? (
        <div id={`${id}-menu`} className="absolute right-0 top-full z-20 min-w-36 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          <button
            ref={action}
            type="button"
            onClick={() => {
              setOpen(false)
              onAction()
            }}
            className="flex min-h-11 w-full items-center rounded px-3 text-left text-sm text-red-800 hover:bg-red-50"
          >
            {actionLabel}
          </button>
        </div>
      ) : null}
    </div>
  )
}
