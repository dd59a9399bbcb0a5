import { replayLog, type PlayState, type Problem, type RunRequest } from '@gridrace/core';
import { ErrorCode, RunEvent, runErrorAckSchema, runStateAckSchema, type StateViewJson } from '@gridrace/protocol';
import type { Api } from './api.ts';
import { NO_HINT, type RunShow } from './run-snapshot.ts';
import type { RunTimer } from './run-timer.ts';
import type { RunTransport } from './transport.ts';

/**
 * What became of a move the player made: taken (shown at once, and sent), or not; refused by
 * the rules (`refusal`, for the board to explain where it was played), or not taken for
 * another reason (the run is not in play, it is catching up, the player thought better of
 * it), which the page tells if anyone does.
 */
export type MoveVerdict = { readonly accepted: true } | { readonly accepted: false; readonly refusal: Problem | null };

/** Asked about the run a move leads to, before it is sent: false keeps it unsent. */
export type MoveCheck = (after: PlayState) => boolean;

const NOT_TAKEN: MoveVerdict = { accepted: false, refusal: null };

/** The code of a refusal's acknowledgement, or `bad_answer` for anything else. */
export function refusalCode(ack: unknown): string {
  const refused = runErrorAckSchema.safeParse(ack);
  return refused.success ? refused.data.error.code : 'bad_answer';
}

/**
 * The session of requests of the run on show (docs/protocol.md#runs): each goes through the rules once, in
 * the ledger, is shown at once and sent with its `seq`; the server's acknowledgements confirm
 * it, and a refusal resyncs to the server's state.
 */
export class RunSession {
  /** The seq of the hint whose move is awaited; null once answered or cancelled (a late answer then plays no move). */
  private hintSeq: number | null = null;

  constructor(
    private readonly show: RunShow,
    private readonly timer: RunTimer,
    private readonly transport: RunTransport,
    private readonly api: Pick<Api, 'run'>,
  ) {}

  /** A new run is on show: no hint of the last one is awaited. */
  restart(): void {
    this.hintSeq = null;
  }

  /**
   * Plays the player's move: the ledger runs the rules on it once, `check` may look at the run
   * it leads to and keep it unsent, and the verdict says what became of it. A refusal by the
   * rules is the board's to explain; other reasons are the page's notice.
   */
  move(move: unknown, check?: MoveCheck): MoveVerdict {
    const sent = this.send({ kind: 'move', move }, check);
    if (typeof sent === 'number') return { accepted: true };
    if (sent && sent.code !== 'resyncing') return { accepted: false, refusal: sent };
    if (sent) this.show.update({ notice: { code: sent.code } });
    return NOT_TAKEN;
  }

  undo(): void {
    // The state came from an acknowledgement, without the moves before it: the log has them.
    if (this.show.ledger?.needsHistory && this.show.ledger.shown.undo === null) {
      void this.resync().then(() => this.request({ kind: 'undo' }));
      return;
    }
    this.request({ kind: 'undo' });
  }

  /** Asks the server for the next move of its solution and plays it (the run becomes unranked). */
  hint(): void {
    if (this.hintSeq !== null) return;
    this.hintSeq = this.request({ kind: 'hint' });
    if (this.hintSeq !== null) this.show.update({ hintAsked: true });
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
    const { runId, phase } = this.show.current;
    if (!runId || phase !== 'playing') return;
    await this.answer(null, await this.transport.request(RunEvent.Finish, { runId }).catch(() => null));
  }

  /** After a reconnection (or when a time limit may have run out): the server's state wins. */
  async resume(): Promise<void> {
    const { runId } = this.show.current;
    const ledger = this.show.ledger;
    if (!runId || !ledger) return;
    ledger.abandon();
    // What was asked before is set right from the server's state: an abandoned hint's move is not played.
    this.settleHint(this.hintSeq);
    const ack = await this.transport.request(RunEvent.Resume, { runId }).catch(() => null);
    const parsed = runStateAckSchema.safeParse(ack);
    if (parsed.success && !ledger.agreesWith(parsed.data.state)) await this.resync();
    await this.answer(null, ack);
  }

  /** A timed run ends by itself on the server: once its time is up, ask for the final word, once. */
  checkTime(): void {
    const { timeLimitMs, phase } = this.show.current;
    if (this.timer.timeUp(timeLimitMs, phase === 'playing')) void this.resume();
  }

  /** Sends a request of the player's or the server's (undo, hint, a hint's move): its seq, or null when none was sent. */
  private request(request: RunRequest): number | null {
    const sent = this.send(request);
    if (typeof sent === 'number') return sent;
    if (sent) this.show.update({ notice: { code: sent.code } });
    return null;
  }

  /** Sends a request the rules take (and `check` lets go): its seq; else why not (null: the run takes no requests now). */
  private send(request: RunRequest, check?: MoveCheck): number | Problem | null {
    const { runId, phase, connected } = this.show.current;
    const ledger = this.show.ledger;
    if (!runId || !ledger || phase !== 'playing' || !connected) return null;
    const proposal = ledger.consider(request);
    if (!proposal.ok) return proposal.error;
    if (check && !check(proposal.value.after.state)) return null;
    const seq = ledger.commit(proposal.value);
    const payload = request.kind === 'move' ? { runId, seq, move: request.move } : { runId, seq };
    const event = { move: RunEvent.Move, undo: RunEvent.Undo, hint: RunEvent.Hint }[request.kind];
    this.show.update({ notice: null });
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
    this.show.update({ hintAsked: false });
    return true;
  }

  /** Takes one acknowledgement (of request `seq`, or of a finish / resume when null). */
  private async answer(seq: number | null, ack: unknown): Promise<void> {
    const ledger = this.show.ledger;
    if (!ledger) return;
    const accepted = runStateAckSchema.safeParse(ack);
    const hintWanted = this.settleHint(seq);
    if (accepted.success) {
      const { state, elapsedMs, runStatus, ranked, timeLimitMs, result, hint, review } = accepted.data;
      const agrees = seq === null ? ledger.agreesWith(state) : ledger.accepted(seq, state);
      if (!agrees && ledger.pending === 0) await this.catchUp(state, accepted.data.seq);
      this.timer.follow(elapsedMs, runStatus === 'playing');
      this.show.update({
        runStatus,
        ranked,
        timeLimitMs,
        result,
        phase: runStatus === 'playing' ? 'playing' : 'over',
        ...(hint === undefined ? {} : { hinted: true }),
        ...(review === undefined ? {} : { review }),
      });
      // A cancelled hint's answer still set the run (above); its move is not played, nor its absence told.
      if (!hintWanted) return;
      if (hint === null) this.show.update({ notice: { code: NO_HINT } });
      else if (hint !== undefined && runStatus === 'playing') this.request({ kind: 'move', move: hint });
      return;
    }
    const refused = runErrorAckSchema.safeParse(ack);
    if (seq !== null) ledger.refused(seq);
    this.show.update({ notice: { code: refusalCode(ack) } });
    const server = refused.success ? refused.data : null;
    if (server?.state && !ledger.agreesWith(server.state) && ledger.pending === 0) await this.catchUp(server.state, server.seq);
    // A run that ended meanwhile (its time ran out): ask for its final word once.
    const ended: string[] = [ErrorCode.TimeUp, ErrorCode.RunOver];
    if (refused.success && ended.includes(refused.data.error.code) && seq !== null) await this.resume();
  }

  /**
   * Takes the server's state from its acknowledgement, which carries it with its seq for this
   * purpose; only an acknowledgement without them (or with a board not of this game) makes the
   * client fetch the run's log, which the server re-verifies whole.
   */
  private async catchUp(state: StateViewJson, seq: number | undefined): Promise<void> {
    if (seq !== undefined && this.show.ledger?.adopt(state, seq)) return this.show.update({});
    await this.resync();
  }

  /** Rebuilds the run from the server's stored log: the server's state, and our undo history. */
  private async resync(): Promise<void> {
    const { runId } = this.show.current;
    const ledger = this.show.ledger;
    if (!runId || !ledger) return;
    const run = await this.api.run(runId).catch(() => null);
    if (!run || run.log === null) return;
    const rebuilt = replayLog(ledger.puzzle, run.log);
    ledger.reset(rebuilt, rebuilt.lastSeq);
    this.show.update({});
  }
}
