/**
 * Writes an account and sessions signed in to it into a database through the store, for tests of
 * other packages that run the real server as a process (a browser signed in, without the sign-in
 * flow): prints the account's id and each session's secret, the value of its cookie, as JSON.
 *
 *   node --import tsx apps/server/test/support/seed-account.ts <DATABASE_URL>  < {handle, devices}
 */
import { text } from 'node:stream/consumers';
import { openStore } from '../../src/store/connect.ts';
import { makeAccount, sessionInStore } from './accounts.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: seed-account.ts <DATABASE_URL> < {handle, devices}');
const { handle, devices } = JSON.parse(await text(process.stdin)) as { handle: string; devices: string[] };
const store = await openStore(url);
try {
  const account = await makeAccount(store, handle);
  const sessions = [];
  for (const device of devices) sessions.push((await sessionInStore(store, account, device)).cookie.slice('gridrace_session='.length));
  console.log(JSON.stringify({ playerId: account.id, sessions }));
} finally {
  await store.close();
}
