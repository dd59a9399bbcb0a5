import { applyMove, openPuzzle, rulesOf, solvePuzzle, startState } from '@gridrace/core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Ticket } from './job-queue.ts';
import { DROPPED } from './jobs.ts';
import { Solver } from './solver.ts';

const solver = new Solver();
afterAll(() => solver.close());

const puzzle = (id: string) => {
  const opened = openPuzzle(id);
  if (!opened.ok) throw new Error(opened.error.message);
  return solvePuzzle(opened.value);
};

describe('Solver (worker pool)', () => {
  it("gives the same par and solution as core's solver on the main thread", async () => {
    const local = puzzle('fifteen.v1.3.thread');
    expect(await solver.par('fifteen.v1.3.thread')).toEqual({
      par: local.par,
      optimal: local.optimal,
      solution: local.solution,
      solverVersion: rulesOf('fifteen').solverVersion,
      best: null,
    });
  });

  it("gives a same puzzle's best-known score with its line, replaying to that score", async () => {
    const id = 'same.v1.8x8c4r5.thread';
    const answer = await solver.par(id);
    expect(answer.solverVersion).toBe(rulesOf('same').solverVersion);
    const local = puzzle(id);
    expect(answer.par).toBe(local.par);
    let state = startState(local);
    for (const move of answer.best?.moves ?? []) {
      const next = applyMove(local, state, move);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
    expect(answer.best?.score).toBeGreaterThan(0);
    expect(state.score).toBe(answer.best?.score);
  });

  it('hints a legal next move from a state of a run', async () => {
    const local = puzzle('pipes.v1.6x4.thread');
    const move = await solver.hint(local, startState(local));
    expect(applyMove(local, startState(local), move).ok).toBe(true);
  });

  it('rejects a job it cannot do, and keeps working', async () => {
    await expect(solver.par('nonsense')).rejects.toThrow(/puzzle id/);
    expect((await solver.par('fifteen.v1.3.thread')).par).toBeGreaterThan(0);
  });

  it('keeps the event loop free while it solves', async () => {
    // A solve of about a second: on the main thread it would finish before any timer fires.
    const solving = solver.par('walls.v1.normal.thread');
    const first = await Promise.race([solving.then(() => 'solve'), new Promise((resolve) => setTimeout(() => resolve('timer'), 10))]);
    expect(first).toBe('timer');
    expect((await solving).par).toBeGreaterThan(0);
  });

  it('with two threads or more, does not hold a quick job behind a long one', async () => {
    // Two threads (a machine of three cores or more by default).
    const pool = new Solver({ threads: 2 });
    try {
      // Two threads up first: a thread started on demand takes longer to load than a par takes.
      await Promise.all([pool.par('walls.v1.normal.warm-a'), pool.par('walls.v1.normal.warm-b')]);
      const finished: string[] = [];
      const long = pool.par('walls.v1.complex.pool').then(() => finished.push('long'));
      const quick = pool.par('fifteen.v1.3.pool').then(() => finished.push('quick'));
      await Promise.all([long, quick]);
      expect(finished).toEqual(['quick', 'long']);
    } finally {
      await pool.close();
    }
  });

  it('lets a hint overtake the pars waiting for a thread', async () => {
    const single = new Solver({ threads: 1 });
    try {
      await single.par('fifteen.v1.3.warm');
      const local = puzzle('pipes.v1.6x4.lane');
      const finished: string[] = [];
      const running = single.par('walls.v1.normal.lane-a').then(() => finished.push('running par'));
      const waiting = single.par('walls.v1.normal.lane-b').then(() => finished.push('waiting par'));
      const hint = single.hint(local, startState(local)).then(() => finished.push('hint'));
      await Promise.all([running, waiting, hint]);
      expect(finished).toEqual(['running par', 'hint', 'waiting par']);
    } finally {
      await single.close();
    }
  });

  it('solves pars ahead after those someone waits for, unless their ticket moved up', async () => {
    const single = new Solver({ threads: 1 });
    try {
      await single.par('fifteen.v1.3.warm');
      const finished: string[] = [];
      const track = (name: string, solving: Promise<unknown>) => solving.then(() => finished.push(name));
      const hurried: Ticket = { lane: 'ahead' };
      const all = [
        track('running', single.par('walls.v1.normal.lane-c')),
        track('ahead', single.par('fifteen.v1.3.ahead-a', { lane: 'ahead' })),
        track('hurried', single.par('fifteen.v1.3.ahead-b', hurried)),
        track('needed', single.par('fifteen.v1.3.needed')),
      ];
      hurried.lane = 'par';
      await Promise.all(all);
      expect(finished).toEqual(['running', 'hurried', 'needed', 'ahead']);
    } finally {
      await single.close();
    }
  });

  it('drops a par still waiting for a thread, never one a thread has, and solves the others', async () => {
    const single = new Solver({ threads: 1 });
    try {
      await single.par('fifteen.v1.3.warm');
      const runningTicket: Ticket = { lane: 'par' };
      const running = single.par('walls.v1.normal.drop-a', runningTicket);
      const droppedTicket: Ticket = { lane: 'ahead' };
      const dropped = single.par('walls.v1.normal.drop-b', droppedTicket);
      const after = single.par('fifteen.v1.3.drop-c', { lane: 'ahead' });
      expect(single.queued().ahead).toBe(2);
      expect(single.drop(runningTicket)).toBe(false);
      expect(single.drop(droppedTicket)).toBe(true);
      await expect(dropped).rejects.toThrow(DROPPED);
      expect((await running).par).toBe(puzzle('walls.v1.normal.drop-a').par);
      expect((await after).par).toBe(puzzle('fifteen.v1.3.drop-c').par);
      expect(single.queued()).toEqual({ hint: 0, par: 0, ahead: 0 });
    } finally {
      await single.close();
    }
  });

  it('computes several pars at once, each equal to the main thread', async () => {
    const ids = ['pipes.v1.6x4.a', 'pipes.v1.6x4.b', 'fifteen.v1.3.c'];
    const answers = await Promise.all(ids.map((id) => solver.par(id)));
    expect(answers.map((answer) => answer.par)).toEqual(ids.map((id) => puzzle(id).par));
  });

  it('starts again after it was closed', async () => {
    await solver.close();
    expect((await solver.par('fifteen.v1.3.thread')).par).toBeGreaterThan(0);
  });
});
