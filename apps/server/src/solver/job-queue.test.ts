import { queueOptionsSymbol } from 'piscina';
import { describe, expect, it } from 'vitest';
import { LaneQueue, withTicket, type Lane, type Task, type Ticket } from './job-queue.ts';

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
});
