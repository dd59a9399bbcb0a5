import { queueOptionsSymbol, type TaskQueue } from 'piscina';

/** A job as piscina's queue holds it. */
export type Task = Parameters<TaskQueue['push']>[0];

/**
 * Which waiting line a job joins when every solver thread is busy, first served first:
 * hints (a player waits, milliseconds each), pars a player waits on, then pars solved
 * ahead of need (the next round of a race), which a busy server can hold by the dozen.
 */
export type Lane = 'hint' | 'par' | 'ahead';
const RANK: Record<Lane, number> = { hint: 0, par: 1, ahead: 2 };

/** A job's place in the queue; its lane may change while it waits (a job solved ahead becomes needed now). */
export interface Ticket {
  lane: Lane;
}

/**
 * The job with its ticket attached where piscina looks for queue options. The key is a
 * symbol, so it stays on this side: a thread receives the job without it.
 */
export const withTicket = <Job extends object>(job: Job, ticket: Ticket): Job & { readonly [queueOptionsSymbol]: Ticket } => ({
  ...job,
  [queueOptionsSymbol]: ticket,
});

const rankOf = (task: Task): number => RANK[(task[queueOptionsSymbol] as Ticket | null)?.lane ?? 'par'];

/**
 * The solver pool's waiting jobs: the first job of the best lane goes next. Lanes are read
 * when a job is taken, not when it arrives, so a ticket moved to another lane takes effect
 * at once. One scan per job taken: jobs last milliseconds to a second, queues are short.
 */
export class LaneQueue implements TaskQueue {
  private readonly tasks: Task[] = [];

  get size(): number {
    return this.tasks.length;
  }

  push(task: Task): void {
    this.tasks.push(task);
  }

  /** A task piscina took out but could not hand to a thread goes back to the front. */
  unshift(task: Task): void {
    this.tasks.unshift(task);
  }

  remove(task: Task): void {
    const index = this.tasks.indexOf(task);
    if (index >= 0) this.tasks.splice(index, 1);
  }

  shift(): Task | null {
    let best = -1;
    let bestRank = Infinity;
    for (let i = 0; i < this.tasks.length && bestRank > 0; i++) {
      const rank = rankOf(this.tasks[i]!);
      if (rank < bestRank) {
        best = i;
        bestRank = rank;
      }
    }
    return best < 0 ? null : this.tasks.splice(best, 1)[0]!;
  }
}
