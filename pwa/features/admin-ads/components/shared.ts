import { ApiError } from '@/lib/api-client'

export const FIELD = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700'
export const LABEL = 'block text-sm font-semibold text-slate-900'

export function failure(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback
}

/** The server's field issues, first message per field. */
export function issuesOf(error: unknown): Record<string, string> {
  const body = error instanceof ApiError && error.body && typeof error.body === 'object' ? (error.body as { issues?: { field: string; message: string }[] }) : undefined
  const out: Record<string, string> = {}
  for (const issue of body?.issues ?? []) out[issue.field] ??= issue.message
  return out
}
