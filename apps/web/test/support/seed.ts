import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Other players for a fixture: names and ids, with no token anyone holds. */
export const crowdOf = (count: number) => Array.from({ length: count }, (_, k) => ({ id: `crowd-${k}`, name: `Crowd ${k}`, tokenHash: `crowd-hash-${k}`, createdAt: Date.now() }));

/**
 * Writes players and runs into a running server's database through the server's own store (a
 * history made at given times, without playing it), as `apps/server/test/support/seed-runs.ts` does.
 */
export function seedRuns(databaseUrl: string, fixture: { readonly players: readonly object[]; readonly runs: readonly object[] }): void {
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
