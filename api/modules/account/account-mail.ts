import { USERNAME_CHANGE_TTL_MINUTES } from '../../contracts/username.ts'
import type { MailMessage } from '../../mail/mailer.ts'
import { escapeHtml, layout } from '../auth/auth-mail.ts'

/** The code that confirms a username change, mailed to the account email (doc 3 §4). */
export function usernameChangeMail(input: { to: string; code: string; name?: string | null; username: string; publicUrl: string }): MailMessage {
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,'
  const expiry = `It expires in ${USERNAME_CHANGE_TTL_MINUTES} minutes and works once. Never share it with anyone.`
  const ignore = `If you didn't ask to change the username @${input.username}, ignore this email: nothing changes without the code.`
  const site = new URL(input.publicUrl).host
  return {
    to: input.to,
    subject: `Your Gala username change code: ${input.code}`,
    text: [greeting, '', `Your code to change your Gala username is: ${input.code}`, '', 'Enter it under Account Settings.', '', expiry, '', ignore, '', `— Gala (${site})`].join('\n'),
    html: layout('Change your Gala username', [
      escapeHtml(greeting),
      `Your code to change your Gala username is:<br><strong style="font-size:28px;letter-spacing:6px;font-family:ui-monospace,Menlo,monospace">${escapeHtml(input.code)}</strong>`,
      'Enter it under Account Settings.',
      escapeHtml(expiry),
      escapeHtml(ignore),
      `— Gala (<a href="${escapeHtml(input.publicUrl)}">${escapeHtml(site)}</a>)`,
    ]),
  }
}

/** The link to set a new password (doc 3 §6 /reset-password/{token}); single use, 30 minutes. */
export function passwordResetMail(input: { to: string; link: string; name?: string | null; publicUrl: string; ttlMinutes: number }): MailMessage {
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,'
  const expiry = `The link works once, for ${input.ttlMinutes} minutes. Setting a new password signs you out on every device.`
  const ignore = "If you didn't ask for this, ignore this email: your password stays as it is."
  const site = new URL(input.publicUrl).host
  return {
    to: input.to,
    subject: 'Reset your Gala password',
    text: [greeting, '', 'Open this link to choose a new Gala password:', input.link, '', expiry, '', ignore, '', `— Gala (${site})`].join('\n'),
    html: layout('Reset your Gala password', [
      escapeHtml(greeting),
      `<a href="${escapeHtml(input.link)}">Choose a new Gala password</a>`,
      escapeHtml(expiry),
      escapeHtml(ignore),
      `— Gala (<a href="${escapeHtml(input.publicUrl)}">${escapeHtml(site)}</a>)`,
    ]),
  }
}

/** The code that confirms deleting the account (decision 023), mailed to the account email. */
export function accountDeletionMail(input: { to: string; code: string; name?: string | null; username: string; publicUrl: string; ttlMinutes: number }): MailMessage {
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,'
  const expiry = `It expires in ${input.ttlMinutes} minutes and works once. Never share it with anyone: it deletes your account and your data for good.`
  const ignore = `If you didn't ask to delete the Gala account @${input.username}, ignore this email: nothing is deleted without the code.`
  const site = new URL(input.publicUrl).host
  return {
    to: input.to,
    subject: `Your Gala account deletion code: ${input.code}`,
    text: [greeting, '', `Your code to delete your Gala account is: ${input.code}`, '', 'Enter it under Account Settings, Privacy & data.', '', expiry, '', ignore, '', `— Gala (${site})`].join('\n'),
    html: layout('Delete your Gala account', [
      escapeHtml(greeting),
      `Your code to delete your Gala account is:<br><strong style="font-size:28px;letter-spacing:6px;font-family:ui-monospace,Menlo,monospace">${escapeHtml(input.code)}</strong>`,
      'Enter it under Account Settings, Privacy &amp; data.',
      escapeHtml(expiry),
      escapeHtml(ignore),
      `— Gala (<a href="${escapeHtml(input.publicUrl)}">${escapeHtml(site)}</a>)`,
    ]),
  }
}
