import type { Api } from './api.ts';
import { RunOpening } from './run-opening.ts';
import { RunSession, type MoveCheck, type MoveVerdict } from './run-session.ts';
import { RunShow, type RunSnapshot } from './run-snapshot.ts';
import { RunTimer } from './run-timer.ts';
import type { RunTransport } from './transport.ts';

export type { RunNotice, RunOrigin, RunPhase, RunSnapshot } from './run-snapshot.ts';
export type { MoveCheck, MoveVerdict } from './run-session.ts';

/**
 * One solo or race run over Socket.IO (docs/races.md#rooms, docs/protocol.md#races), as the page holds it: its opening (the
 * puzzle, its par, the run started or taken up), the session of its requests (each through
 * the rules once, confirmed by the server, a refusal resyncing to the server's state), and its
 * clock, the server's.
 */
export class RunController {
  private readonly show: RunShow;
  private readonly timer: RunTimer;
  private readonly opening: RunOpening;
  private readonly session: RunSession;
  private readonly unsubscribe: () => void;

  constructor(transport: RunTransport, api: Pick<Api, 'puzzle' | 'run' | 'ownRuns'>, now: () => number = () => performance.now()) {
    this.show = new RunShow(transport.connected, () => this.opening.ended());
    this.timer = new RunTimer(now);
    this.session = new RunSession(this.show, this.timer, transport, api);
    this.opening = new RunOpening(this.show, this.timer, this.session, transport, api);
    this.unsubscribe = transport.onConnection((up) => {
      this.show.update({ connected: up });
      if (up && this.show.current.runId) void this.session.resume();
    });
  }

  get current(): RunSnapshot {
    return this.show.current;
  }

  subscribe(listener: (snapshot: RunSnapshot) => void): () => void {
    return this.show.subscribe(listener);
  }

  elapsedMs(): number {
    return this.timer.read(this.show.current.timeLimitMs);
  }

  /** The run's result as its end shows it: what ranks it once the server has said so, else the clock and the board. */
  shownResult(): { readonly timeMs: number; readonly score: number } {
    const { result, state } = this.show.current;
    return { timeMs: result?.timeMs ?? this.elapsedMs(), score: result?.score ?? state?.score ?? 0 };
  }

  /** Opens the puzzle and takes up the player's run of it, else starts one (see `RunOpening.start`). */
  start(puzzleId: string): Promise<void> {
    return this.opening.start(puzzleId);
  }

  /** Another run of the puzzle on show, once the one shown is over ("play again"). */
  again(): Promise<void> {
    return this.opening.again();
  }

  /** Takes up a run the server started for this player (a race's), never starting another. */
  attach(puzzleId: string, runId: string): Promise<void> {
    return this.opening.attach(puzzleId, runId);
  }

  /** Plays a move, the rules run once on it; `check` may keep it unsent after seeing where it leads. */
  move(move: unknown, check?: MoveCheck): MoveVerdict {
    return this.session.move(move, check);
  }

  undo(): void {
    this.session.undo();
  }

  hint(): void {
    this.session.hint();
  }

  cancelHint(): void {
    this.session.cancelHint();
  }

  finish(): Promise<void> {
    return this.session.finish();
  }

  resume(): Promise<void> {
    return this.session.resume();
  }

  checkTime(): void {
    this.session.checkTime();
  }

  dispose(): void {
    this.unsubscribe();
    this.show.clear();
  }
}
