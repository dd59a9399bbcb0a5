import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/app.ts';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** Whether a socket opened with these headers (as a browser sends them) gets connected. */
function opens(url: string, headers: Record<string, string>, transport: 'websocket' | 'polling' = 'websocket'): Promise<boolean> {
  const socket = io(url, { transports: [transport], extraHeaders: headers, reconnection: false, forceNew: true, timeout: 20_000 });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.close();
      resolve(true);
    });
    socket.once('connect_error', () => {
      socket.close();
      resolve(false);
    });
  });
}

const FOREIGN = 'https://elsewhere.example';

describe('who may open a socket', () => {
  it("the server's own pages and clients without an Origin (bots, the command line); no other site's page", async () => {
    const lines: string[] = [];
    server = await startTestServer({ logger: true, logStream: { write: (line) => void lines.push(line) }, configOverrides: { logLevel: 'warn' } });
    const { url } = server;
    expect(await opens(url, {})).toBe(true);
    expect(await opens(url, { Origin: url })).toBe(true);
    expect(await opens(url, { Origin: url }, 'polling')).toBe(true);
    expect(await opens(url, { Origin: FOREIGN })).toBe(false);
    expect(await opens(url, { Origin: FOREIGN }, 'polling')).toBe(false);
    // A sandboxed frame or a file sends `null`: no site the server knows.
    expect(await opens(url, { Origin: 'null' })).toBe(false);
    // Same host, another scheme or port: another origin.
    expect(await opens(url, { Origin: url.replace('http:', 'https:') })).toBe(false);
    expect(await opens(url, { Origin: `${url}1` })).toBe(false);
    // X-Forwarded-Proto from a proxy the server does not trust changes nothing.
    expect(await opens(url, { Origin: url.replace('http:', 'https:'), 'X-Forwarded-Proto': 'https' })).toBe(false);

    const closing = server;
    server = null;
    await closing.close();
    const refusals = lines.map((line) => JSON.parse(line) as { counts?: Record<string, number> }).filter((entry) => entry.counts);
    expect(refusals).toEqual([expect.objectContaining({ counts: { foreign_origin: 6 } })]);
  });

  it('ALLOWED_ORIGINS lets other front ends in; behind a trusted proxy its scheme and host are the origin', async () => {
    server = await startTestServer({ configOverrides: { allowedOrigins: ['https://play.example.org'], trustProxy: true } });
    const { url } = server;
    expect(await opens(url, { Origin: 'https://play.example.org' })).toBe(true);
    expect(await opens(url, { Origin: FOREIGN })).toBe(false);
    expect(await opens(url, { Origin: url.replace('http:', 'https:'), 'X-Forwarded-Proto': 'https' })).toBe(true);
    expect(await opens(url, { Origin: 'https://gridrace.example', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'gridrace.example' })).toBe(true);
    expect(await opens(url, { Origin: url })).toBe(true);
  });
});
