import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../api/env.ts'

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'gala-env-'))

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dataDir = freshDataDir()
    const config = loadConfig({ DATA_DIR: dataDir })
    expect(config.port).toBe(3000)
    expect(config.host).toBe('127.0.0.1')
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.databaseUrl).toBe(`file:${path.join(dataDir, 'gala.db')}`)
    expect(config.nodeEnv).toBe('development')
    expect(config.logLevel).toBe('info')
    expect(config.analyticsBatchesPerIpPerMinute).toBe(30)
  })

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT must be a whole number between 1 and 65535 \(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT must be a whole number/],
    [{ PUBLIC_URL: 'gala.ph' }, /^Invalid configuration: PUBLIC_URL must be an absolute http\(s\) URL/],
    [{ PUBLIC_URL: 'ftp://gala.ph' }, /^Invalid configuration: PUBLIC_URL must be an absolute http\(s\) URL/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must be a SQLite URL .* or a PostgreSQL URL/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL must be one of fatal, error/],
    [{ NODE_ENV: 'staging' }, /^Invalid configuration: NODE_ENV /],
    [{ SESSION_SECRET: 'short' }, /^Invalid configuration: SESSION_SECRET must be at least 32 characters/],
    [{ TRUST_PROXY: 'yes' }, /^Invalid configuration: TRUST_PROXY must be true or false/],
    [{ ANALYTICS_BATCHES_PER_IP_PER_MINUTE: '0' }, /^Invalid configuration: ANALYTICS_BATCHES_PER_IP_PER_MINUTE /],
  ])('refuses %o with one line naming the variable', (env, message) => {
    const attempt = () => loadConfig({ DATA_DIR: freshDataDir(), ...env })
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(message)
    try {
      attempt()
    } catch (err) {
      expect((err as Error).message.split('\n')).toHaveLength(1)
    }
  })

  it('generates the session secret once, keeps it under data/ with mode 600, and reuses it', () => {
    const dataDir = freshDataDir()
    const first = loadConfig({ DATA_DIR: dataDir })
    const file = path.join(dataDir, 'secrets.json')
    expect(first.secrets.sessionSecret.length).toBeGreaterThanOrEqual(43)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(loadConfig({ DATA_DIR: dataDir }).secrets.sessionSecret).toBe(first.secrets.sessionSecret)
  })

  it('uses a given SESSION_SECRET without writing it to disk', () => {
    const dataDir = freshDataDir()
    const secret = 'x'.repeat(40)
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret }).secrets.sessionSecret).toBe(secret)
    // The file may hold generated VAPID keys (issue 7), never the given secret.
    const file = path.join(dataDir, 'secrets.json')
    expect(existsSync(file) && readFileSync(file, 'utf8').includes(secret)).toBe(false)
  })

  it('keeps a PostgreSQL URL as it is', () => {
    const url = 'postgresql://gala:secret@db.internal:5432/gala?sslmode=require'
    expect(loadConfig({ DATA_DIR: freshDataDir(), DATABASE_URL: url }).databaseUrl).toBe(url)
  })

  it('resolves a relative SQLite path from the project root', () => {
    const config = loadConfig({ DATA_DIR: freshDataDir(), DATABASE_URL: 'file:data/other.db' })
    expect(path.isAbsolute(config.databaseUrl.replace(/^file:/, ''))).toBe(true)
    expect(config.databaseUrl.endsWith(path.join('data', 'other.db'))).toBe(true)
  })

  it('never commits secrets: data/ is ignored by git', () => {
    const gitignore = readFileSync(path.join(import.meta.dirname, '../../.gitignore'), 'utf8')
    expect(gitignore.split('\n')).toContain('data/')
  })
})
