import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestProvider {
  /** Its issuer: `http://127.0.0.1:<port>`. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Stops answering, as a provider that is down (its port closed). */
  stop(): Promise<void>;
}

export interface TestProviderOptions {
  /** The redirect URIs its one client may use (the server's `<origin>/api/v1/auth/oidc/callback`). */
  readonly redirectUris: readonly string[];
  /** The port to listen on (a restart of a provider at the same issuer); default: any free one. */
  readonly port?: number;
}

/**
 * A real OpenID provider (`oidc-provider`) on a free loopback port, with one confidential client
 * that must use PKCE. Its development login page takes any login and password: the subject is
 * the login, and so are `preferred_username` and `name`. Consent is granted without asking (a
 * first-party client), so a sign-in is one form.
 */
export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'gridrace-test';
  const clientSecret = 'a-client-secret-for-the-tests-only';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [...options.redirectUris], grant_types: ['authorization_code'], response_types: ['code'] }],
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'], email: ['email'] },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, preferred_username: sub, name: sub }) }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['cookie-key-for-the-tests-only'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    async loadExistingGrant(ctx) {
      const session = ctx.oidc.session!;
      const existing = session.grantIdFor(ctx.oidc.client!.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: session.accountId! });
      grant.addOIDCScope('openid profile email');
      grant.addOIDCClaims(['preferred_username', 'name', 'email']);
      await grant.save();
      session.ensureClientContainer(ctx.oidc.client!.clientId);
      session.grantIdFor(ctx.oidc.client!.clientId, grant.jti);
      return grant;
    },
  });
  const handle = provider.callback();
  server.on('request', (request, response) => void handle(request, response));
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Cookies by name, as a browser keeps them for one site (enough for the provider's interaction). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Signs in at the provider as a browser would, without one: follows the authorization URL to
 * the login form, posts `login`, and follows the redirects until one leaves the provider (to
 * the client's redirect URI, with `code` and `state`, or an `error`). Answers that URL.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  const origin = new URL(authorizationUrl).origin;
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | null = null;
  for (let hop = 0; hop < 20; hop += 1) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(body ? { body } : {}),
    });
    jar.take(response);
    body = null;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin !== origin) return url;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action || !page.includes('name="login"')) throw new Error(`The provider showed no login form (${response.status}): ${page.slice(0, 300)}`);
    url = new URL(action.replaceAll('&amp;', '&'), url);
    body = new URLSearchParams({ prompt: 'login', login, password: 'any' });
  }
  throw new Error('The provider redirected too many times');
}
