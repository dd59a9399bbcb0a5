import { z } from 'zod';

/**
 * Sign-in on another device by code, OpenID Connect identities, and the sign-in methods a
 * server offers (docs/accounts.md#another-device, #openid-connect).
 */

const timestampSchema = z.iso.datetime().describe('An instant, ISO 8601 in UTC.');

/** A device code as shown: two groups of four symbols of an alphabet without look-alikes (no 0, 1, I, O). */
export const DEVICE_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

export const deviceCodeResponseSchema = z
  .object({
    code: z.string().regex(DEVICE_CODE_PATTERN).describe('The code to type on the other device (case, spaces and the dash do not matter there).'),
    link: z.url().describe("The other device's page with the code filled in (`<origin>/sign-in/code?c=<code>`), for a QR code."),
    expiresAt: timestampSchema.describe('When the code stops working: five minutes after it was made. It works once.'),
  })
  .meta({ id: 'DeviceCode', description: 'A short code that signs another device in as this account, once, within five minutes.' });
export type DeviceCodeResponse = z.infer<typeof deviceCodeResponseSchema>;

export const deviceSignInBodySchema = z.strictObject({
  code: z.string().min(1).max(32).describe('The code the signed-in device shows, as typed (`ABCD-EFGH`, `abcdefgh`).'),
});

export const deviceSignInResponseSchema = z.object({
  player: z.object({
    id: z.string().describe("The account's public id."),
    name: z.string().describe("The account's handle."),
  }),
});

export const oidcStartBodySchema = z.strictObject({
  link: z.boolean().optional().describe('true: link the provider\'s identity to the account signed in in this browser (the account page\'s "Link"), not sign in.'),
  invite: z.string().min(1).max(64).optional().describe('An invitation code, for a new account on a server whose registration is by invitation.'),
});

export const oidcStartResponseSchema = z.object({
  url: z.url().describe("The provider's authorization page: send the browser there (it comes back to /api/v1/auth/oidc/callback)."),
});

export const identityInfoSchema = z
  .object({
    issuer: z.string().describe("The provider's issuer URL."),
    subject: z.string().describe('Who the provider says this is (its `sub`): with the issuer, names the identity.'),
    provider: z.string().describe("The provider's name as the server shows it (OIDC_NAME), or the issuer's host for a provider no longer configured."),
    createdAt: timestampSchema.describe('When it was linked.'),
  })
  .meta({ id: 'Identity', description: "An OpenID Connect provider's identity linked to the account: signing in there signs in here." });
export type IdentityInfo = z.infer<typeof identityInfoSchema>;

export const identitiesResponseSchema = z.object({ identities: z.array(identityInfoSchema).describe('Oldest first.') });

export const identityParamsSchema = z.object({
  issuer: z.string().min(1).max(500).describe('The issuer, URL-encoded (`https%3A%2F%2Fid.example.org`).'),
  subject: z.string().min(1).max(500).describe('The subject, URL-encoded.'),
});

export const authMethodsResponseSchema = z
  .object({
    passkeys: z.boolean().describe('Whether this server signs in with passkeys (the browser still decides: it offers them only on https or localhost).'),
    deviceCode: z.boolean().describe('Whether a signed-in device can sign another in by a short code.'),
    oidc: z
      .object({ name: z.string().describe('The button\'s words: "Sign in with <name>".') })
      .nullable()
      .describe("The operator's OpenID Connect provider; null: none."),
    registration: z
      .enum(['open', 'invite', 'closed'])
      .describe('Who may make a new account: anyone, with an invitation code, or nobody new (REGISTRATION, docs/accounts.md#registration).'),
    localSignUp: z.boolean().describe('Whether a new account can be made here with a passkey; false: only through the OpenID Connect provider (LOCAL_SIGN_UP=false).'),
  })
  .meta({ id: 'AuthMethods', description: 'The ways to sign in and sign up this server offers.' });
export type AuthMethods = z.infer<typeof authMethodsResponseSchema>;

export const unlinkIdentityResponseSchema = z.object({ unlinked: z.literal(true).describe('The identity was linked and is not any more.') });
