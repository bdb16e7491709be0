import { useMutation } from '@tanstack/react-query'
import type { ForgotPassword, PasswordResetReply, ResetPassword } from '@contracts/password-reset'
import { apiRequest } from '@/lib/api-client'

/** POST /api/forgot-password { email }: the same reply whether or not the address is registered. */
export async function forgotPassword(body: ForgotPassword): Promise<PasswordResetReply> {
  return (await (await apiRequest('POST', '/api/forgot-password', body)).json()) as PasswordResetReply
}
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword })

/** POST /api/reset-password { token, password }: every session of the account ends. */
export async function resetPassword(body: ResetPassword): Promise<PasswordResetReply> {
  return (await (await apiRequest('POST', '/api/reset-password', body)).json()) as PasswordResetReply
}
export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
