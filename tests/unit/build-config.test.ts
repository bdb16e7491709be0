import { describe, expect, it } from 'vitest'
import type { ConfigEnv, UserConfig } from 'vite'
import { PERMISSIONS_POLICY } from '../../api/middlewares/security-headers.ts'

describe('the production build', () => {
  it('emits no source maps, for the app or for the server renderer (the service worker build follows build.sourcemap unless told otherwise)', async () => {
    const configFor = (await import('../../vite.config.ts')).default as unknown as (env: ConfigEnv) => UserConfig
    const env: ConfigEnv = { command: 'build', mode: 'production' }
    expect(configFor({ ...env, isSsrBuild: false }).build?.sourcemap).toBe(false)
    expect(configFor({ ...env, isSsrBuild: true }).build?.sourcemap).toBe(false)
  })
})

describe('PERMISSIONS_POLICY', () => {
  it('allows only geolocation, sharing and the clipboard copy, on our own origin', () => {
    const entries = PERMISSIONS_POLICY.split(', ').map((entry) => entry.split('='))
    const allowed = entries.filter(([, allow]) => allow !== '()')
    expect(allowed).toEqual([
      ['geolocation', '(self)'],
      ['web-share', '(self)'],
      ['clipboard-write', '(self)'],
    ])
    expect(entries.map(([feature]) => feature)).toEqual(expect.arrayContaining(['camera', 'microphone', 'payment', 'usb', 'fullscreen']))
    expect(new Set(entries.map(([feature]) => feature)).size).toBe(entries.length)
  })
})
