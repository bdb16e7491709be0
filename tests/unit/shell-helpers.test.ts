import { describe, expect, it } from 'vitest'
import { isFooterHidden } from '@/lib/footer-visibility'
import { avatarLetter, initials } from '@/lib/initials'
import { badgeText, countUnread } from '@/lib/unread-badge'
import { DEFAULT_AVATAR_COLOR, contrastWithWhite, readableAvatarBackground } from '@/lib/avatar-color'
import { searchHref } from '@/lib/search-href'
import { ADMIN_LINKS, FOOTER_LINKS, NAV_LINKS, profileLinks } from '@/lib/nav-links'
import { validateCode, validateEmailOrUsername } from '@/features/auth/validation'
import { authErrorMessage, isHighLoad } from '@/features/auth/api/login-code'
import { ApiError } from '@/lib/api-client'
import { TOAST_LIMIT, reducer, type ToasterToast } from '@/components/ui/use-toast'

describe('isFooterHidden', () => {
  it.each([
    '/movies/tickets/1/schedule/2',
    '/movies/tickets/1/schedule/2/seat/99',
    '/movies/tickets/buy',
    '/movies/tickets/buy?step=2',
    '/payment-options',
    '/payment-options/gcash',
    '/movies/theaters/sm-megamall',
    '/movies/theaters/12/sm-megamall',
    '/movies/cinemas/ayala-malls-manila-bay',
    '/Movies/Tickets/1/schedule/2/',
  ])('hides the footer on %s', (path) => {
    expect(isFooterHidden(path)).toBe(true)
  })

  it.each([
    '/',
    '/movies',
    '/movies/now-showing',
    '/movies/theaters',
    '/movies/theaters/nearby',
    '/movies/cinemas',
    '/movies/tickets-guide',
    '/tickets',
    '/payment-optionsx',
    '/about',
    '/events/tickets/1',
  ])('keeps the footer on %s', (path) => {
    expect(isFooterHidden(path)).toBe(false)
  })
})

describe('initials', () => {
  it('takes the first letters of the first and last word, uppercased', () => {
    expect(initials('Juan dela Cruz')).toBe('JC')
    expect(initials('maria clara')).toBe('MC')
    expect(initials('  Jose   Rizal  ')).toBe('JR')
  })

  it('uses one letter for one word and ? when empty', () => {
    expect(initials('Imelda')).toBe('I')
    expect(initials('')).toBe('?')
    expect(initials('   ')).toBe('?')
    expect(initials(null)).toBe('?')
    expect(initials(undefined)).toBe('?')
  })

  it('keeps non-Latin letters and emoji whole', () => {
    expect(initials('Ñino Ángeles')).toBe('ÑÁ')
    expect(initials('😀 Smile')).toBe('😀S')
  })

  it('avatarLetter prefers the name, then the username', () => {
    expect(avatarLetter('juan dela cruz', 'jdc')).toBe('J')
    expect(avatarLetter('', 'maria')).toBe('M')
    expect(avatarLetter(null, null)).toBe('?')
  })
})

describe('unread badge', () => {
  it('shows nothing at 0, the count up to 9 and 9+ above', () => {
    expect(badgeText(0)).toBeNull()
    expect(badgeText(-3)).toBeNull()
    expect(badgeText(Number.NaN)).toBeNull()
    expect(badgeText(1)).toBe('1')
    expect(badgeText(9)).toBe('9')
    expect(badgeText(10)).toBe('9+')
    expect(badgeText(250)).toBe('9+')
  })

  it('counts the unread inbox items', () => {
    expect(countUnread([{ isRead: false }, { isRead: true }, { isRead: false }])).toBe(2)
    expect(countUnread([])).toBe(0)
    expect(countUnread(null)).toBe(0)
  })
})

describe('avatar colour', () => {
  it('keeps a colour that white text can be read on and darkens one that it cannot', () => {
    expect(readableAvatarBackground('#1e3a8a')).toBe('#1e3a8a')
    expect(contrastWithWhite(DEFAULT_AVATAR_COLOR)).toBeLessThan(4.5)
    for (const colour of [DEFAULT_AVATAR_COLOR, '#fde047', '#ffffff', '#22c55e', '#f0f']) {
      const background = readableAvatarBackground(colour)
      expect(contrastWithWhite(background), colour).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('falls back to the default hue for missing or malformed colours', () => {
    expect(readableAvatarBackground(null)).toBe(readableAvatarBackground(DEFAULT_AVATAR_COLOR))
    expect(readableAvatarBackground('red; background:url(x)')).toBe(readableAvatarBackground(DEFAULT_AVATAR_COLOR))
  })
})

describe('searchHref', () => {
  it('trims the query and searches every category', () => {
    expect(searchHref('  Jollibee ')).toBe('/search?q=Jollibee&category=all')
    expect(searchHref('kape & tinapay')).toBe('/search?q=kape+%26+tinapay&category=all')
  })

  it('does nothing for an empty query', () => {
    expect(searchHref('')).toBeNull()
    expect(searchHref('   \t')).toBeNull()
  })
})

describe('shell links', () => {
  it('lists the navigation menu, profile, admin and footer links of spec doc 1 §2', () => {
    expect(NAV_LINKS.map((l) => l.to)).toEqual([
      '/', '/movies', '/movies/now-showing', '/movies/coming-soon', '/movies/theaters/nearby', '/tv', '/events',
      '/festivals', '/food-drink', '/food-drink/articles', '/hotels', '/activities', '/districts', '/tickets', '/music',
      '/tech', '/travel', '/shops-services', '/health-beauty', '/time-out', '/arts', '/theatre', '/campus',
    ])
    expect(NAV_LINKS.find((l) => l.to === '/districts')?.label).toBe('Areas')
    expect(profileLinks('ana maria').map((l) => l.to)[1]).toBe('/profile/ana%20maria/activity')
    expect(ADMIN_LINKS).toHaveLength(11)
    expect(FOOTER_LINKS).toHaveLength(14)
  })
})

describe('email sign-in validation', () => {
  it('accepts a valid email or a username and rejects an invalid email', () => {
    expect(validateEmailOrUsername('juan@example.ph')).toBeNull()
    expect(validateEmailOrUsername(' juandc ')).toBeNull()
    for (const bad of ['', '  ', 'juan@', 'juan@example', '@example.ph', 'juan @example.ph', 'a']) {
      expect(validateEmailOrUsername(bad), bad).toBe('Please enter a valid email address')
    }
  })

  it('needs a code of exactly 6 characters', () => {
    expect(validateCode('ABC123')).toBeNull()
    expect(validateCode('ABC12')).toBe('Code must be 6 characters')
    expect(validateCode('ABC1234')).toBe('Code must be 6 characters')
  })
})

describe('sign-in error wording (spec doc 1 §8)', () => {
  const http = (status: number, body?: unknown) => new ApiError(`[POST /x] ${status}: …`, { status, body })

  it('maps each status to its message', () => {
    expect(authErrorMessage(http(503, { message: 'Database is waking up' }), 'request-code')).toBe('Database is waking up')
    expect(authErrorMessage(http(503), 'verify-code')).toBe('Database connection error. Please try again later.')
    expect(authErrorMessage(http(400, { message: 'whatever' }), 'request-code')).toBe('Invalid email or username')
    expect(authErrorMessage(http(401), 'verify-code')).toBe('Invalid or expired code')
    expect(authErrorMessage(http(404, { message: 'Not found' }), 'request-code')).toBe('Not found')
    expect(authErrorMessage(http(500), 'request-code')).toBe('An unexpected error occurred')
    expect(authErrorMessage(new ApiError('Network request failed for /x', { kind: 'network' }), 'request-code')).toBe(
      'Network error. Please check your connection and try again.',
    )
    expect(authErrorMessage(new TypeError('Failed to fetch'), 'verify-code')).toBe('Network error. Please check your connection and try again.')
  })

  it('recognises a high-load reply', () => {
    expect(isHighLoad('HIGH_LOAD')).toBe(true)
    expect(isHighLoad('Service experiencing high traffic')).toBe(true)
    expect(isHighLoad('Invalid email')).toBe(false)
    expect(isHighLoad(undefined)).toBe(false)
  })
})

describe('toast store', () => {
  const make = (id: string): ToasterToast => ({ id, title: id, open: true })

  it('keeps at most one toast: a new one replaces the previous', () => {
    expect(TOAST_LIMIT).toBe(1)
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') })
    state = reducer(state, { type: 'ADD_TOAST', toast: make('2') })
    expect(state.toasts.map((t) => t.id)).toEqual(['2'])
  })

  it('closes a dismissed toast before removing it', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('7') })
    state = reducer(state, { type: 'DISMISS_TOAST', toastId: '7' })
    expect(state.toasts).toEqual([expect.objectContaining({ id: '7', open: false })])
    state = reducer(state, { type: 'REMOVE_TOAST', toastId: '7' })
    expect(state.toasts).toEqual([])
  })
})
