import { FlaskConical } from 'lucide-react'
import { TICKET_MESSAGES } from '@contracts/tickets'
import { cn } from '@/lib/cn'

/**
 * "Test payment: no money moves" (decision 045): on the payment page before paying, and on the e-ticket (online and
 * offline, from the purchase's own `testPayment`) after, whenever the bundled test provider takes the payment.
 */
export function TestPaymentNote({ text, className }: { text: string; className?: string }) {
  return (
    <div role="note" data-testid="test-payment-note" className={cn('flex items-start gap-2 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950', className)}>
      <FlaskConical className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p>
        <strong className="block font-semibold">{TICKET_MESSAGES.testPayment}</strong>
        {text}
      </p>
    </div>
  )
}
