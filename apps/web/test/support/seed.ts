import { spawnSync } from 'node:child_process';
import { SIGNED_IN_COOKIE } from '@gridrace/protocol';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, newPlayerPage } from './pages.ts';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Other players for a fixture: names and ids, with no token anyone holds. */
export const crowdOf = (count: number) => Array.from({ length: count }, (_, k) => ({ id: `crowd-${k}`, name: `Crowd ${k}`, tokenHash: `crowd-hash-${k}`, createdAt: Date.now() }));

/**
 * Writes players and runs into a running server's database through the server's own store (a
 * history made at given times, without playing it), as `apps/server/test/support/seed-runs.ts` does.
 */
export function seedRuns(
  databaseUrl: string,
  fixture: {
    readonly players: readonly object[];
    readonly runs: readonly object[];
    readonly ratings?: readonly object[];
    /** Players marked as bots, before their runs are written. */
    readonly bots?: readonly string[];
    /** Runs flagged by the fair-play check, with their evidence. */
    readonly flags?: readonly { readonly runId: string; readonly evidence: object }[];
  },
): void {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/test/support/seed-runs.ts', databaseUrl], {
    cwd: ROOT,
    input: JSON.stringify(fixture),
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
}

/** An account written into a running server's database, signed in on `devices`: its id and each session's cookie value. */
export function seedAccount(databaseUrl: string, handle: string, devices: readonly string[]): { playerId: string; sessions: string[] } {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/test/support/seed-account.ts', databaseUrl], {
    cwd: ROOT,
    input: JSON.stringify({ handle, devices }),
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding the account failed: ${seeded.stderr}`);
  return JSON.parse(seeded.stdout.trim().split('\n').pop() ?? '{}') as { playerId: string; sessions: string[] };
}

/**
 * A browser (a context of its own, no guest in its storage) signed in with a seeded session's
 * secret: the two cookies the server sets at sign-in, the HttpOnly session and its readable companion.
 * The app's Content-Security-Policy refuses axe's inline script: bypassed for the audit.
 */
export async function signedInPage(browser: Browser, serverUrl: string, secret: string, options: object = DESKTOP): Promise<Page> {
  const page = await newPlayerPage(browser, { ...options, bypassCSP: true });
  await page.context().addCookies([
    { name: 'gridrace_session', value: secret, url: serverUrl, httpOnly: true, sameSite: 'Lax' },
    { name: SIGNED_IN_COOKIE, value: '1', url: serverUrl, httpOnly: false, sameSite: 'Lax' },
  ]);
  return page;
}
