import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { Api } from './api.ts';

/**
 * The browser's half of passkeys (docs/accounts.md#passkeys), through @simplewebauthn/browser:
 * the server's options go to `navigator.credentials`, whose answer goes back with the flow id.
 * Each ends with the server's answer; the caller decides what signing in means for the page.
 */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** Signs up: the handle (and invitation) checked, a new passkey made, the account made (the calling guest's row), the session cookie set. */
export async function signUpWithPasskey(api: Api, handle: string, invite?: string) {
  const { flowId, options } = await api.passkeySignUpOptions(handle, invite);
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return api.passkeySignUp(flowId, response);
}

/** Signs in with any passkey of this site the device holds (no handle typed). */
export async function signInWithPasskey(api: Api) {
  const { flowId, options } = await api.passkeySignInOptions();
  const response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  return api.passkeySignIn(flowId, response);
}

/** A signed-in account adds another passkey. */
export async function addPasskey(api: Api, name?: string) {
  const { flowId, options } = await api.addPasskeyOptions();
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return api.addPasskey(flowId, response, name);
}

/** Whether a failure is the person closing the browser's passkey dialog (nothing to explain), not an error. */
export const cancelled = (failure: unknown): boolean => failure instanceof Error && (failure.name === 'NotAllowedError' || failure.name === 'AbortError');
