import { queueOptionsSymbol, type TaskQueue } from 'piscina';

/** A job as piscina's queue holds it. */
export type Task = Parameters<TaskQueue['push']>[0];

/**
 * Which waiting line a job joins when every solver thread is busy, first served first:
 * hints (a player waits, milliseconds each), pars a player waits on, then pars solved
 * ahead of need (the next round of a race), which a busy server can hold by the dozen.
 */
export type Lane = 'hint' | 'par' | 'ahead';

/** A job's place in the queue; its lane may change while it waits (a job solved ahead becomes needed now). */
export interface Ticket {
  lane: Lane;
  /** Whose job it is (a client address, a player): within a lane, each owner's jobs take turns with the others'. */
  readonly owner?: string | undefined;
}

/**
 * The job with its ticket attached where piscina looks for queue options. The key is a
 * symbol, so it stays on this side: a thread receives the job without it.
 */
export const withTicket = <Job extends object>(job: Job, ticket: Ticket): Job & { readonly [queueOptionsSymbol]: Ticket } => ({
  ...job,
  [queueOptionsSymbol]: ticket,
});

const ticketOf = (task: Task): Ticket | null => (task[queueOptionsSymbol] as Ticket | null) ?? null;
const laneOf = (task: Task): Lane => ticketOf(task)?.lane ?? 'par';
export const LANES: readonly Lane[] = ['hint', 'par', 'ahead'];

/**
 * How many jobs of better lanes may go before a waiting job of this lane: past that, the
 * lane's oldest job goes next. Counted in jobs, not time, so a flood of hints slows pars
 * down but never stops them, and a flood of pars never stops the pars solved ahead.
 */
export const PATIENCE: Readonly<Record<Lane, number>> = { hint: 0, par: 4, ahead: 8 };

export interface LaneQueueOptions {
  /** A clock in milliseconds for the time jobs wait (a fake one in tests). */
  readonly now?: () => number;
  /** Told of each job taken: its lane and how long it waited, in seconds. */
  readonly onTaken?: (lane: Lane, waitedSeconds: number) => void;
}

/**
 * The solver pool's waiting jobs: the first job of the best lane goes next, unless a worse
 * lane has been passed over its `PATIENCE` times in a row (aging by counts). Lanes are read
 * when a job is taken, not when it arrives, so a ticket moved to another lane takes effect
 * at once. Within a lane, owners take turns (start-time fair queuing): each job is given its
 * owner's next turn, never earlier than the turn being served, and the lowest turn goes first,
 * so one owner's flood of slow pars delays another's par by one job, not by the whole flood. One scan per job taken: jobs last
 * milliseconds to seconds, and the pars players can queue are bounded (`PuzzleCatalog`).
 */
export class LaneQueue implements TaskQueue {
  private readonly tasks: Task[] = [];
  private readonly arrivedAt = new WeakMap<Task, number>();
  /** Jobs taken from better lanes while this lane had a job waiting, since it was last served. */
  private readonly passedOver: Record<Lane, number> = { hint: 0, par: 0, ahead: 0 };
  /** Each job's turn (`turnFor`), the next turn of each owner with jobs given turns ahead, and the turn being served. */
  private readonly turns = new WeakMap<Task, number>();
  private readonly nextTurns = new Map<string, number>();
  private turn = 0;

  constructor(private readonly options: LaneQueueOptions = {}) {}

  get size(): number {
    return this.tasks.length;
  }

  /** Jobs waiting now, by lane (for `/metrics`). */
  lengths(): Record<Lane, number> {
    const lengths: Record<Lane, number> = { hint: 0, par: 0, ahead: 0 };
    for (const task of this.tasks) lengths[laneOf(task)]++;
    return lengths;
  }

  /** Whether the job of this ticket is waiting here (not yet handed to a thread). */
  holds(ticket: Ticket): boolean {
    return this.tasks.some((task) => ticketOf(task) === ticket);
  }

  push(task: Task): void {
    // Piscina pushes back a task it took but could not hand to a thread (when its threads turn
    // out busy): it keeps its arrival and its turn, or each return would send it behind a flood.
    if (!this.arrivedAt.has(task)) this.arrivedAt.set(task, this.now());
    if (!this.turns.has(task)) this.turns.set(task, this.turnFor(task));
    this.tasks.push(task);
  }

  /** A task piscina took out but could not hand to a thread goes back to the front. */
  unshift(task: Task): void {
    if (!this.arrivedAt.has(task)) this.arrivedAt.set(task, this.now());
    if (!this.turns.has(task)) this.turns.set(task, this.turn);
    this.tasks.unshift(task);
  }

  remove(task: Task): void {
    const index = this.tasks.indexOf(task);
    if (index >= 0) this.tasks.splice(index, 1);
  }

  shift(): Task | null {
    if (this.tasks.length === 0) return null;
    const first = new Map<Lane, number>();
    this.tasks.forEach((task, index) => {
      const lane = laneOf(task);
      if (!first.has(lane)) first.set(lane, index);
    });
    // The worst lane out of patience goes first; else the best lane.
    const due = [...LANES].reverse().find((lane) => first.has(lane) && lane !== 'hint' && this.passedOver[lane] >= PATIENCE[lane]);
    const lane = due ?? LANES.find((candidate) => first.has(candidate))!;
    for (const other of LANES) {
      if (other === lane) this.passedOver[other] = 0;
      else if (first.has(other) && LANES.indexOf(other) > LANES.indexOf(lane)) this.passedOver[other]++;
    }
    const [task] = this.tasks.splice(this.nextInTurn(lane), 1);
    this.turn = Math.max(this.turn, this.turns.get(task!) ?? 0);
    this.options.onTaken?.(lane, Math.max(0, this.now() - (this.arrivedAt.get(task!) ?? this.now())) / 1000);
    return task!;
  }

  /** A job's turn: its owner's next, not before the one being served; a job without owner, the one being served. */
  private turnFor(task: Task): number {
    const owner = ticketOf(task)?.owner;
    if (owner === undefined) return this.turn;
    const turn = Math.max(this.turn, this.nextTurns.get(owner) ?? 0);
    this.nextTurns.set(owner, turn + 1);
    // Owners whose next turn has come are as if new: forgotten, so the map stays small.
    if (this.nextTurns.size > 1000) for (const [known, next] of this.nextTurns) if (next <= this.turn) this.nextTurns.delete(known);
    return turn;
  }

  /** The index of the lane's job to go next: the lowest turn, the earliest of those. */
  private nextInTurn(lane: Lane): number {
    let best = -1;
    let bestTurn = Infinity;
    this.tasks.forEach((task, index) => {
      const turn = this.turns.get(task) ?? 0;
      if (laneOf(task) === lane && turn < bestTurn) {
        best = index;
        bestTurn = turn;
      }
    });
    return best;
  }

  private now(): number {
    return this.options.now ? this.options.now() : performance.now();
  }
}
