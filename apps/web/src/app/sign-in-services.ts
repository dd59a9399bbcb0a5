import { createSignInApi } from '../client/sign-in-api.ts';
import { storedIdentity } from '../client/player-identity.ts';
import { storage } from './services.ts';

/** The sign-in routes of another device and OpenID Connect, made once per page. */
export const signInApi = createSignInApi({ guestToken: () => storedIdentity(storage)?.token ?? null });
