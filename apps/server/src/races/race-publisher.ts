import type { RaceStateView } from '@gridrace/protocol';
import type { RaceClock } from './race-deadlines.ts';
import type { RaceStore } from './race-store.ts';
import { raceView } from './race-view.ts';
import type { Race } from './race.ts';

/**
 * A room hears of its racers' progress at most every 250 ms: a state per move would cost every
 * racer's socket a message per move of every other racer (8 racers: 8x the moves). When the
 * event loop is busy more than half the time, every second: these states are most of the
 * messages a race sends (a state goes to each racer), and the first thing to give up, before
 * any move waits longer for its ack.
 */
export const progressPublishMs = (busyness: number): number => (busyness > 0.5 ? 1000 : 250);

export interface RacePublisherOptions {
  readonly races: RaceStore;
  readonly now: () => number;
  /** The grace period, which the state tells an away racer's end by. */
  readonly clock: Pick<RaceClock, 'reconnectGraceMs'>;
  /** How busy the event loop is, 0 to 1. */
  readonly busyness: () => number;
  readonly failed: (error: unknown, about: string) => void;
}

/**
 * Publishes `race:state`: a change at once, a move's progress alone batched per room
 * (`progressPublishMs`), so a burst of moves costs each racer one message.
 */
export class RacePublisher {
  private readonly pendingSends = new Map<string, NodeJS.Timeout>();
  private publish: (view: RaceStateView) => void = () => undefined;

  constructor(private readonly options: RacePublisherOptions) {}

  /** Where `race:state` goes (the socket layer sends it to the race's room). */
  onChange(publish: (view: RaceStateView) => void): void {
    this.publish = publish;
  }

  /** Publishes the race now; answers with the view sent. */
  send(race: Race): RaceStateView {
    // This state carries every batched move's progress too.
    const pending = this.pendingSends.get(race.code);
    if (pending) clearTimeout(pending);
    this.pendingSends.delete(race.code);
    const view = raceView(race, this.options.now(), this.options.clock);
    this.publish(view);
    return view;
  }

  /** Publishes the room's latest state within `progressPublishMs`, once however many moves come. */
  sendSoon(code: string): void {
    if (this.pendingSends.has(code)) return;
    const timer = setTimeout(() => {
      this.pendingSends.delete(code);
      this.options.races
        .get(code)
        .then((race) => (race ? this.send(race) : undefined))
        .catch((error: unknown) => this.options.failed(error, code));
    }, progressPublishMs(this.options.busyness()));
    timer.unref();
    this.pendingSends.set(code, timer);
  }

  close(): void {
    for (const timer of this.pendingSends.values()) clearTimeout(timer);
    this.pendingSends.clear();
  }
}
