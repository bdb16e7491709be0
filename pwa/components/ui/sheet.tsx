import type { ComponentProps, ReactNode } from 'react'
import { Dialog } from 'radix-ui'
import { X } from 'lucide-react'
import { cn } from '@/lib/cn'

/**
 * A side menu (spec doc 1 §2: 340 px wide, never wider than the screen) on radix Dialog, which brings
 * the focus trap, Escape to close, the overlay click to close and focus back on the trigger.
 */
export const Sheet = Dialog.Root
export const SheetTrigger = Dialog.Trigger
export const SheetClose = Dialog.Close

export function SheetContent({
  side = 'left',
  title,
  children,
  className,
  ...props
}: ComponentProps<typeof Dialog.Content> & { side?: 'left' | 'right'; title: ReactNode }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay data-testid="sheet-overlay" className="gala-overlay fixed inset-0 z-[60] bg-slate-950/60" />
      <Dialog.Content
        aria-describedby={undefined}
        data-side={side}
        className={cn(
          'gala-sheet fixed inset-y-0 z-[70] flex w-[340px] max-w-[100vw] flex-col bg-white text-slate-900 shadow-2xl outline-none',
          side === 'left' ? 'left-0' : 'right-0',
          className,
        )}
        {...props}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Close data-dialog-close="" className="rounded-md p-2 text-slate-700 hover:bg-slate-100" aria-label="Close menu">
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
      </Dialog.Content>
    </Dialog.Portal>
  )
}

/** A centred modal dialog on the same primitive, for confirmations and small forms. */
export const DialogRoot = Dialog.Root
export const DialogTrigger = Dialog.Trigger
export const DialogClose = Dialog.Close

export function DialogContent({
  title,
  description,
  children,
  className,
  ...props
}: ComponentProps<typeof Dialog.Content> & { title: ReactNode; description?: ReactNode }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="gala-overlay fixed inset-0 z-[60] bg-slate-950/60" />
      <Dialog.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed left-1/2 top-1/2 z-[70] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 text-slate-900 shadow-2xl outline-none',
          className,
        )}
        {...props}
      >
        <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
        {description ? <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description> : null}
        <div className="mt-4">{children}</div>
        <Dialog.Close data-dialog-close="" className="absolute right-3 top-3 rounded-md p-2 text-slate-700 hover:bg-slate-100" aria-label="Close">
          <X className="h-5 w-5" aria-hidden="true" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  )
}
