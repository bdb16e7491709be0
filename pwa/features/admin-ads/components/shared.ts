export { failure, issuesOf } from '@/lib/server-issues'

export const FIELD = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700'
export const LABEL = 'block text-sm font-semibold text-slate-900'

