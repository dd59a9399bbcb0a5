import { seededPuzzle } from '@gridrace/core';
import { RACE_STATE_EVENT, RaceEvent, raceAckSchema, raceCreatedAckSchema, raceStateSchema, type RaceStateView } from '@gridrace/protocol';
import { emitWithAck, refusal, type Acked } from './acks.ts';
import type { RaceGame } from './game-mix.ts';
import type { LoadPlayer } from './players.ts';
import { Racer, type RaceContext } from './racer.ts';

/**
 * `race:create` and `race:rematch` are answered once the server has solved the new puzzle's
 * par (up to seconds each, queued behind the other rooms' at setup): not a move's budget.
 */
const RACE_REQUEST_TIMEOUT_MS = 120_000;

/**
 * One race room: its first player creates it and hosts, the others join; once the phase
 * begins the host starts a race as soon as the puzzle's solution is known, and calls a
 * rematch each time a race finishes, until the phase is over. A room names its puzzle only
 * from "Go" on (docs/fair-play.md#races-reveal-their-puzzle-at-go): the first round is on a
 * seed the host chose, so the driver knows its puzzle and solves it during the setup; a
 * rematch's puzzle is solved by each racer once its run starts.
 */
export class RoomDriver {
  private code: string | null = null;
  private racing = false;
  /** Whether the host asked this lobby's start (each `race:state` repeats the lobby), and the race last counted as finished. */
  private startAsked = false;
  private finishedPuzzle: string | null = null;
  /** The first round's puzzle, from the host's own seed. */
  private firstPuzzle: string | null = null;

  constructor(
    private readonly members: readonly LoadPlayer[],
    private readonly raceGame: RaceGame,
    private readonly context: RaceContext,
  ) {}

  private get host(): LoadPlayer {
    return this.members[0]!;
  }

  /** Creates the room and seats everyone; answers the first puzzle's id (its solving can start now). */
  async open(): Promise<string | null> {
    const { stats } = this.context;
    for (const member of this.members) {
      const racer = new Racer(member, this.context);
      const isHost = member === this.host;
      let lastSeen = '';
      member.socket.on(RACE_STATE_EVENT, (raw: unknown) => {
        // Every accepted move of the room brings a `race:state` to each racer, that only moves
        // progress bars: parsing them all would make this one process the bottleneck. Each new
        // status, puzzle or run of its own is parsed and acted on; the progress updates in between are skipped.
        const state = raw as { status?: unknown; puzzleId?: unknown; players?: { id?: unknown; runId?: unknown }[] } | null;
        const ownRun = Array.isArray(state?.players) ? state.players.find((player) => player?.id === member.id)?.runId : undefined;
        const seen = `${state?.status}:${state?.puzzleId}:${ownRun}`;
        if (seen === lastSeen) return;
        lastSeen = seen;
        const view = raceStateSchema.safeParse(raw);
        if (!view.success) return stats.recordError('bad_race_state', `${member.name}: ${view.error.issues[0]?.message ?? 'invalid'}`);
        racer.onRace(view.data);
        if (isHost) this.onHostView(view.data);
      });
    }
    const seed = `load-${Math.random().toString(36).slice(2)}`;
    const made = seededPuzzle(this.raceGame.game, this.raceGame.params, seed);
    this.firstPuzzle = made.ok ? made.value.id : null;
    const created = await emitWithAck(this.host.socket, RaceEvent.Create, { game: this.raceGame.game, params: this.raceGame.params, seed }, RACE_REQUEST_TIMEOUT_MS);
    const ack = raceCreatedAckSchema.safeParse(created.ack);
    if (!ack.success) {
      this.refused('race:create', created);
      return null;
    }
    this.code = ack.data.code;
    await Promise.all(
      this.members.slice(1).map(async (member) => {
        const joined = await emitWithAck(member.socket, RaceEvent.Join, { code: this.code }, RACE_REQUEST_TIMEOUT_MS);
        if (!raceAckSchema.safeParse(joined.ack).success) return this.refused(`${member.name} race:join`, joined);
      }),
    );
    return this.firstPuzzle;
  }

  /** The phase's clock runs: the first race starts. */
  begin(): void {
    this.racing = true;
    void this.startWhenSolved(this.firstPuzzle);
  }

  private onHostView(view: RaceStateView): void {
    const { stats, over } = this.context;
    if (view.status === 'lobby') {
      if (this.racing) void this.startWhenSolved(null);
    } else if (view.status === 'countdown') {
      this.startAsked = false;
    } else if (view.status === 'finished' && view.puzzleId !== null && this.finishedPuzzle !== view.puzzleId) {
      this.finishedPuzzle = view.puzzleId;
      stats.racesFinished += 1;
      this.context.solutions.forget(view.puzzleId);
      if (!over()) void this.request(RaceEvent.Rematch);
    }
  }

  /** `puzzleId`: the lobby's puzzle when the driver knows it (the first round), solved before the start. */
  private async startWhenSolved(puzzleId: string | null): Promise<void> {
    if (this.startAsked) return;
    this.startAsked = true;
    try {
      if (puzzleId !== null) await this.context.solutions.lineFor(puzzleId);
    } catch {
      // Each racer reports the failed solve when its run appears; the race still runs.
    }
    if (this.context.over()) return;
    this.context.stats.racesStarted += 1;
    await this.request(RaceEvent.Start);
  }

  private async request(event: typeof RaceEvent.Start | typeof RaceEvent.Rematch): Promise<void> {
    const reply = await emitWithAck(this.host.socket, event, { code: this.code }, RACE_REQUEST_TIMEOUT_MS);
    if (reply.answered) this.context.stats.recordRaceRequest(event, reply.latencyMs);
    if (!raceAckSchema.safeParse(reply.ack).success) this.refused(`${this.host.name} ${event}`, reply);
  }

  private refused(what: string, reply: Acked): void {
    const { stats } = this.context;
    if (!reply.answered) {
      if (reply.failure === 'timeout') return stats.recordError('timeout', `${what}: no ack within ${RACE_REQUEST_TIMEOUT_MS} ms`);
      // The drop itself is counted as a `disconnect`, unless it is the phase closing.
      if (this.context.over()) stats.unansweredAtClose += 1;
      return;
    }
    const { code, message } = refusal(reply.ack);
    stats.recordError(code, `${what}: ${message}`);
  }
}
