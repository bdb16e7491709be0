import * as client from 'openid-client'
import type { OAuthProvider } from '../../contracts/oauth.ts'
import type { OAuthConfig } from '../../env.ts'

/** How we talk to one provider: the openid-client Configuration plus what differs between Google and Facebook. */
export interface OAuthClient {
  provider: OAuthProvider
  configuration: client.Configuration
  scope: string
  /** OpenID Connect (Google): an ID token with a nonce is required. Plain OAuth 2.0 (Facebook): a userinfo call. */
  openId: boolean
  /** Plain OAuth 2.0 only: the profile resource read with the access token. */
  userinfoUrl?: URL
}

/** Seconds for each request to a provider (discovery, token, userinfo); openid-client's default is 30. */
const PROVIDER_TIMEOUT_SECONDS = 10

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost'])

/**
 * openid-client refuses plain-HTTP endpoints. We lift that only for loopback hosts, so tests can run a
 * local OpenID provider; a configured production issuer or endpoint on http:// keeps failing.
 */
export function isLoopbackUrl(url: string | URL): boolean {
  return LOOPBACK_HOSTS.has(new URL(url).hostname)
}

/** Providers with credentials in the configuration; the others answer "not configured". */
export function configuredProviders(oauth: OAuthConfig): Record<OAuthProvider, boolean> {
  return { google: Boolean(oauth.google), facebook: Boolean(oauth.facebook) }
}

/**
 * Builds provider clients lazily and keeps them for the life of the process (Google's discovery document
 * and its signing keys are then fetched once; openid-client caches the keys per Configuration). A failed
 * discovery is not kept, so the next sign-in tries again.
 */
export function createOAuthClients(oauth: OAuthConfig) {
  const cache = new Map<OAuthProvider, Promise<OAuthClient>>()

  async function build(provider: OAuthProvider): Promise<OAuthClient | undefined> {
    if (provider === 'google') {
      const google = oauth.google
      if (!google) return undefined
      const configuration = await client.discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
        execute: isLoopbackUrl(google.issuer) ? [client.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_SECONDS,
      })
      return { provider, configuration, scope: 'openid email profile', openId: true }
    }
    const facebook = oauth.facebook
    if (!facebook) return undefined
    // Facebook Login is OAuth 2.0 without a discovery document: the endpoints come from the configuration.
    // Its issuer is the authorization server's origin (https://www.facebook.com), which is also what an
    // RFC 9207 `iss` response parameter, if one is ever sent, is compared with.
    const configuration = new client.Configuration(
      {
        issuer: new URL(facebook.authorizationUrl).origin,
        authorization_endpoint: facebook.authorizationUrl,
        token_endpoint: facebook.tokenUrl,
      },
      facebook.clientId,
      facebook.clientSecret,
    )
    configuration.timeout = PROVIDER_TIMEOUT_SECONDS
    const endpoints = [facebook.authorizationUrl, facebook.tokenUrl, facebook.userinfoUrl]
    if (endpoints.every((url) => isLoopbackUrl(url))) client.allowInsecureRequests(configuration)
    return { provider, configuration, scope: 'email public_profile', openId: false, userinfoUrl: new URL(facebook.userinfoUrl) }
  }

  return {
    /** The provider's client, or undefined when it has no credentials. Rejects when discovery fails. */
    async get(provider: OAuthProvider): Promise<OAuthClient | undefined> {
      if (!configuredProviders(oauth)[provider]) return undefined
      let pending = cache.get(provider)
      if (!pending) {
        pending = build(provider).then((built) => built!)
        cache.set(provider, pending)
        pending.catch(() => cache.delete(provider))
      }
      return pending
    },
  }
}
