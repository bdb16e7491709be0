import type { ComponentProps, ReactElement } from 'react'
import { Toast as ToastPrimitive } from 'radix-ui'
import { X } from 'lucide-react'
import { cn } from '@/lib/cn'

/** Radix Toast styled for Gala. Spec doc 1 §9: swipe right 50 px to dismiss, F8 focuses the viewport. */
export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={5000} {...props} />
}

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={['F8']}
      className={cn(
        'fixed bottom-0 right-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[420px]',
        className,
      )}
      {...props}
    />
  )
}

type Variant = 'default' | 'destructive'

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & { variant?: Variant }

/**
 * Escape with a dialog open closes the dialog, not the toast: Radix gives Escape to the layer mounted last, and a
 * toast raised by a dialog's own action (Login Required opening the sign-in menu) mounts after it. The toast then
 * stays for its time, and the dialog closes through its own Close button, as a click would.
 */
function escapeToOpenDialog(event: KeyboardEvent): void {
  // Escape inside a toast (reached with F8) is the toast's own.
  if (event.target instanceof Element && event.target.closest('.gala-toast')) return
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"]')
  const close = dialogs[dialogs.length - 1]?.querySelector<HTMLButtonElement>('[data-dialog-close]')
  if (!close) return
  event.preventDefault()
  close.click()
}

export function Toast({ className, variant = 'default', onEscapeKeyDown, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      onEscapeKeyDown={(event) => {
        onEscapeKeyDown?.(event)
        if (!event.defaultPrevented) escapeToOpenDialog(event)
      }}
      data-variant={variant}
      className={cn(
        'gala-toast pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-9 shadow-lg',
        variant === 'destructive' ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900',
        className,
      )}
      {...props}
    />
  )
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn('inline-flex h-8 shrink-0 items-center rounded-md border px-3 text-sm font-medium', className)}
      {...props}
    />
  )
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className={cn('absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100', className)}
      {...props}
    >
      <X className="h-4 w-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  )
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />
}

export type ToastActionElement = ReactElement<typeof ToastAction>
