import { createApi } from '../client/api.ts';
import { Guest, storedIdentity } from '../client/player-identity.ts';
import { browserStorage } from '../client/storage.ts';

/** The browser's one set of client services, made once per page. */
export const storage = browserStorage();
export const api = createApi({ token: () => storedIdentity(storage)?.token ?? null });
export const guest = new Guest(storage, api);
