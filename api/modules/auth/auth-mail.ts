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
 * The code for an address no account uses (decision 047): entering it, then a display name, creates the
 * account. The requester's reply is the same as for a known address; only the mailbox learns which it was.
 */
export function signUpCodeMail(input: { to: string; code: string; publicUrl: string }): MailMessage {
  const site = new URL(input.publicUrl).host
  const intro = 'No Gala account uses this email address yet. Enter this code in Gala to create one: you will only be asked for a display name.'
  const expiry = `It expires in ${LOGIN_CODE_TTL_MINUTES} minutes and works once.`
  const ignore = "If you didn't ask to sign up for Gala, you can ignore this email: no account is created without the code."
  return {
    to: input.to,
    subject: `Your Gala sign-up code: ${input.code}`,
    text: ['Hi,', '', intro, '', `Your Gala sign-up code is: ${input.code}`, '', expiry, '', ignore, '', `— Gala (${site})`].join('\n'),
    html: layout('Your Gala sign-up code', [
      'Hi,',
      escapeHtml(intro),
      `Your sign-up code is:<br><strong style="font-size:28px;letter-spacing:6px;font-family:ui-monospace,Menlo,monospace">${escapeHtml(input.code)}</strong>`,
      escapeHtml(expiry),
      escapeHtml(ignore),
      `— Gala (<a href="${escapeHtml(input.publicUrl)}">${escapeHtml(site)}</a>)`,
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
