import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/app.ts';

const run = promisify(execFile);
/** The real command line, run as an operator would. */
const BIN = new URL('../../cli/bin/gridrace.mjs', import.meta.url).pathname;
const OPERATOR_TOKEN = 'an-operator-token-for-the-cli';

describe('gridrace invite against a server with REGISTRATION=invite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ configOverrides: { registration: 'invite', operatorToken: OPERATOR_TOKEN } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('makes a code that lets one guest become an account, and nobody after', async () => {
    const { stdout } = await run(process.execPath, [BIN, 'invite', '--server', server.url, '--days', '3', '--json'], {
      env: { ...process.env, GRIDRACE_OPERATOR_TOKEN: OPERATOR_TOKEN },
    });
    const { code, expiresAt } = JSON.parse(stdout) as { code: string; expiresAt: string };
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now() + 2 * 24 * 3600_000);

    const { accounts, players } = server.app.services;
    const first = (await players.create('First')).player;
    const second = (await players.create('Second')).player;
    await expect(accounts.becomeAccount(second, 'Second')).rejects.toMatchObject({ code: 'invite_required' });
    expect(await accounts.becomeAccount(first, 'Invited', code)).toMatchObject({ id: first.id, name: 'Invited' });
    await expect(accounts.becomeAccount(second, 'Second', code)).rejects.toMatchObject({ code: 'invalid_invite' });
  });

  it('is refused without the operator token, and says so', async () => {
    const failed = await run(process.execPath, [BIN, 'invite', '--server', server.url], { env: { ...process.env, GRIDRACE_OPERATOR_TOKEN: 'a-wrong-token-0123456' } }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toMatch(/the server refused \(401\)/);
  });
});
