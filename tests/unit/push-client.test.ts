import webpush from 'web-push'
import { describe, expect, it } from 'vitest'
import { canNotify } from '../../pwa/features/notifications/lib/can-notify.ts'
import { permissionLabel } from '../../pwa/features/notifications/lib/desktop-messages.ts'
import {
  createFailedMessage,
  markReadFailedMessage,
  needsEmail,
  removeFailedMessage,
} from '../../pwa/features/notifications/lib/error-messages.ts'
import { relativeTime } from '../../pwa/features/notifications/lib/relative-time.ts'
import { ApiError } from '../../pwa/lib/api-client.ts'
import { PushSetupError, subscribeDevice, withTimeout } from '../../pwa/lib/push.ts'
import { bytesToUrlBase64, countUnreadInbox, inboxItemsOf, markReadPath, urlBase64ToBytes } from '../../pwa/lib/push-shared.ts'

describe('the VAPID key handed to pushManager.subscribe', () => {
  it('decodes a real VAPID public key to its 65-byte uncompressed point and back', () => {
    const { publicKey } = webpush.generateVAPIDKeys()
    const bytes = urlBase64ToBytes(publicKey)
    expect(bytes).toHaveLength(65)
    expect(bytes[0]).toBe(0x04)
    expect(bytesToUrlBase64(bytes)).toBe(publicKey)
    expect(bytesToUrlBase64(bytes.buffer)).toBe(publicKey)
    // Padding is tolerated; standard base64 is not base64url.
    expect(urlBase64ToBytes(`${publicKey}=`)).toEqual(bytes)
    expect(() => urlBase64ToBytes('ab+/')).toThrow(TypeError)
  })
})

describe('the unread count of an inbox answer', () => {
  it('reads the items whatever the envelope and counts the unread ones', () => {
    const items = [{ isRead: false }, { isRead: true }, { isRead: false }]
    expect(countUnreadInbox({ items, unreadCount: 2, total: 3 })).toBe(2)
    expect(countUnreadInbox(items)).toBe(2)
    expect(inboxItemsOf({ notifications: items })).toBe(items)
    expect(inboxItemsOf({ data: items })).toBe(items)
    expect(countUnreadInbox(null)).toBe(0)
    expect(countUnreadInbox({ items: 'nope' })).toBe(0)
    expect(markReadPath(7)).toBe('/api/notifications/7/read')
  })
})

describe('push setup never hangs', () => {
  it('gives up on a promise that never settles with the given error', async () => {
    const never = new Promise<never>(() => undefined)
    await expect(withTimeout(never, 20, () => new PushSetupError('timeout', 'too slow'))).rejects.toMatchObject({
      reason: 'timeout',
      message: 'too slow',
    })
    await expect(withTimeout(Promise.resolve('ok'), 1000, () => new Error('no'))).resolves.toBe('ok')
    await expect(withTimeout(Promise.reject(new Error('refused')), 1000, () => new Error('no'))).rejects.toThrow('refused')
  })

  it('says so at once where the browser has no push at all', async () => {
    await expect(subscribeDevice({ askPermission: true, userId: 1 })).rejects.toMatchObject({
      name: 'PushSetupError',
      reason: 'unsupported',
    })
  })
})

describe('Notify Me', () => {
  const now = new Date('2026-11-21T16:30:00Z') // 2026-11-22 00:30 in Manila
  it('is offered until the Manila release day, and for films without a date', () => {
    expect(canNotify({ status: 'comingSoon', release_date: '2026-11-23' }, now)).toBe(true)
    expect(canNotify({ status: 'comingSoon', release_date: '2026-11-22' }, now)).toBe(false)
    expect(canNotify({ status: 'comingSoon', release_date: null }, now)).toBe(true)
    expect(canNotify({ status: 'nowShowing', release_date: '2026-12-01' }, now)).toBe(false)
  })

  it('words failures as the spec does', () => {
    expect(removeFailedMessage(new ApiError('x', { status: 504 }))).toBe('Connection Timeout')
    expect(removeFailedMessage(new ApiError('x', { kind: 'timeout' }))).toBe('Connection Timeout')
    expect(removeFailedMessage(new ApiError('x', { status: 404 }))).toBe('Notification Not Found')
    expect(removeFailedMessage(new ApiError('x', { status: 500 }))).toBe('Failed to remove notification')
    expect(markReadFailedMessage(new ApiError('x', { status: 404 }))).toBe('Notification Not Found')
    expect(markReadFailedMessage(new ApiError('x', { status: 500, body: { message: 'Database unavailable' } }))).toBe(
      'Failed to mark notification as read: Database unavailable',
    )
    expect(
      createFailedMessage(
        new ApiError('x', { status: 400, body: { code: 'ALREADY_RELEASED', message: 'This movie has already been released' } }),
      ),
    ).toBe('Failed to create notification: This movie has already been released')
    expect(createFailedMessage(new ApiError('x', { kind: 'network' }))).toBe('Failed to create notification: no connection')
    expect(
      needsEmail(new ApiError('x', { status: 400, body: { code: 'EMAIL_REQUIRED', message: 'Please enter a valid email address' } })),
    ).toBe(true)
    expect(needsEmail(new ApiError('x', { status: 401, body: { code: 'UNAUTHORIZED' } }))).toBe(false)
  })
})

describe('the notifications page', () => {
  it('labels the permission as doc 3 §4 does', () => {
    expect(permissionLabel('granted')).toBe('Enabled')
    expect(permissionLabel('denied')).toBe('Blocked')
    expect(permissionLabel('default')).toBe('Not Set')
    expect(permissionLabel('unsupported')).toBe('Not Supported')
  })

  it('tells how long ago an item arrived in the spec tiers', () => {
    const now = Date.parse('2026-11-21T12:00:00Z')
    expect(relativeTime('2026-11-21T11:59:30Z', now)).toBe('just now')
    expect(relativeTime('2026-11-21T11:55:00Z', now)).toBe('5m ago')
    expect(relativeTime('2026-11-21T09:00:00Z', now)).toBe('3h ago')
    expect(relativeTime('2026-11-19T12:00:00Z', now)).toBe('2d ago')
    expect(relativeTime('2026-11-01T12:00:00Z', now)).toBe('Nov 1, 2026')
    expect(relativeTime('not a date', now)).toBe('')
  })
})
