import * as client from 'openid-client';
import { ErrorCode } from '@gridrace/protocol';
import type { OidcConfig } from '../../config.ts';
import { HttpProblem } from '../../problem.ts';

/** What a sign-in at the provider must come back with: kept in its `auth_flows` row (single use) between the two requests. */
export interface OidcFlowState {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
  readonly redirectUri: string;
}

/** Who the provider says signed in: (issuer, subject) names them for good; the rest only suggests a handle. */
export interface OidcIdentity {
  readonly issuer: string;
  readonly subject: string;
  readonly preferredUsername: string | null;
  readonly name: string | null;
  readonly email: string | null;
}

/** The provider refused, or its answer did not check out (state, nonce, id token): the sign-in fails, and the log says why. */
export class OidcRefused extends Error {
  override readonly name = 'OidcRefused';
}

/** How long a request to the provider may take (discovery, the token exchange), in seconds. */
const PROVIDER_TIMEOUT_S = 5;

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * The operator's OpenID Connect provider, through `openid-client`: discovery (lazily, and again
 * after a failure, so a provider that was down when the server started is found once it is up),
 * then the authorization code flow with PKCE, state and nonce.
 */
export class OidcClient {
  private discovered: Promise<client.Configuration> | null = null;

  constructor(
    private readonly config: OidcConfig,
    private readonly log: Log,
  ) {}

  get name(): string {
    return this.config.name;
  }

  /** Discovers the provider's endpoints, once; a failure is logged and forgotten, so the next call tries again. */
  discover(): Promise<client.Configuration> {
    this.discovered ??= this.discoverNow().catch((error: unknown) => {
      this.discovered = null;
      this.log.warn(
        { issuer: this.config.issuer, reason: error instanceof Error ? error.message : String(error) },
        'OpenID Connect: the issuer does not answer its discovery; sign-in with it fails until it does (tried again at the next sign-in)',
      );
      throw new HttpProblem(ErrorCode.Unavailable, `${this.config.name} does not answer; sign in another way, or try again later.`);
    });
    return this.discovered;
  }

  /** Where to send the browser, and what its return must match. */
  async begin(redirectUri: string): Promise<{ url: URL; flow: OidcFlowState }> {
    const configuration = await this.discover();
    const flow: OidcFlowState = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier(), redirectUri };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { url, flow };
  }

  /**
   * The browser's return to the redirect URI (its query: code and state, or the provider's
   * error): the code exchanged for tokens with the flow's verifier, the id token checked
   * (signature, issuer, audience, expiry, nonce), and its subject answered.
   */
  async finish(flow: OidcFlowState, query: string): Promise<OidcIdentity> {
    const configuration = await this.discover();
    const currentUrl = new URL(flow.redirectUri);
    currentUrl.search = query;
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw new OidcRefused(error instanceof Error ? `${error.name}: ${error.message}` : String(error), { cause: error });
    }
    const claims = tokens.claims();
    if (!claims) throw new OidcRefused('the provider sent no id token');
    let names: Record<string, unknown> = claims;
    // Some providers keep the profile out of the id token (the specification's default):
    // then it is asked of the userinfo endpoint. Only a handle's suggestion hangs on it.
    if (claims.preferred_username === undefined && claims.name === undefined) {
      names = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub).catch((error: unknown) => {
        this.log.warn(
          { issuer: this.config.issuer, reason: error instanceof Error ? error.message : String(error) },
          'OpenID Connect: userinfo failed; the handle is made without a name',
        );
        return {};
      });
    }
    const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
    return { issuer: claims.iss, subject: claims.sub, preferredUsername: text(names.preferred_username), name: text(names.name), email: text(names.email) };
  }

  private async discoverNow(): Promise<client.Configuration> {
    const issuer = new URL(this.config.issuer);
    // An issuer over plain http (a provider on the same machine or LAN) is the operator's
    // choice, said in the log; openid-client refuses it unless told.
    const insecure = issuer.protocol === 'http:';
    const configuration = await client.discovery(issuer, this.config.clientId, this.config.clientSecret, undefined, {
      timeout: PROVIDER_TIMEOUT_S,
      ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
    });
    configuration.timeout = PROVIDER_TIMEOUT_S;
    if (insecure) this.log.warn({ issuer: this.config.issuer }, 'OpenID Connect: the issuer is plain http; its tokens cross the network unencrypted');
    this.log.info({ issuer: this.config.issuer }, 'OpenID Connect: the issuer answered its discovery');
    return configuration;
  }
}
