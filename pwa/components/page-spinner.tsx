/** Shown while a lazy page or its data loads. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 py-16 text-slate-600">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-blue-700 motion-reduce:animate-none"
      />
      <span className="text-sm">{label}</span>
    </div>
  )
}
