import { spawnSync } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';

/**
 * Puts the calling thread in Linux's idle scheduling class (SCHED_IDLE): it runs only on a
 * core that no normal thread wants, and a waking normal thread takes the core from it at
 * once. Nice 19 is not enough on today's kernels (EEVDF): a nice-19 solver thread still kept
 * the event loop waiting for a core, and under `npm run load` (1,000 racers, 2 cores) the move
 * acks' p99 was about twice what it was with the solver thread in the idle class.
 *
 * Node has no call for a thread's scheduling policy; util-linux's `chrt` (in every Debian
 * system) sets it by the thread's id. Answers whether it took effect: elsewhere (another OS,
 * no `chrt`, not permitted) the thread keeps the priority it has.
 */
export function runOnlyWhenIdle(): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const threadId = threadIdOfCaller();
    const result = spawnSync('chrt', ['--idle', '--pid', '0', String(threadId)], { stdio: 'ignore', timeout: 5_000 });
    return result.status === 0 && schedulingPolicy(threadId) === SCHED_IDLE;
  } catch {
    return false;
  }
}

/** Linux's number for the idle class (`sched.h`). */
export const SCHED_IDLE = 5;

/** The kernel's id of the calling thread (`/proc/thread-self` names it: `<pid>/task/<tid>`). */
export function threadIdOfCaller(): number {
  return Number(readlinkSync('/proc/thread-self').split('/').pop());
}

/** A thread's scheduling policy: field 41 of its `stat` (`proc(5)`), counted after the command's closing parenthesis. */
export function schedulingPolicy(threadId: number): number {
  const stat = readFileSync(`/proc/self/task/${threadId}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields from the third on: field N is fields[N - 3].
  return Number(fields[41 - 3]);
}
