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
 * rematch each time a race finishes, until the phase is over.
 */
export class RoomDriver {
  private code: string | null = null;
  private racing = false;
  /** The puzzle of the lobby last acted on, and of the race last counted as finished (each `race:state` repeats them). */
  private startedPuzzle: string | null = null;
  private finishedPuzzle: string | null = null;
  private lobbyPuzzle: string | null = null;

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
    const created = await emitWithAck(this.host.socket, RaceEvent.Create, { game: this.raceGame.game, params: this.raceGame.params }, RACE_REQUEST_TIMEOUT_MS);
    const ack = raceCreatedAckSchema.safeParse(created.ack);
    if (!ack.success) {
      this.refused('race:create', created);
      return null;
    }
    this.code = ack.data.code;
    let puzzleId: string | null = null;
    await Promise.all(
      this.members.slice(1).map(async (member) => {
        const joined = await emitWithAck(member.socket, RaceEvent.Join, { code: this.code }, RACE_REQUEST_TIMEOUT_MS);
        const race = raceAckSchema.safeParse(joined.ack);
        if (!race.success) return this.refused(`${member.name} race:join`, joined);
        puzzleId = race.data.race?.puzzleId ?? puzzleId;
      }),
    );
    // A room of one (more rooms than racers allow otherwise) learns its puzzle from `race:state`.
    this.lobbyPuzzle = puzzleId ?? this.lobbyPuzzle;
    return this.lobbyPuzzle;
  }

  /** The phase's clock runs: the first race starts. */
  begin(): void {
    this.racing = true;
    if (this.lobbyPuzzle) void this.startWhenSolved(this.lobbyPuzzle);
  }

  private onHostView(view: RaceStateView): void {
    const { stats, over } = this.context;
    if (view.status === 'lobby') {
      this.lobbyPuzzle = view.puzzleId;
      if (this.racing) void this.startWhenSolved(view.puzzleId);
    } else if (view.status === 'finished' && this.finishedPuzzle !== view.puzzleId) {
      this.finishedPuzzle = view.puzzleId;
      stats.racesFinished += 1;
      this.context.solutions.forget(view.puzzleId);
      if (!over()) void this.request(RaceEvent.Rematch);
    }
  }

  private async startWhenSolved(puzzleId: string): Promise<void> {
    if (this.startedPuzzle === puzzleId) return;
    this.startedPuzzle = puzzleId;
    try {
      await this.context.solutions.lineFor(puzzleId);
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
