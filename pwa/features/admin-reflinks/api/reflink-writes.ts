import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  AdminReflinkDeletedResponse,
  AdminReflinkResponse,
  ReflinkCreateInput,
  ReflinkPreviewRequest,
  ReflinkPreviewResponse,
  ReflinkUpdateInput,
} from '@contracts/admin-reflinks'
import { apiRequest } from '@/lib/api-client'
import { ADMIN_REFLINKS_KEY } from './get-reflinks'

async function json<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T
}

/**
 * The reflink writes. Each invalidates the rules list (and its counts) and the public articles
 * (['/api/articles' …]), whose served bodies the rules change. Never retried: a write repeated after a lost
 * answer would act twice.
 */
function useReflinkWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_REFLINKS_KEY }), queryClient.invalidateQueries({ queryKey: ['/api/articles'] })])
    },
  })
}

export function useCreateReflink() {
  return useReflinkWrite((input: ReflinkCreateInput) => json<AdminReflinkResponse>(apiRequest('POST', '/api/admin/reflinks', input)))
}

export function useUpdateReflink() {
  return useReflinkWrite(({ id, ...input }: ReflinkUpdateInput & { id: number }) => json<AdminReflinkResponse>(apiRequest('PATCH', `/api/admin/reflinks/${id}`, input)))
}

export function useDeleteReflink() {
  return useReflinkWrite(({ id }: { id: number }) => json<AdminReflinkDeletedResponse>(apiRequest('DELETE', `/api/admin/reflinks/${id}`)))
}

/**
 * POST /api/admin/reflinks/preview as a query (it only reads; a POST for its body): the article's body with the
 * enabled rules, plus `ruleId` when chosen. Under the rules' key, so every rule write refreshes it.
 */
export function useReflinkPreview(input: ReflinkPreviewRequest | null) {
  return useQuery({
    queryKey: [ADMIN_REFLINKS_KEY[0], 'preview', input] as const,
    queryFn: () => json<ReflinkPreviewResponse>(apiRequest('POST', '/api/admin/reflinks/preview', input)),
    enabled: input !== null,
    retry: false,
    staleTime: 0,
  })
}
