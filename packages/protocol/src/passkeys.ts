import { z } from 'zod';

/**
 * Passkeys (WebAuthn) over REST (docs/accounts.md#passkeys): each ceremony is two requests,
 * options then verify, joined by a flow id. Every field is bounded: a WebAuthn response is a
 * few kilobytes at most (an attestation with certificates is the largest; Gridrace asks for none).
 */
export const PasskeyLimits = {
  /** Passkeys one account may hold. */
  perAccount: 20,
  name: { min: 1, max: 64 },
  /** Longest base64url field of a response (attestationObject, clientDataJSON...). */
  maxFieldChars: 16_384,
  /** Longest credential id (WebAuthn's own limit is 1023 bytes, base64url 1364 characters). */
  maxCredentialIdChars: 1364,
  /** How long a ceremony may take, between its options and its verify, in ms. */
  flowMs: 5 * 60_000,
  /** A handle as sent (the server folds and checks it: docs/accounts.md#handles). */
  maxHandleChars: 64,
  maxInviteChars: 128,
} as const;

const base64url = (what: string, max: number = PasskeyLimits.maxFieldChars) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} is base64url`)
    .describe(`${what}, base64url.`);

const credentialIdSchema = base64url('The credential id', PasskeyLimits.maxCredentialIdChars);
const transportsSchema = z.array(z.string().max(32)).max(8).describe('How the browser can reach the authenticator, as it said (`internal`, `hybrid`, `usb`...).');
const extensionResultsSchema = z
  .record(z.string().max(64), z.unknown())
  .refine((record) => Object.keys(record).length <= 16, 'at most 16 extension results')
  .describe("The browser's `getClientExtensionResults()`.");

/** What `@simplewebauthn/browser`'s `startRegistration` answers (a `RegistrationResponseJSON`), bounded. */
export const registrationResponseSchema = z
  .object({
    id: credentialIdSchema,
    rawId: credentialIdSchema,
    type: z.literal('public-key'),
    response: z.object({
      clientDataJSON: base64url('clientDataJSON'),
      attestationObject: base64url('attestationObject'),
      authenticatorData: base64url('authenticatorData').optional(),
      transports: transportsSchema.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url('publicKey').optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: extensionResultsSchema,
  })
  .meta({ id: 'PasskeyRegistrationResponse', description: "The browser's answer to `navigator.credentials.create` (RegistrationResponseJSON in WebAuthn Level 3)." });

/** What `startAuthentication` answers (an `AuthenticationResponseJSON`), bounded. */
export const authenticationResponseSchema = z
  .object({
    id: credentialIdSchema,
    rawId: credentialIdSchema,
    type: z.literal('public-key'),
    response: z.object({
      clientDataJSON: base64url('clientDataJSON'),
      authenticatorData: base64url('authenticatorData'),
      signature: base64url('signature'),
      userHandle: base64url('userHandle', 1024).optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: extensionResultsSchema,
  })
  .meta({ id: 'PasskeyAuthenticationResponse', description: "The browser's answer to `navigator.credentials.get` (AuthenticationResponseJSON in WebAuthn Level 3)." });

const flowIdSchema = z
  .string()
  .min(16)
  .max(128)
  // The length in the pattern too: a client generated from the document then draws ids of a length the server takes.
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'a flow id is base64url')
  .describe('The ceremony this answers: the `flowId` its options came with. Good once, for 5 minutes.');

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(PasskeyLimits.name.min)
  .max(PasskeyLimits.name.max)
  .regex(/^[^\p{Cc}]*$/u, 'a passkey name is one line of text')
  .describe(`The name its owner knows the passkey by (${PasskeyLimits.name.min}-${PasskeyLimits.name.max} characters).`);

const optionsSchema = (what: string) =>
  z.record(z.string(), z.unknown()).describe(`${what}: hand it to \`@simplewebauthn/browser\` (\`optionsJSON\`) or, decoded, to \`navigator.credentials\`.`);

/** `POST /api/v1/auth/passkeys/register/options`: sign up with a passkey. */
export const passkeySignUpOptionsBodySchema = z.strictObject({
  handle: z.string().trim().min(1).max(PasskeyLimits.maxHandleChars).describe('The handle the new account will have (docs/accounts.md#handles).'),
  invite: z.string().trim().min(1).max(PasskeyLimits.maxInviteChars).optional().describe('An invitation code, where the server takes new accounts by invitation only.'),
});
export const passkeyRegistrationOptionsResponseSchema = z.object({
  flowId: flowIdSchema,
  options: optionsSchema('PublicKeyCredentialCreationOptionsJSON'),
});
/** `.../register/verify` and `/account/passkeys/verify`. */
export const passkeyRegistrationVerifyBodySchema = z.strictObject({
  flowId: flowIdSchema,
  response: registrationResponseSchema,
  name: passkeyNameSchema.optional().describe("A name for the new passkey; default: the browser's and system's name (from the User-Agent)."),
});

/** `POST /api/v1/auth/passkeys/login/options`. */
export const passkeySignInOptionsBodySchema = z.strictObject({
  handle: z
    .string()
    .trim()
    .min(1)
    .max(PasskeyLimits.maxHandleChars)
    .optional()
    .describe(
      "Optional: the account's handle, for an authenticator that keeps no passkey to offer (a security key without resident keys): the options then name that account's passkeys.",
    ),
});
export const passkeySignInOptionsResponseSchema = z.object({
  flowId: flowIdSchema,
  options: optionsSchema('PublicKeyCredentialRequestOptionsJSON'),
});
export const passkeySignInVerifyBodySchema = z.strictObject({ flowId: flowIdSchema, response: authenticationResponseSchema });

const instantSchema = z.iso.datetime().describe('An instant, ISO 8601 in UTC.');
export const passkeyInfoSchema = z
  .object({
    id: z.string().describe('The credential id (base64url): names the passkey in the routes below.'),
    name: z.string(),
    createdAt: instantSchema.describe('When it was made.'),
    lastUsedAt: instantSchema.nullable().describe('When it last signed in; null: never yet.'),
  })
  .meta({ id: 'Passkey', description: 'One of the account’s passkeys.' });
export const passkeysResponseSchema = z.object({ passkeys: z.array(passkeyInfoSchema).describe('Oldest first.') });
export const passkeyResponseSchema = z.object({ passkey: passkeyInfoSchema });
export const passkeyParamsSchema = z.object({ id: credentialIdSchema });
export const renamePasskeyBodySchema = z.strictObject({ name: passkeyNameSchema });

/** After a sign-up or a sign-in: who the browser now is (the session cookie is set). */
export const passkeySignedInResponseSchema = z.object({
  player: z
    .object({
      id: z.string().describe("The player's id; a guest who signed up keeps theirs."),
      name: z.string().describe('The handle, as written.'),
      createdAt: instantSchema,
      accountAt: instantSchema.describe('When it became an account.'),
    })
    .describe('The signed-in account.'),
  passkey: passkeyInfoSchema.describe('The passkey used or made.'),
});
