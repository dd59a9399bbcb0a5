import { openPuzzle, replayLog, solvePuzzle, type LoggedRequest } from '@gridrace/core';
import { io, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { request as emit } from './app.ts';

/** A socket request's answer, as far as these tests look at it. */
export type Ack = { ok: boolean; seq?: number; runStatus?: string; error?: { code: string; message: string } };

/** GET /api/v1/health, timed. */
export async function health(url: string): Promise<{ status: number; body: { error?: { code: string } }; ms: number }> {
  const started = Date.now();
  const response = await fetch(`${url}/api/v1/health`);
  return { status: response.status, body: (await response.json()) as { error?: { code: string } }, ms: Date.now() - started };
}

/** How long after now /health answers 200 (polled every 100 ms); fails after `limitMs`. */
export async function readyAfter(url: string, limitMs = 10_000): Promise<number> {
  const since = Date.now();
  while ((await health(url)).status !== 200) {
    if (Date.now() - since > limitMs) throw new Error(`not ready ${limitMs} ms after the database came back`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - since;
}

/** POST /api/v1/players: its status and body. */
export async function createPlayer(url: string, name: string): Promise<{ status: number; body: { token?: string; error?: { code: string } } }> {
  const response = await fetch(`${url}/api/v1/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name }) });
  return { status: response.status, body: (await response.json()) as { token?: string; error?: { code: string } } };
}

/**
 * One player's run of a puzzle, played over a socket move by move through an outage: a move
 * refused is sent again with the same seq, and every acknowledged one is checked against the
 * stored log at the end.
 */
export class OutagePlay {
  readonly acked: number[] = [];
  private next = 0;

  private constructor(
    private readonly url: string,
    readonly socket: Socket,
    readonly runId: string,
    private readonly moves: readonly unknown[],
    private readonly puzzle: ReturnType<typeof solvePuzzle>,
  ) {}

  static async start(url: string, puzzleId: string): Promise<OutagePlay> {
    const opened = openPuzzle(puzzleId);
    if (!opened.ok) throw new Error(opened.error.message);
    const puzzle = solvePuzzle(opened.value);
    const { body } = await createPlayer(url, 'Outage');
    const socket = io(url, { transports: ['websocket'], auth: { token: body.token }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const run = await emit<{ ok: boolean; runId: string }>(socket, 'run:start', { puzzleId });
    if (!run.ok) throw new Error(`run:start refused: ${JSON.stringify(run)}`);
    return new OutagePlay(url, socket, run.runId, [...puzzle.solution], puzzle);
  }

  get movesLeft(): number {
    return this.moves.length - this.next;
  }

  /** Plays the next move; a refusal leaves it to be sent again. */
  async playNext(): Promise<Ack> {
    const ack = await emit<Ack>(this.socket, 'run:move', { runId: this.runId, seq: this.next + 1, move: this.moves[this.next] });
    if (ack.ok) {
      this.acked.push(ack.seq!);
      this.next += 1;
    }
    return ack;
  }

  /** Plays to the end, every move acknowledged, then reads the run back: solved, every acknowledged move stored, replaying. */
  async finishAndCheck(): Promise<void> {
    while (this.movesLeft > 0) expect(await this.playNext()).toMatchObject({ ok: true });
    const stored = (await (await fetch(`${this.url}/api/v1/runs/${this.runId}`)).json()) as { status: string; log: LoggedRequest[] };
    expect(stored.status).toBe('solved');
    expect(stored.log.map((entry) => entry.seq)).toEqual(this.acked);
    expect(replayLog(this.puzzle, stored.log).failure).toBeUndefined();
  }
}
