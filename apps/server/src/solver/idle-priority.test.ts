import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { SCHED_IDLE, schedulingPolicy, threadIdOfCaller } from './idle-priority.ts';

const SCHED_OTHER = 0;

/** Runs `runOnlyWhenIdle` in a thread of its own: what it answered, and the policy the thread has then, seen from within and from here. */
function inThread(): Promise<{ applied: boolean; threadId: number; policyWithin: number; policySeen: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./idle-priority.test-thread.mjs', import.meta.url));
    worker.once('error', reject);
    worker.once('message', (answer: { applied: boolean; threadId: number; policy: number }) => {
      const policySeen = schedulingPolicy(answer.threadId);
      worker.postMessage('done');
      resolve({ applied: answer.applied, threadId: answer.threadId, policyWithin: answer.policy, policySeen });
    });
  });
}

describe.runIf(process.platform === 'linux')('runOnlyWhenIdle (Linux)', () => {
  it('puts the calling thread in the idle class, and only that thread', async () => {
    const before = schedulingPolicy(threadIdOfCaller());
    const { applied, threadId, policyWithin, policySeen } = await inThread();
    expect(applied).toBe(true);
    expect(policyWithin).toBe(SCHED_IDLE);
    expect(policySeen).toBe(SCHED_IDLE);
    expect(threadId).not.toBe(threadIdOfCaller());
    // The event loop's thread keeps its class.
    expect(schedulingPolicy(threadIdOfCaller())).toBe(before);
    expect(before).toBe(SCHED_OTHER);
  });
});
