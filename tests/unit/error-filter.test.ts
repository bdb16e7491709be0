import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { installErrorFilters, isExpectedFailure } from '@/lib/error-filter'

/** A stand-in for `window`: a real EventTarget that receives cancelable events. */
let target: EventTarget
let uninstall: () => void
let warn: MockInstance<typeof console.warn>
let error: MockInstance<typeof console.error>

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason })
}

function windowError(message: string, thrown?: unknown): Event {
  return Object.assign(new Event('error', { cancelable: true }), { message, error: thrown })
}

beforeEach(() => {
  target = new EventTarget()
  uninstall = installErrorFilters(target as unknown as Window)
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  uninstall()
  vi.restoreAllMocks()
})

describe('installErrorFilters', () => {
  it.each([
    ['a network failure', new ApiError('Network request failed for /api/user')],
    ['a fetch TypeError', new TypeError('Failed to fetch')],
    ['a time-out', new ApiError('Request timed out after 15000ms for /api/user', { kind: 'timeout' })],
    ['a timeout string', 'timeout of 5000ms exceeded'],
    ['an abort', new DOMException('The user aborted a request.', 'AbortError')],
    ['an ad script', new Error('googletag is not defined')],
    ['adsbygoogle', new Error("adsbygoogle.push() error: All 'ins' elements already have ads")],
    ['doubleclick', 'https://securepubads.g.doubleclick.net/tag/js/gpt.js failed'],
    ['analytics', new ReferenceError('gtag is not defined')],
    ['a lazy chunk', new Error('Failed to fetch dynamically imported module: /assets/movies-abc.js')],
    ['a webpack-style chunk', new Error('Loading chunk 12 failed.')],
    ['a module script', new TypeError('Importing a module script failed.')],
    ['an object with a message', { message: 'NetworkError when attempting to fetch resource.' }],
  ])('silences %s as a console warning', (_label, reason) => {
    const event = rejection(reason)
    target.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(error).not.toHaveBeenCalled()
  })

  it('silences other unhandled rejections but logs them as errors so bugs stay visible', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'title')")
    const event = rejection(bug)
    target.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(warn).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalledWith(expect.any(String), bug)
  })

  it('does not mistake words that merely contain "ads" for ad failures', () => {
    const event = rejection(new Error('Thread loads slowly'))
    target.dispatchEvent(event)
    expect(warn).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalledTimes(1)
  })

  it('silences window errors about resize observation, scripts and ads', () => {
    for (const message of ['ResizeObserver loop completed with undelivered notifications.', 'Script error: adsbygoogle', 'Uncaught Error: Loading chunk 3 failed.']) {
      const event = windowError(message)
      target.dispatchEvent(event)
      expect(event.defaultPrevented, message).toBe(true)
    }
    expect(warn).toHaveBeenCalledTimes(3)
  })

  it('also looks at the thrown error of a window error event', () => {
    const event = windowError('Uncaught', new DOMException('signal is aborted without reason', 'AbortError'))
    target.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
  })

  it('leaves other window errors to the browser', () => {
    const event = windowError("Uncaught TypeError: Cannot read properties of null (reading 'id')", new TypeError('x'))
    target.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
    expect(warn).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
  })

  it('stops filtering once uninstalled', () => {
    uninstall()
    const event = rejection(new TypeError('Failed to fetch'))
    target.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
    expect(warn).not.toHaveBeenCalled()
  })

  it('is a no-op without a window (Node)', () => {
    expect(typeof window).toBe('undefined')
    const noop = installErrorFilters()
    expect(noop).toBeTypeOf('function')
    noop()
  })
})

describe('isExpectedFailure', () => {
  it('matches case-insensitively and tolerates odd reasons', () => {
    expect(isExpectedFailure('NETWORK down')).toBe(true)
    expect(isExpectedFailure('request time-out')).toBe(true)
    expect(isExpectedFailure(undefined)).toBe(false)
    expect(isExpectedFailure(null)).toBe(false)
    expect(isExpectedFailure(42)).toBe(false)
    expect(isExpectedFailure(Object.create(null))).toBe(false)
  })
})
