/**
 * The bundled test provider's hosted page (decision 045): what a payment provider's page would show (who is paid,
 * what for, how much), said plainly to be a test in which no money moves, with its two outcomes as two separate
 * forms. It looks like Gala (the app's colours, type and buttons) from a stylesheet of its own, since the page's
 * Content-Security-Policy allows no inline style or script.
 */
import { PROVIDER_NAMES } from '../../contracts/ticket-info.ts'
import { TICKET_MESSAGES, formatPesos, type PaymentProviderFamily } from '../../contracts/tickets.ts'

export const TEST_PAGE_STYLESHEET = '/api/test-payment-provider/page.css'

const escape = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The Tailwind colours the app uses (slate, blue-700, red-700, amber) and its 44 px touch targets. */
export const testPageCss = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f8fafc;color:#0f172a;font:16px/1.5 ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;-webkit-font-smoothing:antialiased}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.bar{display:flex;align-items:center;justify-content:space-between;gap:.5rem;height:4rem;padding:0 1rem;background:#fff;box-shadow:0 4px 6px -1px rgb(0 0 0/.1),0 2px 4px -2px rgb(0 0 0/.1)}
.brand{font-size:1.5rem;font-weight:800;letter-spacing:-.025em}
.brand span{color:#1d4ed8}
.who{font-size:.875rem;color:#334155;text-align:right}
main{max-width:28rem;margin:0 auto;padding:1rem 1rem 3rem}
.notice{margin:0 0 1rem;padding:.75rem;border:1px solid #fbbf24;border-radius:.375rem;background:#fffbeb;color:#451a03;font-size:.875rem}
.notice strong{display:block;font-size:1rem}
h1{margin:0 0 .25rem;font-size:1.5rem;line-height:1.25;font-weight:700}
.lead{margin:0 0 1rem;color:#334155}
.card{margin:0 0 1rem;padding:1rem;border:1px solid #e2e8f0;border-radius:.5rem;background:#fff}
.card div{display:flex;justify-content:space-between;gap:1rem;padding:.375rem 0;font-size:.875rem}
.card div+div{border-top:1px solid #f1f5f9}
.card dt{color:#475569}
.card dd{margin:0;text-align:right;overflow-wrap:anywhere}
.card .total{font-size:1.125rem;font-weight:700}
.actions{display:grid;gap:1.5rem;margin-top:1.5rem}
form{margin:0}
button{display:flex;width:100%;min-height:2.75rem;align-items:center;justify-content:center;padding:.625rem 1rem;border-radius:.375rem;font:inherit;font-weight:600;cursor:pointer}
.pay{border:0;background:#1d4ed8;color:#fff}
.pay:hover{background:#1e40af}
.fail{border:2px solid #b91c1c;background:#fff;color:#b91c1c}
.fail:hover{background:#fef2f2}
.help{margin:.375rem 0 0;font-size:.8125rem;color:#475569;text-align:center}
`

/** The page for one payment: `params` are the signed query (without the signature) that the two forms send back. */
export function testPaymentPage({
  family,
  query,
  params,
}: {
  family: PaymentProviderFamily
  query: { amount: string; description: string; merchant: string; signature: string }
  params: URLSearchParams
}): string {
  const amount = formatPesos(Number(query.amount))
  const name = PROVIDER_NAMES[family]
  const hidden = [...params.entries(), ['signature', query.signature]].map(([key, value]) => `<input type="hidden" name="${escape(key!)}" value="${escape(value!)}">`).join('')
  const action = `/api/test-payment-provider/${family}/complete`
  const outcome = (value: 'paid' | 'failed', label: string, help: string) =>
    `<form method="get" action="${escape(action)}">${hidden}<input type="hidden" name="outcome" value="${value}"><button type="submit" class="${value === 'paid' ? 'pay' : 'fail'}">${escape(label)}</button><p class="help">${escape(help)}</p></form>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment · ${escape(name)} | Gala</title>
<link rel="icon" href="/icons/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${TEST_PAGE_STYLESHEET}">
</head><body>
<header class="bar"><span class="brand">Gala<span aria-hidden="true">.</span></span><span class="who">Test payment provider</span></header>
<main>
<p class="notice" role="note"><strong>${escape(TICKET_MESSAGES.testPayment)}.</strong> This page stands in for ${escape(name)}. Nothing is charged, whichever you choose.</p>
<h1>${escape(name)}</h1>
<p class="lead">Confirm the payment for your tickets.</p>
<dl class="card">
<div><dt>For</dt><dd>${escape(query.description)}</dd></div>
<div><dt>Merchant</dt><dd>${escape(query.merchant)}</dd></div>
<div class="total"><dt>Amount</dt><dd data-testid="test-payment-amount">${escape(amount)}</dd></div>
</dl>
<div class="actions">
${outcome('paid', `Pay ${amount}`, 'The payment goes through and your e-tickets are issued.')}
${outcome('failed', 'Fail the payment', 'The payment is declined and your seats are released.')}
</div>
</main></body></html>`
}
