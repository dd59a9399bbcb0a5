import {
  authMethodsResponseSchema,
  deviceCodeResponseSchema,
  deviceSignInResponseSchema,
  errorBodySchema,
  identitiesResponseSchema,
  oidcStartResponseSchema,
  unlinkIdentityResponseSchema,
} from '@gridrace/protocol';
import type { z } from 'zod';
import { ApiError } from './api.ts';

/**
 * The sign-in routes of another device and OpenID Connect (docs/accounts.md). They go by the
 * browser's session cookie, sent with every same-origin request; a guest's token is sent only
 * where a guest may act (beginning a provider's sign-in, which makes the guest the account).
 */
export interface SignInApiOptions {
  readonly fetch?: typeof fetch;
  /** The guest's token, if this browser has one. */
  readonly guestToken?: () => string | null;
}

export function createSignInApi(options: SignInApiOptions = {}) {
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  async function call<T>(schema: z.ZodType<T>, method: string, path: string, body?: unknown, token?: string | null): Promise<T> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetcher(path, { method, headers, credentials: 'same-origin', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const problem = errorBodySchema.safeParse(answer);
      const { code, message, reason } = problem.success ? problem.data.error : { code: 'http_error', message: `The server answered ${response.status}.`, reason: undefined };
      throw new ApiError(response.status, code, message, reason);
    }
    return schema.parse(answer);
  }
  return {
    /** What the sign-in page offers here. */
    methods: () => call(authMethodsResponseSchema, 'GET', '/api/v1/auth/methods'),
    /** A code (and its link) that signs another device in as this account, for five minutes. */
    createDeviceCode: () => call(deviceCodeResponseSchema, 'POST', '/api/v1/account/device-codes'),
    /** Signs this browser in with the code another device shows: the session cookie is set. */
    signInWithCode: (code: string) => call(deviceSignInResponseSchema, 'POST', '/api/v1/auth/device', { code }),
    /** The provider's page to go to: to sign in (a guest becomes the account), or to link it to the account signed in. */
    startOidc: (link: boolean) => call(oidcStartResponseSchema, 'POST', '/api/v1/auth/oidc/start', link ? { link: true } : {}, link ? null : (options.guestToken?.() ?? null)),
    identities: () => call(identitiesResponseSchema, 'GET', '/api/v1/account/identities'),
    unlinkIdentity: (issuer: string, subject: string) =>
      call(unlinkIdentityResponseSchema, 'DELETE', `/api/v1/account/identities/${encodeURIComponent(issuer)}/${encodeURIComponent(subject)}`),
  };
}

export type SignInApi = ReturnType<typeof createSignInApi>;
