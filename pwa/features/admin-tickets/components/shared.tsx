import { ApiError } from '@/lib/api-client'

/** The error box of a view whose data did not load. */
export function LoadError({ what, error, retry }: { what: string; error: Error; retry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">Couldn’t load {what}.</p>
      <p className="mt-1 text-sm">{error.message}</p>
      <button type="button" className="mt-3 min-h-11 rounded-md border border-red-300 bg-white px-3 text-sm font-medium" onClick={retry}>
        Try again
      </button>
    </div>
  )
}

/** The server's own message of a failed write, or a general one. */
export function writeErrorMessage(error: unknown): string {
  return error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Please try again.'
}

export const inputClass = 'min-h-11 w-full rounded-md border border-slate-300 px-3 font-normal text-slate-900'
export const labelClass = 'flex flex-col gap-1 text-sm font-medium text-slate-800'
