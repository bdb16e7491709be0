import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ParameterizedContext } from 'koa'
import Provider, { type Configuration } from 'oidc-provider'

/** One person known to the local provider. Claims use OpenID names; the Graph-like /graph/me maps them. */
export interface TestAccount {
  sub: string
  email?: string
  email_verified?: boolean
  name?: string
  given_name?: string
  family_name?: string
  picture?: string
}

export interface TestClient {
  clientId: string
  clientSecret: string
  redirectUris: string[]
}

/** What the provider's sign-in page does for the next interaction: sign in this account, or refuse. */
export type NextInteraction = { login: string } | { deny: true }

export interface TestOidcProvider {
  /** Issuer identifier, e.g. http://127.0.0.1:41234 (no trailing slash). */
  issuer: string
  provider: Provider
  accounts: Map<string, TestAccount>
  /** Chooses who "logs in" (and consents) at the next interaction; defaults to the first account added. */
  setNextInteraction(next: NextInteraction): void
  /** A Facebook Graph-like resource: GET /graph/me with a Bearer access token → { id, name, email, first_name, last_name }. */
  graphMeUrl: string
  close(): Promise<void>
}

/**
 * Starts a real OpenID Provider (panva/oidc-provider) on 127.0.0.1:0 with confidential clients that
 * must use PKCE. There is no login form: /interaction/:uid completes the login and the consent prompts
 * for the account chosen with setNextInteraction(), or refuses with access_denied, so tests can drive the
 * whole authorization code flow with fetch and a cookie jar.
 *
 * Two steps, because the app needs the issuer URL when it starts and the provider needs the app's
 * redirect URIs: listen first (the issuer is known), configure once the app runs.
 */
export async function listenOidcProvider(): Promise<{
  issuer: string
  configure(options: { clients: TestClient[]; accounts: TestAccount[] }): TestOidcProvider
  close(): Promise<void>
}> {
  const server = http.createServer((_req, res) => {
    res.writeHead(503).end('not configured yet')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const close = async () => {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return {
    issuer,
    close,
    configure: (options) => {
      const op = createProvider(issuer, options)
      server.removeAllListeners('request')
      server.on('request', op.provider.callback())
      return { ...op, close }
    },
  }
}

function createProvider(
  issuer: string,
  options: { clients: TestClient[]; accounts: TestAccount[] },
): Omit<TestOidcProvider, 'close'> {
  const accounts = new Map(options.accounts.map((account) => [account.sub, account]))
  let next: NextInteraction = { login: options.accounts[0]!.sub }

  const configuration: Configuration = {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // openid-client sends the secret in the body by default (as Google and Facebook accept).
      token_endpoint_auth_method: 'client_secret_post',
    })),
    pkce: { required: () => true },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
      // Facebook's scope name, so the Facebook-shaped flow can ask for it.
      public_profile: [],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub)
      if (!account) return undefined
      return { accountId: sub, claims: () => ({ ...account }) }
    },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
  }
  const provider = new Provider(issuer, configuration)
  // The provider is in a test on plain HTTP; this keeps its cookies non-Secure.
  provider.proxy = false

  provider.use(async (ctx, nextMiddleware) => {
    const interaction = /^\/interaction\/([^/]+)$/.exec(ctx.path)
    if (interaction && ctx.method === 'GET') return completeInteraction(ctx)
    if (ctx.path === '/graph/me' && ctx.method === 'GET') return graphMe(ctx)
    return nextMiddleware()
  })

  async function completeInteraction(ctx: ParameterizedContext) {
    const details = await provider.interactionDetails(ctx.req, ctx.res)
    let result: Parameters<Provider['interactionResult']>[2]
    if ('deny' in next) {
      result = { error: 'access_denied', error_description: 'End-User aborted interaction' }
    } else if (details.prompt.name === 'login') {
      result = { login: { accountId: next.login } }
    } else {
      const grant = details.grantId
        ? (await provider.Grant.find(details.grantId))!
        : new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) })
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] }
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
      result = { consent: { grantId: await grant.save() } }
    }
    ctx.redirect(await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: true }))
  }

  async function graphMe(ctx: ParameterizedContext) {
    const token = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1]
    const accessToken = token ? await provider.AccessToken.find(token) : undefined
    const account = accessToken?.accountId ? accounts.get(accessToken.accountId) : undefined
    if (!accessToken || accessToken.isExpired || !account) {
      ctx.status = 401
      ctx.body = { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } }
      return
    }
    ctx.body = {
      id: account.sub,
      name: account.name,
      email: account.email,
      first_name: account.given_name,
      last_name: account.family_name,
    }
  }

  return {
    issuer,
    provider,
    accounts,
    setNextInteraction: (value) => {
      next = value
    },
    graphMeUrl: `${issuer}/graph/me`,
  }
}
