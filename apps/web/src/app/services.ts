import { SIGNED_IN_COOKIE } from '@gridrace/protocol';
import { createApi } from '../client/api.ts';
import { Guest, storedIdentity } from '../client/player-identity.ts';
import { browserStorage } from '../client/storage.ts';

/** The browser's one set of client services, made once per page. */
export const storage = browserStorage();
export const api = createApi({ token: () => storedIdentity(storage)?.token ?? null });
/** Whether the server's readable companion of the session cookie is set (the session cookie itself is HttpOnly). */
const maySignIn = () => document.cookie.split(';').some((cookie) => cookie.trim() === `${SIGNED_IN_COOKIE}=1`);
export const guest = new Guest(storage, api, undefined, maySignIn);
