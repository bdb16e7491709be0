import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { TicketInfo } from '@contracts/ticket-info'
import { CONTACT_EMAIL } from '@/lib/nav-links'
import { useTicketInfo } from '../api/get-ticket-info'

interface Question {
  id: string
  question: string
  answer: ReactNode
}

/** The questions, with the figures the API gives (hold length, seat limit, providers, hold exceptions per group). */
function questions(info: TicketInfo): Question[] {
  const otherHolds = info.groups.filter((group) => group.holdMinutes !== info.defaultHoldMinutes)
  return [
    {
      id: 'hold',
      question: 'How long are my seats held?',
      answer: (
        <>
          <p>
            Once you choose your seats they are held for you for {info.defaultHoldMinutes} minutes while you pay; nobody else can take them.
            A countdown on the page shows the time left. If the time runs out before the payment is done, the seats are released and you can
            choose again.
          </p>
          {otherHolds.length > 0 ? (
            <p>
              Some cinemas hold seats for a different time:{' '}
              {otherHolds.map((group) => `${group.name} ${group.holdMinutes} minutes`).join(', ')}.
            </p>
          ) : null}
        </>
      ),
    },
    {
      id: 'seats',
      question: 'How many seats can I buy at once?',
      answer: (
        <p>
          Up to {info.maxSeats} seats in one purchase. Please don’t leave a single empty seat between your seats, or between your seats and a
          taken seat or the aisle: nobody could sit there, so the seat map asks you to move over.
        </p>
      ),
    },
    {
      id: 'sign-in',
      question: 'Do I need an account?',
      answer: <p>Yes. Sign in (an email code, Google or Facebook) and give a display name; your tickets are kept in your profile.</p>,
    },
    {
      id: 'payment',
      question: 'How do I pay?',
      answer: (
        <>
          <p>
            You pay on the secure page of the cinema’s payment provider, then come back to Gala. Gala never sees your card or e-wallet
            details. The providers are:
          </p>
          <ul className="list-disc pl-6">
            {info.providers.map((provider) => (
              <li key={provider.id}>{provider.name}</li>
            ))}
          </ul>
          <p>Some cinemas add a convenience fee per ticket; it is shown with the total before you pay.</p>
        </>
      ),
    },
    {
      id: 'offline',
      question: 'Do my e-tickets work without a signal?',
      answer: (
        <p>
          Yes. Each seat gets an e-ticket with a QR code. Open My Tickets in your profile once while online and Gala keeps your tickets on your
          phone, so the QR codes still show in the cinema without mobile data. Show the code at the entrance; each code can be scanned once.
        </p>
      ),
    },
    {
      id: 'refunds',
      question: 'Can I get a refund?',
      answer: (
        <>
          <p>
            Write to us at <a href={`mailto:${CONTACT_EMAIL}`} className="font-medium text-blue-700 hover:underline">{CONTACT_EMAIL}</a> with your receipt number, for example when a show was
            cancelled or a payment went wrong. When Gala’s staff refund a purchase, its e-tickets stop working, the seats go back on sale and
            the money returns through the provider you paid with.
          </p>
          <p>If a payment arrives after your seats were released, it is returned to you the same way.</p>
        </>
      ),
    },
  ]
}

/** /tickets/faq: every answer visible (no accordion to open), each question a heading with its own link target. */
export function TicketsFaqPage() {
  const { data: info } = useTicketInfo()
  const list = questions(info)
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-8">
      <p className="text-sm">
        <Link to="/tickets" className="font-medium text-blue-700 hover:underline">
          Movie Tickets
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Tickets FAQ</h1>
      <nav aria-label="Questions" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <ul className="space-y-1">
          {list.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`} className="inline-block py-1 font-medium text-blue-700 hover:underline">
                {entry.question}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 space-y-8">
        {list.map((entry) => (
          <section key={entry.id} id={entry.id} aria-labelledby={`${entry.id}-q`} className="scroll-mt-20">
            <h2 id={`${entry.id}-q`} className="text-xl font-semibold text-slate-900">
              {entry.question}
            </h2>
            <div className="mt-2 space-y-3 text-slate-800">{entry.answer}</div>
          </section>
        ))}
      </div>
    </article>
  )
}
