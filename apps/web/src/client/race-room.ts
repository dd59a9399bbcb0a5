import type { RaceStateView } from '@gridrace/protocol';
import { NO_ANSWER, type RaceClient, type RaceOutcome } from './race-client.ts';
import { ServerClock } from './race-clock.ts';

/** The race asked for is over and gone (a join answered with no race). */
export const RACE_CLOSED = 'race_closed';

export type RoomPhase = 'joining' | 'in' | 'failed' | 'left';

/** Everything the race page shows about the room, as one immutable snapshot. */
export interface RoomSnapshot {
  readonly phase: RoomPhase;
  readonly race: RaceStateView | null;
  readonly connected: boolean;
  /**
   * Why the room cannot be shown (phase `failed`): the refusal's code (`race_closed` when the
   * race is gone), and what went wrong when no server said it (the page could not reach one).
   */
  readonly error: { readonly code: string; readonly message?: string } | null;
  /** The last refusal, by its code (the page says it in the player's language). */
  readonly notice: string | null;
  /** A request is on its way (start, rematch, leave): its button waits. */
  readonly busy: boolean;
}

type Listener = (snapshot: RoomSnapshot) => void;

/**
 * One race room on this page (docs/races.md#rooms): joins it, follows its pushed `race:state`, and joins
 * again after every reconnection (the server keeps the seat, so a reload or a lost network
 * carries on where it was). A racer's run is the run controller's business, not this one's.
 */
export class RaceRoom {
  /** The server's clock, learnt from every race state: what the countdown and the race's time left count by. */
  readonly clock = new ServerClock();
  private snapshot: RoomSnapshot;
  private readonly listeners = new Set<Listener>();
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly client: RaceClient,
    readonly code: string,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.snapshot = { phase: 'joining', race: null, connected: client.transport.connected, error: null, notice: null, busy: false };
    this.unsubscribe = [
      client.onState((race) => this.take(race)),
      client.transport.onConnection((up) => {
        this.update({ connected: up });
        // In the room: take the seat again. Failed for want of an answer: the server is back, try again.
        const unanswered = this.snapshot.phase === 'failed' && this.snapshot.error?.code === NO_ANSWER;
        if (up && (this.snapshot.phase === 'in' || unanswered)) void this.enter();
      }),
    ];
  }

  get current(): RoomSnapshot {
    return this.snapshot;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Opens the room as a spectator. A member coming back (a reload, a reconnection) keeps their
   * seat; anyone else watches until they choose to race (`joinAsRacer`): following a link
   * never puts anyone in a race.
   */
  async enter(): Promise<void> {
    const joined = await this.client.join(this.code, 'spectator');
    if (joined.ok && joined.value) return this.take(joined.value);
    // Already in and the connection failed again: the next reconnection tries once more.
    if (this.snapshot.phase === 'in' && !joined.ok && joined.code === NO_ANSWER) return;
    const error = { code: joined.ok ? RACE_CLOSED : joined.code };
    this.update({ phase: 'failed', error });
  }

  /** A spectator steps up to race (in the lobby, while there is room; else the refusal is the notice). */
  joinAsRacer(): Promise<void> {
    return this.ask((code) => this.client.join(code, 'racer'));
  }

  start(): Promise<void> {
    return this.ask((code) => this.client.start(code));
  }

  /** The host makes the room rated or not (refused, the reason is the notice). */
  setRated(rated: boolean): Promise<void> {
    return this.ask((code) => this.client.rated(code, rated));
  }

  rematch(): Promise<void> {
    return this.ask((code) => this.client.rematch(code));
  }

  async leave(): Promise<void> {
    await this.ask((code) => this.client.leave(code));
    if (!this.snapshot.notice) this.update({ phase: 'left' });
  }

  dispose(): void {
    for (const off of this.unsubscribe) off();
    this.listeners.clear();
  }

  private async ask(request: (code: string) => Promise<RaceOutcome<RaceStateView | null>>): Promise<void> {
    if (this.snapshot.busy) return;
    this.update({ busy: true, notice: null });
    const answer = await request(this.code);
    this.update({ busy: false });
    if (!answer.ok) return this.update({ notice: answer.code });
    if (answer.value) this.take(answer.value);
  }

  private take(race: RaceStateView): void {
    // The socket may still sit in another race's room (one visited before): not this page's.
    if (race.code !== this.code) return;
    this.clock.sampleRace(race, this.now());
    // A notice speaks of a moment of the race (a refusal, say): once the race moves on, it is stale.
    const movedOn = this.snapshot.race?.puzzleId !== race.puzzleId || this.snapshot.race?.status !== race.status;
    this.update({ phase: 'in', race, error: null, ...(movedOn ? { notice: null } : {}) });
  }

  private update(change: Partial<RoomSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener(this.snapshot);
  }
}
