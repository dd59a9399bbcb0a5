import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPuzzle, replayLog, solvePuzzle } from '@gridrace/core';
import { io } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/build-app.ts';
import { openStore } from '../src/store/connect.ts';
import { testConfig } from './support/app.ts';

const dir = mkdtempSync(join(tmpdir(), 'gridrace-close-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('graceful close', () => {
  it('finishes the writes in flight before the database closes: every acknowledged move is stored', async () => {
    const config = testConfig(dir);
    const app = await buildApp(config, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const { player, token } = await app.services.players.create('Closer');
    const puzzleId = 'fifteen.v1.3.closing';
    const opened = openPuzzle(puzzleId);
    if (!opened.ok) throw new Error(opened.error.message);
    const moves = solvePuzzle(opened.value).solution;
    const started = await app.services.runs.start(player, puzzleId);
    if (!started.ok || !('runId' in started)) throw new Error('no run');

    const socket = io(url, { transports: ['websocket'], auth: { token }, reconnection: false });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const acked: number[] = [];
    const firstAck = new Promise<void>((resolve) => {
      moves.forEach((move, i) =>
        socket.emit('run:move', { runId: started.runId, seq: i + 1, move }, (ack: { ok: boolean; seq: number }) => {
          if (ack.ok) acked.push(ack.seq);
          resolve();
        }),
      );
    });
    await firstAck;
    await app.close();
    socket.disconnect();

    const store = await openStore(config.databaseUrl);
    try {
      const log = await store.logOf(started.runId);
      expect(log.map((entry) => entry.seq)).toEqual(log.map((_, i) => i + 1));
      for (const seq of acked) expect(log.some((entry) => entry.seq === seq)).toBe(true);
      expect(replayLog(solvePuzzle(opened.value), log).failure).toBeUndefined();
    } finally {
      await store.close();
    }
  });
});
