import { openPuzzle, replayLog, type PlayState, type Puzzle, type RunRequest } from '@gridrace/core';
import { ErrorCode, RunEvent, runErrorAckSchema, runStartedAckSchema, runStateAckSchema, type RunResult, type RunStatus, type StateViewJson } from '@gridrace/protocol';
import type { Api } from './api.ts';
import { RunClock } from './clock.ts';
import { RunLedger } from './ledger.ts';
import type { RunTransport } from './transport.ts';
import { errorText, failureText, t } from '../i18n/messages.ts';

export type RunPhase = 'preparing' | 'starting' | 'playing' | 'over' | 'failed';

/** How the page came by its run: started here, the player's run in play taken up, or their last one, already over. */
export type RunOrigin = 'started' | 'resumed' | 'earlier';

/** Everything the play page shows about a run, as one immutable snapshot. */
export interface RunSnapshot {
  readonly phase: RunPhase;
  readonly puzzle: Puzzle | null;
  /** `same`: the best score known for the puzzle (the server's solver), a target to beat. */
  readonly bestScore: number | null;
  /** True while the server is still solving the puzzle's par (the run is played meanwhile). */
  readonly parPending: boolean;
  readonly state: PlayState | null;
  readonly runId: string | null;
  readonly runStatus: RunStatus | null;
  /**
   * What ranks the run, as the server says it (the leaderboard's `timeMs` and `score`): for
   * `walls`, the best path and when it first came, whatever the layout on the board now.
   */
  readonly result: RunResult | null;
  readonly ranked: boolean;
  /** A hint was taken (one reason a run is unranked; the other, a daily played before). */
  readonly hinted: boolean;
  /** A hint is asked and its answer awaited (a solver can take seconds): the page shows it working, and it can be cancelled. */
  readonly hintAsked: boolean;
  readonly origin: RunOrigin;
  /** The day whose daily the puzzle is, else null. */
  readonly daily: string | null;
  /** Whether another run of this puzzle would rank (the server's word; not once a daily was played). */
  readonly againRanked: boolean;
  readonly timeLimitMs: number | null;
  readonly connected: boolean;
  /** The last refusal or failure, in words for the player (read from its code, in the player's language). */
  readonly notice: string | null;
  readonly canUndo: boolean;
}

type Listener = (snapshot: RunSnapshot) => void;

/**
 * One solo run over Socket.IO (SPEC §3, §4): moves apply at once with the core rules and are
 * confirmed by the server; a refusal resyncs to the server's state; the clock is the server's.
 */
export class RunController {
  private snapshot: RunSnapshot;
  private ledger: RunLedger | null = null;
  /** The clock of the run on show: a new one for each run (a stopped clock takes no more time). */
  private clock = new RunClock();
  private readonly listeners = new Set<Listener>();
  private readonly unsubscribe: () => void;
  private askedTimeUp = false;
  /** A run of the player's own choosing (`start`), not one a race gave (`attach`). */
  private solo = false;
  /** The seq of the hint whose move is awaited; null once answered or cancelled (a late answer then plays no move). */
  private hintSeq: number | null = null;

  constructor(
    private readonly transport: RunTransport,
    private readonly api: Pick<Api, 'puzzle' | 'run' | 'ownRuns'>,
    private readonly now: () => number = () => performance.now(),
  ) {
    const connected = transport.connected;
    this.snapshot = {
      phase: 'preparing',
      puzzle: null,
      bestScore: null,
      parPending: false,
      state: null,
      runId: null,
      runStatus: null,
      result: null,
      ranked: true,
      hinted: false,
      hintAsked: false,
      origin: 'started',
      daily: null,
      againRanked: true,
      timeLimitMs: null,
      connected,
      notice: null,
      canUndo: false,
    };
    this.unsubscribe = transport.onConnection((up) => {
      this.update({ connected: up });
      if (up && this.snapshot.runId) void this.resume();
    });
  }

  get current(): RunSnapshot {
    return this.snapshot;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  elapsedMs(): number {
    return this.clock.read(this.now(), this.snapshot.timeLimitMs);
  }

  /** The run's result as its end shows it: what ranks it once the server has said so, else the clock and the board. */
  shownResult(): { readonly timeMs: number; readonly score: number } {
    const { result, state } = this.snapshot;
    return { timeMs: result?.timeMs ?? this.elapsedMs(), score: result?.score ?? state?.score ?? 0 };
  }

  /**
   * Opens the puzzle (the server may first compute its par), then takes up the player's run
   * of it that is still in play (on this device or another), else shows their last run,
   * already over, else starts a new one: opening a puzzle again never starts a clock by itself.
   */
  async start(puzzleId: string): Promise<void> {
    try {
      const puzzle = await this.open(puzzleId);
      if (!puzzle) return;
      this.solo = true;
      const mine = await this.api.ownRuns(puzzle.id).catch(() => null);
      if (mine) this.update({ daily: mine.daily, againRanked: mine.nextRunRanked });
      const inPlay = mine?.runs.find((run) => run.status === 'playing');
      const over = mine?.runs.find((run) => run.status !== 'playing');
      for (const run of [inPlay, over]) {
        // A run in play may turn out over (its time ran out meanwhile): then it is shown as it ended.
        if (run && (await this.carryOn(puzzle, run.runId))) return this.update({ origin: this.snapshot.phase === 'playing' ? 'resumed' : 'earlier' });
      }
      await this.begin(puzzle);
    } catch (error) {
      this.fail(failureText(error));
    }
  }

  /** Another run of the puzzle on show, once the one shown is over ("play again"). */
  async again(): Promise<void> {
    const puzzle = this.ledger?.puzzle;
    if (!puzzle || this.snapshot.phase !== 'over') return;
    this.update({ phase: 'starting', notice: null });
    try {
      await this.begin(puzzle);
    } catch (error) {
      this.fail(failureText(error));
    }
  }

  private async begin(puzzle: Puzzle): Promise<void> {
    const ack = await this.transport.request(RunEvent.Start, { puzzleId: puzzle.id });
    const started = runStartedAckSchema.safeParse(ack);
    if (!started.success) return this.fail(errorMessage(ack));
    this.ledger = new RunLedger(this.withKnownPar(puzzle));
    this.clock = new RunClock();
    this.clock.sync(0, this.now());
    this.askedTimeUp = false;
    const { runId, timeLimitMs, ranked } = started.data;
    if (!started.data.parPending) this.learnPar(puzzle.id, started.data.par);
    this.hintSeq = null;
    this.update({ phase: 'playing', origin: 'started', runId, timeLimitMs, runStatus: 'playing', ranked, hinted: false, hintAsked: false, result: null });
  }

  /**
   * Takes up a run the server started for this player (a race's, SPEC §3): in play, or already
   * over (then shown as it ended), with the time limit the server gave it. Never starts
   * another: a race has one run per racer.
   */
  async attach(puzzleId: string, runId: string): Promise<void> {
    try {
      const puzzle = await this.open(puzzleId);
      if (!puzzle) return;
      if (!(await this.carryOn(puzzle, runId))) this.fail(errorText('race_resume'));
    } catch (error) {
      this.fail(failureText(error));
    }
  }

  /** The puzzle with the server's par, or null (and the failure shown) when the id is bad. */
  private async open(puzzleId: string): Promise<Puzzle | null> {
    const board = openPuzzle(puzzleId);
    if (!board.ok) {
      this.fail(errorText(board.error.code));
      return null;
    }
    // No start waits for a par: the board is played at once, its par shown when it comes.
    const puzzle: Puzzle = { ...board.value, par: null, optimal: false, solution: [] };
    this.update({ phase: 'starting', puzzle, parPending: true });
    this.api.puzzle(puzzle.id).then(
      (info) => {
        this.update({ bestScore: info.bestScore ?? null });
        this.learnPar(puzzle.id, info.par);
      },
      () => this.update({ parPending: false }),
    );
    return puzzle;
  }

  /** The puzzle with its par, when that has come meanwhile. */
  private withKnownPar(puzzle: Puzzle): Puzzle {
    const shown = this.snapshot.puzzle;
    return shown?.id === puzzle.id && !this.snapshot.parPending ? shown : puzzle;
  }

  /** The par of the puzzle on show has come: shown, and the run's statuses read again with it. */
  private learnPar(puzzleId: string, par: number | null): void {
    if (this.snapshot.puzzle?.id !== puzzleId || !this.snapshot.parPending) return;
    if (this.ledger?.puzzle.id === puzzleId) this.ledger.learnPar(par);
    this.update({ puzzle: { ...this.snapshot.puzzle, par }, parPending: false, ...(this.ledger ? { state: this.ledger.shown } : {}) });
    // A run that ended before its par came was settled with it on the server (a `walls`
    // layout at par is solved): its final word is asked again.
    if (this.snapshot.phase === 'over' && this.ledger?.puzzle.id === puzzleId) void this.resume();
  }

  /**
   * Takes up a run, rebuilt from its stored log: in play on the server's running clock, or
   * over, shown as it ended on the server's final time. False when it is not ours.
   */
  private async carryOn(puzzle: Puzzle, runId: string): Promise<boolean> {
    const resume = () => this.transport.request(RunEvent.Resume, { runId }).catch(() => null);
    let answer = await resume();
    // A timed run whose time ran out unwatched ends on that very request: its final word comes next.
    if (runErrorAckSchema.safeParse(answer).data?.error.code === ErrorCode.TimeUp) answer = await resume();
    const ack = runStateAckSchema.safeParse(answer);
    if (!ack.success) return false;
    const playing = ack.data.runStatus === 'playing';
    const run = await this.api.run(runId).catch(() => null);
    if (!run || run.log === null || run.puzzleId !== puzzle.id) return false;
    const known = this.withKnownPar(puzzle);
    const rebuilt = replayLog(known, run.log);
    this.ledger = new RunLedger(known, rebuilt, Math.max(rebuilt.lastSeq, ack.data.seq));
    this.clock = new RunClock();
    if (playing) this.clock.sync(ack.data.elapsedMs, this.now());
    else this.clock.stop(ack.data.elapsedMs);
    // The limit is the server's for this very run (a configured walls limit, a race's), never a guess from the game.
    const { timeLimitMs, runStatus, ranked, result } = ack.data;
    const hinted = run.log.some((entry) => entry.kind === 'hint');
    this.hintSeq = null;
    this.update({ phase: playing ? 'playing' : 'over', runId, timeLimitMs, runStatus, ranked, hinted, hintAsked: false, result });
    return true;
  }

  move(move: unknown): void {
    this.send({ kind: 'move', move });
  }

  undo(): void {
    // The state came from a refusal's acknowledgement, without the moves before it: the log has them.
    if (this.ledger?.needsHistory && this.ledger.shown.undo === null) {
      void this.resync().then(() => this.send({ kind: 'undo' }));
      return;
    }
    this.send({ kind: 'undo' });
  }

  /** Asks the server for the next move of its solution and plays it (the run becomes unranked). */
  hint(): void {
    if (this.hintSeq !== null) return;
    this.hintSeq = this.send({ kind: 'hint' });
    if (this.hintSeq !== null) this.update({ hintAsked: true });
  }

  /**
   * Stops waiting for the hint asked. The server may have logged it already: its answer still
   * counts for the run (its seq, unranked), only the hinted move is not played.
   */
  cancelHint(): void {
    this.settleHint(this.hintSeq);
  }

  /** Gives up, or for `walls` submits the layout (`run:finish`). */
  async finish(): Promise<void> {
    const { runId } = this.snapshot;
    if (!runId || this.snapshot.phase !== 'playing') return;
    await this.answer(null, await this.transport.request(RunEvent.Finish, { runId }).catch(() => null));
  }

  /** After a reconnection (or when a time limit may have run out): the server's state wins. */
  async resume(): Promise<void> {
    const { runId } = this.snapshot;
    if (!runId || !this.ledger) return;
    this.ledger.abandon();
    // What was asked before is set right from the server's state: an abandoned hint's move is not played.
    this.settleHint(this.hintSeq);
    const ack = await this.transport.request(RunEvent.Resume, { runId }).catch(() => null);
    const parsed = runStateAckSchema.safeParse(ack);
    if (parsed.success && !this.ledger.agreesWith(parsed.data.state)) await this.resync();
    await this.answer(null, ack);
  }

  /** A timed run ends by itself on the server: once its time is up, ask for the final word, once. */
  checkTime(): void {
    const limit = this.snapshot.timeLimitMs;
    if (limit === null || this.askedTimeUp || this.snapshot.phase !== 'playing' || this.elapsedMs() < limit) return;
    this.askedTimeUp = true;
    void this.resume();
  }

  dispose(): void {
    this.unsubscribe();
    this.listeners.clear();
  }

  /** Sends a request; its seq, or null when none was sent. */
  private send(request: RunRequest): number | null {
    const { runId, phase, connected } = this.snapshot;
    if (!runId || !this.ledger || phase !== 'playing' || !connected) return null;
    const proposed = this.ledger.propose(request);
    if (!proposed.ok) {
      this.update({ notice: errorText(proposed.error.code) });
      return null;
    }
    const seq = proposed.value;
    const payload = request.kind === 'move' ? { runId, seq, move: request.move } : { runId, seq };
    const event = { move: RunEvent.Move, undo: RunEvent.Undo, hint: RunEvent.Hint }[request.kind];
    this.update({ notice: null });
    this.transport.request(event, payload).then(
      (ack) => this.answer(seq, ack),
      // No answer: the connection dropped; the reconnection's resume sets things right.
      () => this.settleHint(seq),
    );
    return seq;
  }

  /** The hint of `seq` is answered, refused or cancelled: whether it was the one awaited (then its move is wanted). */
  private settleHint(seq: number | null): boolean {
    if (seq === null || seq !== this.hintSeq) return false;
    this.hintSeq = null;
    this.update({ hintAsked: false });
    return true;
  }

  /** Takes one acknowledgement (of request `seq`, or of a finish / resume when null). */
  private async answer(seq: number | null, ack: unknown): Promise<void> {
    const ledger = this.ledger;
    if (!ledger) return;
    const accepted = runStateAckSchema.safeParse(ack);
    const hintWanted = this.settleHint(seq);
    if (accepted.success) {
      const { state, elapsedMs, runStatus, ranked, timeLimitMs, result, hint } = accepted.data;
      const agrees = seq === null ? ledger.agreesWith(state) : ledger.accepted(seq, state);
      if (!agrees && ledger.pending === 0) await this.catchUp(state, accepted.data.seq);
      if (runStatus === 'playing') this.clock.sync(elapsedMs, this.now());
      else this.clock.stop(elapsedMs);
      this.update({ runStatus, ranked, timeLimitMs, result, phase: runStatus === 'playing' ? 'playing' : 'over', ...(hint === undefined ? {} : { hinted: true }) });
      // A cancelled hint's answer still set the run (above); its move is not played, nor its absence told.
      if (!hintWanted) return;
      if (hint === null) this.update({ notice: t('run.noHint') });
      else if (hint !== undefined && runStatus === 'playing') this.move(hint);
      return;
    }
    const refused = runErrorAckSchema.safeParse(ack);
    if (seq !== null) ledger.refused(seq);
    this.update({ notice: errorMessage(ack) });
    const server = refused.success ? refused.data : null;
    if (server?.state && !ledger.agreesWith(server.state) && ledger.pending === 0) await this.catchUp(server.state, server.seq);
    // A run that ended meanwhile (its time ran out): ask for its final word once.
    if (refused.success && ['time_up', 'run_over'].includes(refused.data.error.code) && seq !== null) await this.resume();
  }

  /**
   * Takes the server's state from its acknowledgement, which carries it with its seq for this
   * purpose; only an acknowledgement without them (or with a board not of this game) makes the
   * client fetch the run's log, which the server re-verifies whole.
   */
  private async catchUp(state: StateViewJson, seq: number | undefined): Promise<void> {
    if (seq !== undefined && this.ledger?.adopt(state, seq)) return this.update({});
    await this.resync();
  }

  /** Rebuilds the run from the server's stored log: the server's state, and our undo history. */
  private async resync(): Promise<void> {
    const { runId } = this.snapshot;
    if (!runId || !this.ledger) return;
    const run = await this.api.run(runId).catch(() => null);
    if (!run || run.log === null) return;
    const rebuilt = replayLog(this.ledger.puzzle, run.log);
    this.ledger.reset(rebuilt, rebuilt.lastSeq);
    this.update({});
  }

  private fail(message: string): void {
    this.update({ phase: 'failed', notice: message });
  }

  /** Once a run ends, whether another would rank has changed (a daily is played now): the server says. */
  private async learnAgain(puzzleId: string): Promise<void> {
    const mine = await this.api.ownRuns(puzzleId).catch(() => null);
    if (mine) this.update({ againRanked: mine.nextRunRanked });
  }

  private update(change: Partial<RunSnapshot>): void {
    const ended = change.phase === 'over' && this.snapshot.phase === 'playing';
    if (ended && this.solo && this.snapshot.puzzle) void this.learnAgain(this.snapshot.puzzle.id);
    const state = this.ledger?.shown ?? null;
    const undoable = (state?.undo ?? null) !== null || this.ledger?.needsHistory === true;
    const canUndo = undoable && (change.phase ?? this.snapshot.phase) === 'playing';
    this.snapshot = { ...this.snapshot, ...change, state, canUndo };
    for (const listener of this.listeners) listener(this.snapshot);
  }
}

function errorMessage(ack: unknown): string {
  const refused = runErrorAckSchema.safeParse(ack);
  return errorText(refused.success ? refused.data.error.code : 'bad_answer');
}
