import { openPuzzle, replayLog, type Puzzle } from '@gridrace/core';
import { ErrorCode, RunEvent, runErrorAckSchema, runStartedAckSchema, runStateAckSchema, type RunStateAck } from '@gridrace/protocol';
import type { Api } from './api.ts';
import { RunLedger } from './ledger.ts';
import { failureCode, type RunShow } from './run-snapshot.ts';
import { refusalCode, type RunSession } from './run-session.ts';
import type { RunTimer } from './run-timer.ts';
import type { RunTransport } from './transport.ts';

/**
 * Opening a run on show (docs/runs.md#runs): the puzzle, its par when it comes, and the run itself:
 * started here, or one of the player's taken up where it stands on the server.
 */
export class RunOpening {
  /** A run of the player's own choosing (`start`), not one a race gave (`attach`). */
  private solo = false;

  constructor(
    private readonly show: RunShow,
    private readonly timer: RunTimer,
    private readonly session: RunSession,
    private readonly transport: RunTransport,
    private readonly api: Pick<Api, 'puzzle' | 'run' | 'ownRuns'>,
  ) {}

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
      if (mine) this.show.update({ daily: mine.daily, againRanked: mine.nextRunRanked });
      const inPlay = mine?.runs.find((run) => run.status === 'playing');
      const over = mine?.runs.find((run) => run.status !== 'playing');
      for (const run of [inPlay, over]) {
        // A run in play may turn out over (its time ran out meanwhile): then it is shown as it ended.
        if (run && (await this.carryOn(puzzle, run.runId))) return this.show.update({ origin: this.show.current.phase === 'playing' ? 'resumed' : 'earlier' });
      }
      await this.begin(puzzle);
    } catch (error) {
      this.show.fail(failureCode(error));
    }
  }

  /** Another run of the puzzle on show, once the one shown is over ("play again"). */
  async again(): Promise<void> {
    const puzzle = this.show.ledger?.puzzle;
    if (!puzzle || this.show.current.phase !== 'over') return;
    this.show.update({ phase: 'starting', notice: null });
    try {
      await this.begin(puzzle);
    } catch (error) {
      this.show.fail(failureCode(error));
    }
  }

  /**
   * Takes up a run the server started for this player (a race's, docs/races.md#rooms): in play, or already
   * over (then shown as it ended), with the time limit the server gave it, and the state its
   * `run:resume` answer carries (the log is fetched only for an undo). Never starts another: a
   * race has one run per racer.
   */
  async attach(puzzleId: string, runId: string): Promise<void> {
    try {
      const puzzle = await this.open(puzzleId);
      if (!puzzle) return;
      const ack = await this.resumed(runId);
      if (!ack || !this.adopt(puzzle, ack)) {
        if (!(await this.carryOn(puzzle, runId))) this.show.fail('race_resume');
      }
    } catch (error) {
      this.show.fail(failureCode(error));
    }
  }

  /** A run in play ended: whether another would rank has changed (a daily is played now), as the server says. */
  ended(): void {
    const puzzle = this.show.current.puzzle;
    if (this.solo && puzzle) void this.learnAgain(puzzle.id);
  }

  private async begin(puzzle: Puzzle): Promise<void> {
    const ack = await this.transport.request(RunEvent.Start, { puzzleId: puzzle.id });
    const started = runStartedAckSchema.safeParse(ack);
    if (!started.success) return this.show.fail(refusalCode(ack));
    this.show.ledger = new RunLedger(this.withKnownPar(puzzle));
    this.timer.startNew();
    const { runId, timeLimitMs, ranked } = started.data;
    if (!started.data.parPending) this.learnPar(puzzle.id, started.data.par);
    this.session.restart();
    this.show.update({ phase: 'playing', origin: 'started', runId, timeLimitMs, runStatus: 'playing', ranked, hinted: false, hintAsked: false, result: null, review: null });
  }

  /** The puzzle with the server's par, or null (and the failure shown) when the id is bad. */
  private async open(puzzleId: string): Promise<Puzzle | null> {
    const board = openPuzzle(puzzleId);
    if (!board.ok) {
      this.show.fail(board.error.code);
      return null;
    }
    // No start waits for a par: the board is played at once, its par shown when it comes.
    const puzzle: Puzzle = { ...board.value, par: null, optimal: false, solution: [] };
    this.show.update({ phase: 'starting', puzzle, parPending: true });
    this.api.puzzle(puzzle.id).then(
      (info) => {
        this.show.update({ bestScore: info.bestScore ?? null });
        this.learnPar(puzzle.id, info.par);
      },
      () => this.show.update({ parPending: false }),
    );
    return puzzle;
  }

  /** The puzzle with its par, when that has come meanwhile. */
  private withKnownPar(puzzle: Puzzle): Puzzle {
    const shown = this.show.current.puzzle;
    return shown?.id === puzzle.id && !this.show.current.parPending ? shown : puzzle;
  }

  /** The par of the puzzle on show has come: shown, and the run's statuses read again with it. */
  private learnPar(puzzleId: string, par: number | null): void {
    const { puzzle, parPending } = this.show.current;
    if (puzzle?.id !== puzzleId || !parPending) return;
    const ledger = this.show.ledger;
    if (ledger?.puzzle.id === puzzleId) ledger.learnPar(par);
    this.show.update({ puzzle: { ...puzzle, par }, parPending: false });
    // A run that ended before its par came was settled with it on the server (a `walls`
    // layout at par is solved): its final word is asked again.
    if (this.show.current.phase === 'over' && ledger?.puzzle.id === puzzleId) void this.session.resume();
  }

  /** The server's word on a run (`run:resume`), or null when it is not ours. */
  private async resumed(runId: string): Promise<RunStateAck | null> {
    const resume = () => this.transport.request(RunEvent.Resume, { runId }).catch(() => null);
    let answer = await resume();
    // A timed run whose time ran out unwatched ends on that very request: its final word comes next.
    if (runErrorAckSchema.safeParse(answer).data?.error.code === ErrorCode.TimeUp) answer = await resume();
    const ack = runStateAckSchema.safeParse(answer);
    return ack.success ? ack.data : null;
  }

  /** Takes up a run as its `run:resume` answer has it, its undo history left on the server: false when the board is not of this game. */
  private adopt(puzzle: Puzzle, ack: RunStateAck): boolean {
    const ledger = new RunLedger(this.withKnownPar(puzzle));
    if (!ledger.adopt(ack.state, ack.seq)) return false;
    this.show.ledger = ledger;
    this.takeUp(ack, false);
    return true;
  }

  /**
   * Takes up a run, rebuilt from its stored log: in play on the server's running clock, or
   * over, shown as it ended on the server's final time. False when it is not ours.
   */
  private async carryOn(puzzle: Puzzle, runId: string): Promise<boolean> {
    const ack = await this.resumed(runId);
    if (!ack) return false;
    const run = await this.api.run(runId).catch(() => null);
    if (!run || run.log === null || run.puzzleId !== puzzle.id) return false;
    const known = this.withKnownPar(puzzle);
    const rebuilt = replayLog(known, run.log);
    this.show.ledger = new RunLedger(known, rebuilt, Math.max(rebuilt.lastSeq, ack.seq));
    this.takeUp(
      ack,
      run.log.some((entry) => entry.kind === 'hint'),
    );
    return true;
  }

  private takeUp(ack: RunStateAck, hinted: boolean): void {
    const playing = ack.runStatus === 'playing';
    this.timer.takeUp(ack.elapsedMs, playing);
    // The limit is the server's for this very run (a configured walls limit, a race's), never a guess from the game.
    const { runId, timeLimitMs, runStatus, ranked, result } = ack;
    this.session.restart();
    this.show.update({ phase: playing ? 'playing' : 'over', runId, timeLimitMs, runStatus, ranked, hinted, hintAsked: false, result });
  }

  private async learnAgain(puzzleId: string): Promise<void> {
    const mine = await this.api.ownRuns(puzzleId).catch(() => null);
    if (mine) this.show.update({ againRanked: mine.nextRunRanked });
  }
}
