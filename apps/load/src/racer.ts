import { goalPolicyOf, rulesOf } from '@gridrace/core';
import { ErrorCode, RunEvent, runStateAckSchema, type RaceStateView } from '@gridrace/protocol';
import { emitWithAck, refusal, sleep } from './acks.ts';
import type { LoadPlayer } from './players.ts';
import type { RacerLine } from './solve-thread.ts';
import type { Solutions } from './solutions.ts';
import type { PhaseStats } from './stats.ts';

/** What every racer of a phase shares. */
export interface RaceContext {
  readonly stats: PhaseStats;
  readonly solutions: Solutions;
  readonly moveDelayMs: { readonly min: number; readonly max: number };
  readonly ackTimeoutMs: number;
  /** Wait for each move's ack before the next one's pause (a closed loop) instead of playing on as the browser does. */
  readonly oneInFlight: boolean;
  /** True once the phase's duration is over: no new move, no new race. */
  readonly over: () => boolean;
}

/**
 * One racer bot: when a race run of its own appears in `race:state`, it plays its line of the
 * puzzle (`solve-thread.ts`) move by move at a human pace, each request with its `seq`, times
 * every acknowledgement, and checks that the server ends the run as core's rules do.
 */
export class Racer {
  private readonly played = new Set<string>();

  constructor(
    readonly player: LoadPlayer,
    private readonly context: RaceContext,
  ) {}

  onRace(view: RaceStateView): void {
    if (view.status !== 'running' || view.puzzleId === null) return;
    const me = view.players.find((player) => player.id === this.player.id);
    if (!me?.runId || me.status !== 'playing' || this.played.has(me.runId)) return;
    this.played.add(me.runId);
    // A `score` game's run goes on after par: the bot hands its layout in once it is played.
    void this.play(me.runId, view.puzzleId, goalPolicyOf(rulesOf(view.game)).playsOn);
  }

  private pause(): Promise<void> {
    const { min, max } = this.context.moveDelayMs;
    return sleep(min + Math.random() * (max - min));
  }

  private async play(runId: string, puzzleId: string, submitsLayout: boolean): Promise<void> {
    const { stats, solutions, ackTimeoutMs, over } = this.context;
    let line: RacerLine;
    try {
      line = await solutions.lineFor(puzzleId);
    } catch (error) {
      stats.recordError('solve_failed', `${puzzleId}: ${error instanceof Error ? error.message : String(error)}`);
      return this.giveUp(runId);
    }
    // What the acks said so far: a refusal or timeout stops the run; the highest seq's status counts.
    let trouble: 'failed' | 'gone' | null = null;
    let runStatus = 'playing';
    let statusSeq = 0;
    const send = async (seq: number, move: unknown) => {
      stats.movesSent += 1;
      stats.inFlight += 1;
      const reply = await emitWithAck(this.player.socket, RunEvent.Move, { runId, seq, move }, ackTimeoutMs);
      stats.inFlight -= 1;
      if (!reply.answered) {
        // A dropped connection is counted once, as a `disconnect`; nothing more can be sent on it.
        if (reply.failure === 'disconnected') trouble = 'gone';
        else stats.recordError('timeout', `${this.player.name} run:move seq ${seq}: no ack within ${ackTimeoutMs} ms`);
        trouble ??= 'failed';
        return;
      }
      stats.recordMove(reply.latencyMs);
      const accepted = runStateAckSchema.safeParse(reply.ack);
      if (!accepted.success) {
        const { code, message } = refusal(reply.ack);
        stats.recordError(code, `${this.player.name} run:move seq ${seq}: ${message}`);
        trouble ??= 'failed';
        return;
      }
      if (seq > statusSeq) [statusSeq, runStatus] = [seq, accepted.data.runStatus];
    };

    const inFlight: Promise<void>[] = [];
    for (const [index, move] of line.moves.entries()) {
      await this.pause();
      if (over() || trouble || runStatus !== 'playing') break;
      const sent = send(index + 1, move);
      // As the browser does, the next move does not wait for this one's ack (unless asked to):
      // a slow server then meets the same offered load, and its delay shows in the latencies.
      if (this.context.oneInFlight) await sent;
      else inFlight.push(sent);
    }
    await Promise.all(inFlight);
    if (trouble === 'gone') return;
    if (trouble === 'failed') return this.giveUp(runId);
    // Stopped by the end of the phase: the run stays as it is.
    if (runStatus === 'playing' && over()) return;
    // `walls` stays open to improvement: the racer hands in its layout.
    if (submitsLayout) return this.finish(runId, 'submit', line.score);
    // A finish game's status does not hang on par: the server must end the run where core does.
    if (runStatus === line.status) stats.runsFinished += 1;
    else {
      stats.recordError('wrong_status', `${this.player.name} played all ${line.moves.length} moves of ${puzzleId}: run ${runStatus}, core's rules say ${line.status}`);
      await this.giveUp(runId);
    }
  }

  /** `run:finish`: submits a `walls` layout, or gives up a run that went wrong, so the race can end. */
  private async finish(runId: string, why: 'submit' | 'give up', layoutScore = 0): Promise<void> {
    const { stats, ackTimeoutMs } = this.context;
    const reply = await emitWithAck(this.player.socket, RunEvent.Finish, { runId }, ackTimeoutMs);
    if (!reply.answered) {
      if (reply.failure === 'timeout') stats.recordError('timeout', `${this.player.name} run:finish (${why}): no ack within ${ackTimeoutMs} ms`);
      return;
    }
    const finished = runStateAckSchema.safeParse(reply.ack);
    if (!finished.success) {
      const { code, message } = refusal(reply.ack);
      // Giving up after a timeout, the late acks may have solved the run meanwhile: it is over, as wanted.
      if (why === 'give up' && code === ErrorCode.RunOver) return;
      return stats.recordError(code, `${this.player.name} run:finish (${why}): ${message}`);
    }
    if (why !== 'submit') return;
    // The layout is a short search's (`solve-thread.ts`), mostly below par: the run ends,
    // solved or not. What must hold is that the server scores it as core's runner did here.
    if (finished.data.result.score !== layoutScore) {
      return stats.recordError('wrong_score', `${this.player.name} walls layout that core scores ${layoutScore} handed in, the server says ${finished.data.result.score}`);
    }
    stats.wallsHandedIn += 1;
  }

  private giveUp(runId: string): Promise<void> {
    return this.finish(runId, 'give up');
  }
}
