import type { MailMessage } from '../../mail/mailer.ts'
import { LOGIN_CODE_TTL_MINUTES } from '../../contracts/auth.ts'

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch)
}

export function layout(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>
${body}
</div>
</body></html>`
}

/** The sign-in code mail: the code in the subject (readable from a notification) and in the body. */
export function loginCodeMail(input: { to: string; code: string; name?: string | null; publicUrl: string }): MailMessage {
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,'
  const expiry = `It expires in ${LOGIN_CODE_TTL_MINUTES} minutes and works once.`
  const ignore = "If you didn't ask to sign in to Gala, you can ignore this email: nobody can sign in without the code."
  const site = new URL(input.publicUrl).host
  return {
    to: input.to,
    subject: `Your Gala sign-in code: ${input.code}`,
    text: [greeting, '', `Your Gala sign-in code is: ${input.code}`, '', expiry, '', ignore, '', `— Gala (${site})`].join('\n'),
    html: layout('Your Gala sign-in code', [
      escapeHtml(greeting),
      `Your sign-in code is:<br><strong style="font-size:28px;letter-spacing:6px;font-family:ui-monospace,Menlo,monospace">${escapeHtml(input.code)}</strong>`,
      escapeHtml(expiry),
      escapeHtml(ignore),
      `— Gala (<a href="${escapeHtml(input.publicUrl)}">${escapeHtml(site)}</a>)`,
    ]),
  }
}

/**
 * Sent instead of a code when someone asks for a code for an address with no account: the owner
 * learns how to sign up, and the requester's reply is the same as for a known address.
 */
export function noAccountMail(input: { to: string; publicUrl: string }): MailMessage {
  const site = new URL(input.publicUrl).host
  const authUrl = `${input.publicUrl}/auth`
  const lines = [
    'Someone (hopefully you) asked for a Gala sign-in code for this email address, but no Gala account uses it.',
    'To create an account, sign up with Google or Facebook on the sign-in page:',
  ]
  const ignore = "If you didn't ask for this, you can ignore this email."
  return {
    to: input.to,
    subject: 'No Gala account uses this email address',
    text: ['Hi,', '', lines[0], '', lines[1], authUrl, '', ignore, '', `— Gala (${site})`].join('\n'),
    html: layout('No Gala account uses this address', [
      'Hi,',
      escapeHtml(lines[0] ?? ''),
      `${escapeHtml(lines[1] ?? '')}<br><a href="${escapeHtml(authUrl)}">${escapeHtml(authUrl)}</a>`,
      escapeHtml(ignore),
      `— Gala (${escapeHtml(site)})`,
    ]),
  }
}

/**
 * The address confirmation after a password registration (decision 015): the code in the subject and body,
 * and a link to a page that submits it with POST once the person is signed in (opening it changes nothing).
 */
export function emailConfirmationMail(input: { to: string; code: string; name?: string | null; publicUrl: string; path: string }): MailMessage {
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,'
  const link = `${input.publicUrl}${input.path}?code=${encodeURIComponent(input.code)}`
  const expiry = `It expires in ${LOGIN_CODE_TTL_MINUTES} minutes and works once. Never share it with anyone.`
  const ignore = "If you didn't create a Gala account with this address, ignore this email: the address stays unconfirmed."
  const site = new URL(input.publicUrl).host
  return {
    to: input.to,
    subject: `Confirm your Gala email: ${input.code}`,
    text: [
      greeting,
      '',
      `Your Gala email confirmation code is: ${input.code}`,
      '',
      'Enter it under Account Settings, or open this link while signed in to Gala:',
      link,
      '',
      expiry,
      '',
      ignore,
      '',
      `— Gala (${site})`,
    ].join('\n'),
    html: layout('Confirm your Gala email', [
      escapeHtml(greeting),
      `Your email confirmation code is:<br><strong style="font-size:28px;letter-spacing:6px;font-family:ui-monospace,Menlo,monospace">${escapeHtml(input.code)}</strong>`,
      `Enter it under Account Settings, or <a href="${escapeHtml(link)}">open the confirmation page</a> while signed in to Gala.`,
      escapeHtml(expiry),
      escapeHtml(ignore),
      `— Gala (<a href="${escapeHtml(input.publicUrl)}">${escapeHtml(site)}</a>)`,
    ]),
  }
}
