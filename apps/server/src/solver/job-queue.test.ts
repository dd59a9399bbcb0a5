import { queueOptionsSymbol } from 'piscina';
import { describe, expect, it } from 'vitest';
import { LaneQueue, PATIENCE, withTicket, type Lane, type Task, type Ticket } from './job-queue.ts';

const task = (name: string, lane: Lane | null, ticket: Ticket | null = lane === null ? null : { lane }): Task => {
  const named: Task & { name: string } = ticket === null ? { name, [queueOptionsSymbol]: null } : withTicket({ name }, ticket);
  return named;
};
const drain = (queue: LaneQueue) => {
  const names: string[] = [];
  for (let next = queue.shift(); next !== null; next = queue.shift()) names.push((next as unknown as { name: string }).name);
  return names;
};
const filled = (...tasks: Task[]) => {
  const queue = new LaneQueue();
  for (const t of tasks) queue.push(t);
  return queue;
};

describe('LaneQueue', () => {
  it('serves hints, then pars, then pars solved ahead, each lane in arrival order', () => {
    const queue = filled(task('ahead-1', 'ahead'), task('par-1', 'par'), task('hint-1', 'hint'), task('ahead-2', 'ahead'), task('par-2', 'par'), task('hint-2', 'hint'));
    expect(queue.size).toBe(6);
    expect(drain(queue)).toEqual(['hint-1', 'hint-2', 'par-1', 'par-2', 'ahead-1', 'ahead-2']);
    expect(queue.size).toBe(0);
    expect(queue.shift()).toBeNull();
  });

  it("tells whether a ticket's job still waits here", () => {
    const first: Ticket = { lane: 'par' };
    const second: Ticket = { lane: 'ahead' };
    const queue = filled(task('first', 'par', first), task('second', 'ahead', second));
    queue.shift();
    expect([queue.holds(first), queue.holds(second), queue.holds({ lane: 'ahead' })]).toEqual([false, true, false]);
  });

  it("lets each owner's jobs take turns within a lane, so a flood from one owner delays another's job by one", () => {
    const flood = ['f-1', 'f-2', 'f-3', 'f-4'].map((name) => task(name, 'par', { lane: 'par', owner: '203.0.113.9' }));
    const queue = filled(...flood, task('victim', 'par', { lane: 'par', owner: '198.51.100.7' }), task('server', 'par'), task('f-5', 'par', { lane: 'par', owner: '203.0.113.9' }));
    expect(drain(queue)).toEqual(['f-1', 'victim', 'server', 'f-2', 'f-3', 'f-4', 'f-5']);
  });

  it('keeps the turn of a task piscina takes and pushes back (no thread was free after all)', () => {
    const victim = task('victim', 'par', { lane: 'par', owner: '198.51.100.7' });
    const queue = filled(...['f-1', 'f-2', 'f-3'].map((name) => task(name, 'par', { lane: 'par', owner: '203.0.113.9' })), victim);
    queue.shift();
    expect(queue.shift()).toBe(victim);
    queue.push(victim);
    expect(drain(queue)).toEqual(['victim', 'f-2', 'f-3']);
  });

  it('queues a job without a ticket as a par', () => {
    expect(drain(filled(task('ahead', 'ahead'), task('plain', null), task('hint', 'hint')))).toEqual(['hint', 'plain', 'ahead']);
  });

  it('reads a ticket when the job is taken: a job promoted while waiting goes by its new lane', () => {
    const ticket: Ticket = { lane: 'ahead' };
    const queue = filled(task('ahead-1', 'ahead'), task('par-1', 'par'), task('promoted', null, ticket));
    ticket.lane = 'par';
    expect(drain(queue)).toEqual(['par-1', 'promoted', 'ahead-1']);
  });

  it('puts a returned task back at the front', () => {
    const queue = filled(task('par-1', 'par'), task('par-2', 'par'));
    const first = queue.shift()!;
    queue.unshift(first);
    expect(drain(queue)).toEqual(['par-1', 'par-2']);
  });

  it('removes a cancelled task, and nothing else', () => {
    const cancelled = task('par-1', 'par');
    const queue = filled(cancelled, task('par-2', 'par'), task('hint', 'hint'));
    queue.remove(cancelled);
    queue.remove(cancelled);
    expect(drain(queue)).toEqual(['hint', 'par-2']);
  });

  it('leaves the job as it was and puts the ticket on a key a worker thread never receives', () => {
    const job = { kind: 'par', puzzleId: 'x' };
    const ticket: Ticket = { lane: 'hint' };
    const laned = withTicket(job, ticket);
    expect(Object.getOwnPropertySymbols(job)).toEqual([]);
    expect(laned[queueOptionsSymbol]).toBe(ticket);
    const received = structuredClone(laned);
    expect(received).toEqual(job);
    expect(Object.getOwnPropertySymbols(received)).toEqual([]);
  });

  it('never starves a par behind a flood of hints: it goes after PATIENCE.par hints, then again after as many', () => {
    const hints = Array.from({ length: 20 }, (_, i) => task(`hint-${i}`, 'hint'));
    const order = drain(filled(...hints, task('par-1', 'par'), task('par-2', 'par')));
    expect(order.indexOf('par-1')).toBe(PATIENCE.par);
    expect(order.indexOf('par-2')).toBe(2 * PATIENCE.par + 1);
  });

  it('never starves the pars solved ahead behind a flood of pars and hints', () => {
    const flood = Array.from({ length: 30 }, (_, i) => task(`job-${i}`, i % 3 === 0 ? 'hint' : 'par'));
    const order = drain(filled(task('ahead-1', 'ahead'), ...flood));
    expect(order.indexOf('ahead-1')).toBe(PATIENCE.ahead);
  });

  it('counts the patience of a lane only while it has a job waiting', () => {
    const queue = filled(...Array.from({ length: 10 }, (_, i) => task(`hint-${i}`, 'hint')));
    expect(drain(queue)).toHaveLength(10);
    // The hints above passed over no par: a par arriving now waits behind new hints as usual.
    for (const t of [task('par', 'par'), task('hint-a', 'hint'), task('hint-b', 'hint')]) queue.push(t);
    expect(drain(queue)).toEqual(['hint-a', 'hint-b', 'par']);
  });

  it('tells the lengths of its lanes and how long each job taken waited', () => {
    let clock = 1_000;
    const taken: [Lane, number][] = [];
    const queue = new LaneQueue({ now: () => clock, onTaken: (lane, seconds) => taken.push([lane, seconds]) });
    queue.push(task('ahead', 'ahead'));
    clock += 500;
    queue.push(task('hint', 'hint'));
    queue.push(task('par', 'par'));
    expect(queue.lengths()).toEqual({ hint: 1, par: 1, ahead: 1 });
    clock += 250;
    drain(queue);
    expect(taken).toEqual([
      ['hint', 0.25],
      ['par', 0.25],
      ['ahead', 0.75],
    ]);
    expect(queue.lengths()).toEqual({ hint: 0, par: 0, ahead: 0 });
  });
});
