import { createHmac, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import webpush from 'web-push'
import { z } from 'zod'
import { ANALYTICS_RATE_LIMIT } from './contracts/analytics-rules.ts'

/** The repository root: the folder that holds package.json. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

/**
 * Hosts the image proxy may fetch from when IMAGE_PROXY_HOSTS is not set: WordPress.com's image CDN
 * (i0-i3.wp.com) and uploads, Gravatar (WordPress author avatars) and TMDB's image host.
 */
export const DEFAULT_IMAGE_PROXY_HOSTS = ['*.wp.com', '*.files.wordpress.com', 'secure.gravatar.com', 'image.tmdb.org'] as const

/**
 * Push services a subscription endpoint may point at when PUSH_ENDPOINT_HOSTS is not set: Chrome, Edge,
 * Opera and Samsung (FCM), Firefox (Mozilla autopush), Safari (Apple) and legacy Edge (WNS). The server
 * POSTs to these URLs, so an open list would let any signed-in user aim it at internal hosts.
 */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const

const wholeNumber = (min: number, max: number, unit: string, fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `must be a whole number of ${unit} between ${min} and ${max}` })
      .int(`must be a whole number of ${unit} between ${min} and ${max}`)
      .min(min, `must be a whole number of ${unit} between ${min} and ${max}`)
      .max(max, `must be a whole number of ${unit} between ${min} and ${max}`)
      .default(fallback),
  )

const base64UrlKey = (bytes: number) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes,
        `must be ${bytes} bytes in base64url (npx web-push generate-vapid-keys)`,
      )
      .optional(),
  )

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number between 1 and 65535' })
      .int('must be a whole number between 1 and 65535')
      .min(1, 'must be a whole number between 1 and 65535')
      .max(65535, 'must be a whole number between 1 and 65535')
      .default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('127.0.0.1')),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ error: 'must be an absolute http(s) URL such as https://gala.ph' }).optional()),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Where the built PWA is (default dist/); lets parallel test runs build into folders of their own. */
  DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(file:.+|postgres(ql)?:\/\/.+)/i, 'must be a SQLite URL of the form file:path/to/gala.db or a PostgreSQL URL postgresql://user:password@host:5432/gala')
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional()),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { error: 'must be true or false' }).default('false')),
  SSR_PAGE_BODY: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { error: 'must be true or false' }).default('true')),
  REGISTRATIONS_PER_IP_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(30)),
  EMAIL_CONFIRMATIONS_PER_IP: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(30)),
  ANALYTICS_BATCHES_PER_IP_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(ANALYTICS_RATE_LIMIT.points)),
  ADMIN_USERNAMES: commaList(),
  ADMIN_EMAILS: commaList(),
  MODERATOR_USERNAMES: commaList(),
  MODERATOR_EMAILS: commaList(),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL such as smtps://user:pass@smtp.example.com:465')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).optional()),
  GOOGLE_CLIENT_ID: optionalText(),
  GOOGLE_CLIENT_SECRET: optionalText(),
  GOOGLE_ISSUER: z.preprocess(emptyToUndefined, z.url({ error: 'must be an absolute URL' }).default('https://accounts.google.com')),
  FACEBOOK_CLIENT_ID: optionalText(),
  FACEBOOK_CLIENT_SECRET: optionalText(),
  FACEBOOK_AUTHORIZATION_URL: z.preprocess(
    emptyToUndefined,
    z.url({ error: 'must be an absolute URL' }).default('https://www.facebook.com/v23.0/dialog/oauth'),
  ),
  FACEBOOK_TOKEN_URL: z.preprocess(
    emptyToUndefined,
    z.url({ error: 'must be an absolute URL' }).default('https://graph.facebook.com/v23.0/oauth/access_token'),
  ),
  FACEBOOK_USERINFO_URL: z.preprocess(
    emptyToUndefined,
    z.url({ error: 'must be an absolute URL' }).default('https://graph.facebook.com/me?fields=id,name,email,first_name,last_name'),
  ),
  // Home widgets (api/modules/widgets): where weather, forex and lotto come from.
  WIDGETS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['live', 'demo'], { error: 'must be live or demo' }).optional()),
  WEATHER_API_URL: z.preprocess(emptyToUndefined, z.url({ error: 'must be an absolute URL' }).default('https://api.open-meteo.com')),
  FOREX_API_URL: z.preprocess(emptyToUndefined, z.url({ error: 'must be an absolute URL' }).default('https://api.frankfurter.dev/v1')),
  LOTTO_SOURCE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ error: 'must be an absolute URL' }).default('https://www.pcso.gov.ph/SearchLottoResult.aspx'),
  ),
  WIDGETS_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of milliseconds between 100 and 60000' })
      .int('must be a whole number of milliseconds between 100 and 60000')
      .min(100, 'must be a whole number of milliseconds between 100 and 60000')
      .max(60_000, 'must be a whole number of milliseconds between 100 and 60000')
      .default(8000),
  ),
  // Image proxy (api/modules/media/image-proxy.ts): hosts it may fetch from, size cap and time-out.
  IMAGE_PROXY_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\s*(\*\.)?[a-z0-9.-]+(:\d{1,5})?\s*(,\s*(\*\.)?[a-z0-9.-]+(:\d{1,5})?\s*)*$/i, 'must be a comma-separated list of host names, e.g. image.tmdb.org,*.wp.com')
      .default(DEFAULT_IMAGE_PROXY_HOSTS.join(',')),
  ),
  IMAGE_PROXY_MAX_BYTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of bytes between 1024 and 52428800' })
      .int('must be a whole number of bytes between 1024 and 52428800')
      .min(1024, 'must be a whole number of bytes between 1024 and 52428800')
      .max(50 * 1024 * 1024, 'must be a whole number of bytes between 1024 and 52428800')
      .default(5 * 1024 * 1024),
  ),
  IMAGE_PROXY_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of milliseconds between 100 and 60000' })
      .int('must be a whole number of milliseconds between 100 and 60000')
      .min(100, 'must be a whole number of milliseconds between 100 and 60000')
      .max(60_000, 'must be a whole number of milliseconds between 100 and 60000')
      .default(5000),
  ),
  // Web push (api/modules/push, api/jobs; docs/decisions/012-release-alerts-web-push.md).
  VAPID_PUBLIC_KEY: base64UrlKey(65),
  VAPID_PRIVATE_KEY: base64UrlKey(32),
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => {
        try {
          const url = new URL(value)
          return (
            (url.protocol === 'mailto:' && /^[^\s@]+@[^\s@]+$/.test(url.pathname)) || (url.protocol === 'https:' && url.hostname !== '')
          )
        } catch {
          return false
        }
      }, 'must be a mailto: address or an https: URL, such as mailto:alerts@gala.ph')
      .optional(),
  ),
  PUSH_TTL_SECONDS: wholeNumber(60, 2_419_200, 'seconds', 24 * 60 * 60),
  PUSH_CONCURRENCY: wholeNumber(1, 256, 'requests', 48),
  PUSH_TIMEOUT_MS: wholeNumber(1000, 60_000, 'milliseconds', 10_000),
  PUSH_ENDPOINT_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^\s*(\*\.)?[a-z0-9.-]+(:\d{1,5})?\s*(,\s*(\*\.)?[a-z0-9.-]+(:\d{1,5})?\s*)*$/i,
        'must be a comma-separated list of host names, e.g. fcm.googleapis.com,*.push.apple.com',
      )
      .default(DEFAULT_PUSH_ENDPOINT_HOSTS.join(',')),
  ),
  RELEASE_ALERTS_INTERVAL_SECONDS: wholeNumber(10, 86_400, 'seconds', 300),
  // Redis (optional; decision 026): rate limits and cache invalidation shared by every process.
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\/[^\s]*$/i, 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379/0')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1-64 letters, digits or : _ . - (e.g. gala:)')
      .default('gala:'),
  ),
  // GET /metrics (Prometheus text format): answered only with `Authorization: Bearer <METRICS_TOKEN>`; unset: 404.
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\x21-\x7e]{16,256}$/, 'must be 16-256 printable characters without spaces (e.g. openssl rand -hex 32)')
      .optional(),
  ),
  /** The commit being run, shown on /admin/system-dashboard when the deployment sets it (e.g. GIT_COMMIT=$(git rev-parse --short HEAD)). */
  GIT_COMMIT: z.preprocess(emptyToUndefined, z.string().regex(/^[0-9a-f]{4,40}$/i, 'must be a git commit hash').optional()),
  // Tickets (decision 037). The e-ticket token key; unset: derived from the session secret.
  TICKETS_TOKEN_SECRET: optionalText(),
  // The bundled test payment provider (/api/test-payment-provider/...): on by default outside production; in
  // production, unset means on exactly when the database is the demo database (decision 045).
  TICKETS_TEST_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
  // A real provider per family: TICKETS_PROVIDER_<FAMILY>_URL (its hosted payment page), _SECRET (the HMAC key of
  // its callbacks), _MERCHANT_ID; e.g. TICKETS_PROVIDER_RBANK_RMW_URL.
  ...Object.fromEntries(
    ['RBANK_RMW', 'PESOPAY_AYALA_CINEMAS', 'IPAY88_MEGAWORLD'].flatMap((family) => [
      [`TICKETS_PROVIDER_${family}_URL`, z.preprocess(emptyToUndefined, z.url({ error: 'must be an absolute URL' }).optional())],
      [`TICKETS_PROVIDER_${family}_SECRET`, optionalText()],
      [`TICKETS_PROVIDER_${family}_MERCHANT_ID`, optionalText()],
    ]),
  ) as Record<`TICKETS_PROVIDER_${string}`, z.ZodType<string | undefined>>,
})

function commaList() {
  return z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((item) => item.trim().toLowerCase())
            .filter(Boolean)
        : [],
    z.array(z.string()),
  )
}

function optionalText() {
  return z.preprocess(emptyToUndefined, z.string().optional())
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  /** The address people use to reach the site; its origin is the only one allowed to change state. */
  publicUrl: string
  dataDir: string
  /** SQLite URL with an absolute path, e.g. file:/srv/gala/data/gala.db, or a postgresql:// URL (docs/deploy.md) */
  databaseUrl: string
  logLevel: (typeof LOG_LEVELS)[number]
  trustProxy: boolean
  /**
   * Server rendering (decision 040): every public page's head is rendered on the server; with this, its body too,
   * which the browser then hydrates. Off until hydration is free of mismatches on every page kind.
   */
  ssrPageBody: boolean
  /** Accounts one client address may register per hour (each costs an argon2 hash). */
  registrationsPerIpPerHour: number
  /** Email-confirmation code checks one client address may make per 15 minutes. */
  emailConfirmationsPerIp: number
  /** Analytics batches one client address may send per minute. */
  analyticsBatchesPerIpPerMinute: number
  secrets: Secrets
  /** Folder holding the built PWA (vite build output). */
  distDir: string
  /** Configured staff lists (doc 1 §6), lower-cased. */
  staff: StaffLists
  mail: MailConfig
  oauth: OAuthConfig
  widgets: WidgetsConfig
  imageProxy: ImageProxyConfig
  /**
   * Admin event import (decision 029). Never read from the environment: only tests set
   * `allowPrivateAddresses`, so an import URL can reach their local server on 127.0.0.1.
   */
  eventImport?: { allowPrivateAddresses?: boolean }
  push: PushConfig
  /** Redis shared by every process (REDIS_URL); absent: rate limits and caches live in this process only. */
  redis?: RedisConfig
  /** Bearer token of GET /metrics (METRICS_TOKEN); absent: /metrics answers 404. */
  metricsToken?: string
  /** The commit being run (GIT_COMMIT), when the deployment says. */
  gitCommit?: string
  tickets: TicketsConfig
}

/** Tickets and payments (decision 037). */
export interface TicketsConfig {
  /** HMAC key of the e-ticket tokens. */
  tokenSecret: string
  /**
   * The bundled test payment provider (decision 045): `on` (TICKETS_TEST_PROVIDER=true, or outside production),
   * `off` (TICKETS_TEST_PROVIDER=false), or `demo-database` (production without the variable): on exactly when the
   * database is the demo database (SiteSetting demoData = "true"), which only the running app can tell
   * (api/modules/tickets/payment-methods.ts).
   */
  testProvider: 'on' | 'off' | 'demo-database'
  /**
   * Per provider family: a real hosted provider when TICKETS_PROVIDER_<FAMILY>_URL and _SECRET are set, else the
   * bundled test provider's keys, which work only while the test provider is on.
   */
  providers: Record<'rbank-rmw' | 'pesopay-ayala-cinemas' | 'ipay88-megaworld', PaymentProviderConfig>
}

export type PaymentProviderConfig =
  | { kind: 'hosted'; payUrl: string; secret: string; merchantId: string }
  | { kind: 'test'; secret: string; merchantId: string }

/** REDIS_URL and REDIS_KEY_PREFIX (api/redis.ts, decision 026). */
export interface RedisConfig {
  url: string
  /** Starts every key and channel name, so several deployments (or test runs) can share one server. */
  keyPrefix: string
}

/** Web push and release alerts (api/modules/push, api/jobs, decision 012). */
export interface PushConfig {
  /** VAPID key pair (base64url: public 65 bytes, private 32) and the JWT `sub`. */
  vapid: { publicKey: string; privateKey: string; subject: string }
  /** TTL header of every push; a delivery still unsent after this long is dropped, not sent late. */
  ttlSeconds: number
  /** Pushes in flight at once per worker. */
  concurrency: number
  /** Time-out of one request to a push service. */
  timeoutMs: number
  /** Hosts a subscription endpoint may use, lower-cased: `host`, `*.host` (subdomains), optionally `:port`. */
  endpointHosts: string[]
  /** How often the release scheduler looks for movies whose release day has come. */
  schedulerIntervalMs: number
}

/** GET /api/image-proxy (api/modules/media/image-proxy.ts). */
export interface ImageProxyConfig {
  /** Allowed hosts, lower-cased: `example.com`, `*.example.com` (subdomains), optionally `:port`. */
  hosts: string[]
  /** Largest image passed on, in bytes. */
  maxBytes: number
  /** Time-out of one whole fetch (all redirects included). */
  timeoutMs: number
}

/** Sources of the home widgets (api/modules/widgets, docs/decisions/008-widget-providers.md). */
export interface WidgetsConfig {
  /**
   * 'live' reads the public sources, 'demo' serves recent sample values without network. Unset: demo
   * unless NODE_ENV is production and the database is not the demo database.
   */
  provider?: 'live' | 'demo'
  /** Open-Meteo forecast API base (…/v1/forecast is appended). */
  weatherApiUrl: string
  /** Frankfurter v1 API base (ECB reference rates; …/{start}..?base=USD&symbols=PHP is appended). */
  forexApiUrl: string
  /** PCSO lotto results page (HTML table). */
  lottoSourceUrl: string
  /** Time-out of every outbound widget call. */
  timeoutMs: number
}

export interface StaffLists {
  adminUsernames: string[]
  adminEmails: string[]
  moderatorUsernames: string[]
  moderatorEmails: string[]
}

export interface MailConfig {
  /** SMTP server; when absent, mail is written to the log and to `<DATA_DIR>/mail/`. */
  smtpUrl?: string
  from: string
  /** Where mail goes without SMTP. */
  outboxDir: string
}

export interface OAuthProviderConfig {
  clientId: string
  clientSecret: string
}

export interface OAuthConfig {
  /** OpenID Connect; the issuer is discovered (tests point it at a local provider). */
  google?: OAuthProviderConfig & { issuer: string }
  /** OAuth 2.0 with explicit endpoints (Facebook Login is not OpenID Connect discovery based). */
  facebook?: OAuthProviderConfig & { authorizationUrl: string; tokenUrl: string; userinfoUrl: string }
}

export interface Secrets {
  sessionSecret: string
  /** VAPID key pair for web push (base64url): from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY or generated once. */
  vapidPublicKey: string
  vapidPrivateKey: string
}

/** A configuration problem, reported as one line that names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * Reads and validates the configuration once. Secrets the user did not give are generated
 * on first start and kept in `<DATA_DIR>/secrets.json` (mode 600), never in the repository.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const name = String(issue.path[0] ?? 'environment')
    const given = env[name]
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${given === undefined ? '' : ` (got "${given}")`}`)
  }
  const e = parsed.data
  if (e.PUBLIC_URL && !/^https?:$/.test(new URL(e.PUBLIC_URL).protocol)) {
    throw new ConfigError(`Invalid configuration: PUBLIC_URL must be an absolute http(s) URL such as https://gala.ph (got "${e.PUBLIC_URL}")`)
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    const missing = e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'
    throw new ConfigError(`Invalid configuration: ${missing} must be set too (give both VAPID keys, or neither to generate them)`)
  }
  const dataDir = path.resolve(projectRoot, e.DATA_DIR ?? 'data')
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  const databaseUrl = e.DATABASE_URL
    ? /^postgres(ql)?:\/\//i.test(e.DATABASE_URL)
      ? e.DATABASE_URL
      : absoluteSqliteUrl(e.DATABASE_URL)
    : `file:${path.join(dataDir, 'gala.db')}`
  const secrets = loadOrCreateSecrets(dataDir, {
    sessionSecret: e.SESSION_SECRET,
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
  })
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY === 'true',
    ssrPageBody: e.SSR_PAGE_BODY === 'true',
    registrationsPerIpPerHour: e.REGISTRATIONS_PER_IP_PER_HOUR,
    emailConfirmationsPerIp: e.EMAIL_CONFIRMATIONS_PER_IP,
    analyticsBatchesPerIpPerMinute: e.ANALYTICS_BATCHES_PER_IP_PER_MINUTE,
    secrets,
    distDir: e.DIST_DIR ? path.resolve(e.DIST_DIR) : path.join(projectRoot, 'dist'),
    staff: {
      adminUsernames: e.ADMIN_USERNAMES,
      adminEmails: e.ADMIN_EMAILS,
      moderatorUsernames: e.MODERATOR_USERNAMES,
      moderatorEmails: e.MODERATOR_EMAILS,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Gala <no-reply@${new URL(publicUrl).hostname}>`,
      outboxDir: path.join(dataDir, 'mail'),
    },
    oauth: {
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
          : undefined,
      facebook:
        e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET
          ? {
              clientId: e.FACEBOOK_CLIENT_ID,
              clientSecret: e.FACEBOOK_CLIENT_SECRET,
              authorizationUrl: e.FACEBOOK_AUTHORIZATION_URL,
              tokenUrl: e.FACEBOOK_TOKEN_URL,
              userinfoUrl: e.FACEBOOK_USERINFO_URL,
            }
          : undefined,
    },
    widgets: {
      provider: e.WIDGETS_PROVIDER,
      weatherApiUrl: e.WEATHER_API_URL,
      forexApiUrl: e.FOREX_API_URL,
      lottoSourceUrl: e.LOTTO_SOURCE_URL,
      timeoutMs: e.WIDGETS_TIMEOUT_MS,
    },
    imageProxy: {
      hosts: e.IMAGE_PROXY_HOSTS.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
      maxBytes: e.IMAGE_PROXY_MAX_BYTES,
      timeoutMs: e.IMAGE_PROXY_TIMEOUT_MS,
    },
    push: {
      vapid: {
        publicKey: secrets.vapidPublicKey,
        privateKey: secrets.vapidPrivateKey,
        subject: e.VAPID_SUBJECT ?? `mailto:alerts@${new URL(publicUrl).hostname}`,
      },
      ttlSeconds: e.PUSH_TTL_SECONDS,
      concurrency: e.PUSH_CONCURRENCY,
      timeoutMs: e.PUSH_TIMEOUT_MS,
      endpointHosts: e.PUSH_ENDPOINT_HOSTS.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
      schedulerIntervalMs: e.RELEASE_ALERTS_INTERVAL_SECONDS * 1000,
    },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    metricsToken: e.METRICS_TOKEN,
    gitCommit: e.GIT_COMMIT,
    tickets: ticketsConfig(e as unknown as Record<string, string | undefined>, e.NODE_ENV, secrets.sessionSecret),
  }
}

/** Relative SQLite paths are taken from the project root, whatever the working directory. */
export function absoluteSqliteUrl(url: string): string {
  const file = url.replace(/^file:/, '')
  return `file:${path.isAbsolute(file) ? file : path.resolve(projectRoot, file)}`
}

export function sqliteFilePath(databaseUrl: string): string {
  return absoluteSqliteUrl(databaseUrl).replace(/^file:/, '')
}

const derive = (secret: string, label: string) => createHmac('sha256', secret).update(label).digest('base64url')

function ticketsConfig(e: Record<string, string | undefined>, nodeEnv: Config['nodeEnv'], sessionSecret: string): TicketsConfig {
  const testProvider: TicketsConfig['testProvider'] = e.TICKETS_TEST_PROVIDER
    ? e.TICKETS_TEST_PROVIDER === 'true'
      ? 'on'
      : 'off'
    : nodeEnv === 'production'
      ? 'demo-database'
      : 'on'
  const families = ['rbank-rmw', 'pesopay-ayala-cinemas', 'ipay88-megaworld'] as const
  const providers = {} as TicketsConfig['providers']
  for (const family of families) {
    const prefix = `TICKETS_PROVIDER_${family.toUpperCase().replaceAll('-', '_')}`
    const payUrl = e[`${prefix}_URL`]
    const secret = e[`${prefix}_SECRET`]
    if (Boolean(payUrl) !== Boolean(secret)) {
      throw new ConfigError(`Invalid configuration: ${payUrl ? `${prefix}_SECRET` : `${prefix}_URL`} must be set too (give both, or neither)`)
    }
    providers[family] =
      payUrl && secret
        ? { kind: 'hosted', payUrl, secret, merchantId: e[`${prefix}_MERCHANT_ID`] ?? 'gala' }
        : { kind: 'test', secret: derive(sessionSecret, `payments:test:${family}`), merchantId: 'gala-test' }
  }
  return { tokenSecret: e.TICKETS_TOKEN_SECRET ?? derive(sessionSecret, 'tickets:token'), testProvider, providers }
}

function loadOrCreateSecrets(dataDir: string, given: Partial<Secrets>): Secrets {
  const file = path.join(dataDir, 'secrets.json')
  const stored: Partial<Secrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
  const generated: Partial<Secrets> = {}
  if (!given.sessionSecret && !stored.sessionSecret) generated.sessionSecret = randomBytes(32).toString('base64url')
  // VAPID keys are a pair: both given, or the stored pair, or a new pair (subscriptions die with the old one).
  if (!given.vapidPublicKey && !(stored.vapidPublicKey && stored.vapidPrivateKey)) {
    const keys = webpush.generateVAPIDKeys()
    generated.vapidPublicKey = keys.publicKey
    generated.vapidPrivateKey = keys.privateKey
  }
  if (Object.keys(generated).length > 0) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, JSON.stringify({ ...stored, ...generated }, null, 2) + '\n', { mode: 0o600 })
  }
  const vapid = given.vapidPublicKey
    ? { publicKey: given.vapidPublicKey, privateKey: given.vapidPrivateKey! }
    : { publicKey: generated.vapidPublicKey ?? stored.vapidPublicKey!, privateKey: generated.vapidPrivateKey ?? stored.vapidPrivateKey! }
  return {
    sessionSecret: given.sessionSecret ?? stored.sessionSecret ?? generated.sessionSecret!,
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  }
}
