import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWebApp, freePort } from './support/server.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Whether anything accepts a connection on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The processes whose environment holds `marker` (Linux /proc): those `npm start` began here. */
function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').includes(marker)) found.push(Number(entry));
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('npm start', () => {
  // `npm start` is npm, then a shell, then scripts/start.mjs, then the server: a SIGTERM to any
  // of the first ones must reach the last.
  it.each([
    ['npm', ['start']],
    [process.execPath, ['scripts/start.mjs']],
  ])('serves the built app, and a SIGTERM to %s stops the server cleanly', async (command, args) => {
    buildWebApp(); // as npm start would; with the browser tests' lock, so no build runs twice at once
    const dir = mkdtempSync(join(tmpdir(), 'gridrace-npm-start-'));
    dirs.push(dir);
    const port = await freePort();
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'gridrace.db')}`, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    while (
      !(await fetch(`${url}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not become healthy:\n${output}`);
      await pause(100);
    }
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="app"');
    // The parts of the built server that live apart from its bundle: the API docs' files, the
    // SQLite writer thread and the solver threads.
    expect((await fetch(`${url}/docs/`)).status).toBe(200);
    expect((await fetch(`${url}/api/v1/openapi.json`)).status).toBe(200);
    const created = await fetch(`${url}/api/v1/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"starter"}' });
    expect(created.status).toBe(201);
    const puzzle = (await (await fetch(`${url}/api/v1/puzzles/fifteen.v1.3.start`)).json()) as { par: unknown };
    expect(puzzle.par).toBeTypeOf('number');
    expect(processesWith(dir).length).toBeGreaterThanOrEqual(2); // npm and the server at least

    const signalled = Date.now();
    child.kill('SIGTERM');
    await Promise.race([exited, pause(5_000)]);
    // Everything npm start began is gone within a few seconds, and the port is free again.
    while (processesWith(dir).length > 0 && Date.now() - signalled < 5_000) await pause(50);
    expect(child.exitCode !== null || child.signalCode !== null, `npm still running:\n${output}`).toBe(true);
    expect(processesWith(dir), `left running:\n${output}`).toEqual([]);
    expect(await listening(port)).toBe(false);
    expect(output).not.toMatch(/close failed|Error/);
  });
});
