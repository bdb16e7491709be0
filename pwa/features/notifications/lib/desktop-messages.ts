/**
 * Desktop notification wording (spec doc 3 §8 gives the titles: 'Not Supported', 'Notifications
 * Blocked', 'Permission Required', 'Failed to enable notifications', 'Failed to send test
 * notification'; the descriptions are ours), and the card's state labels (doc 3 §4).
 */
import type { DesktopPermission } from '@/lib/push'

export const DESKTOP_MESSAGES = {
  notSupportedTitle: 'Not Supported',
  notSupported: 'This browser cannot show desktop notifications. Your alerts still arrive in your inbox and by email.',
  blockedTitle: 'Notifications Blocked',
  blocked: 'Notifications are blocked for Gala. Allow them in your browser’s site settings, then try again.',
  permissionRequiredTitle: 'Permission Required',
  permissionRequired: 'Allow notifications when your browser asks, so Gala can alert you on this device.',
  enableFailedTitle: 'Failed to enable notifications',
  testFailedTitle: 'Failed to send test notification',
  enabledTitle: 'Desktop Notifications Enabled',
  enabled: 'This device will show an alert when a movie you follow is released.',
  testSentTitle: 'Test Notification Sent',
  testSent: 'Look for it on your screen: it closes by itself after 5 seconds.',
} as const

/** The card's status label for a permission (doc 3 §4: granted Enabled, denied Blocked, default Not Set). */
export function permissionLabel(permission: DesktopPermission): string {
  switch (permission) {
    case 'granted':
      return 'Enabled'
    case 'denied':
      return 'Blocked'
    case 'default':
      return 'Not Set'
    default:
      return 'Not Supported'
  }
}
