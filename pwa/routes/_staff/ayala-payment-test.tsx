import { createFileRoute } from '@tanstack/react-router'
import { AyalaPaymentTestPage } from '@/features/test-pages/components/ayala-payment-test-page'

/** /ayala-payment-test (doc 3, Ticket flow test pages; administrators only, see ../_staff.tsx): the PesoPay (Ayala Cinemas) set-up. */
export const Route = createFileRoute('/_staff/ayala-payment-test')({
  component: AyalaPaymentTestPage,
})
