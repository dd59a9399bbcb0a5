import { boardKindOf, rulesOf, seededPuzzle, type GameName } from '@gridrace/core';
import { ErrorCode, QuickRaceLimits, RatingLimits, type Problem, type RaceQuick, type RaceQuickAck, type RaceStateView } from '@gridrace/protocol';
import type { PuzzleCatalog } from '../puzzles/catalog.ts';
import type { DailyDays } from '../puzzles/daily-days.ts';
import type { Asker } from '../puzzles/par-costs.ts';
import { utcDate, type Dailies } from '../puzzles/daily.ts';
import { ghostScripts, type GhostsChoice } from '../races/ghost-scripts.ts';
import type { RaceService } from '../races/race-service.ts';
import type { RaceStore } from '../races/race-store.ts';
import { racePuzzle } from '../races/race-puzzles.ts';
import type { PlayerRecord, PlayersStore, PuzzlesStore, RatingsStore, RunsStore } from '../store/store.ts';
import { matchQueue, type MatchSettings } from './matching.ts';
import type { QueueEntry, QuickQueue } from './quick-queue.ts';

/** How often the queue is matched (by one process at a time: the pass is claimed). */
const PASS_MS = 250;
const GHOSTS_LOOKED_AT = 50;

export interface QuickRacesOptions {
  readonly queue: QuickQueue;
  readonly races: RaceStore;
  readonly service: RaceService;
  /** Ratings (to match players) and stored runs (ghosts). */
  readonly store: RatingsStore & RunsStore & PuzzlesStore & PlayersStore;
  readonly catalog: PuzzleCatalog;
  readonly dailies: Dailies;
  readonly dailyDays: DailyDays;
  readonly now: () => number;
  readonly settings?: Partial<MatchSettings>;
  readonly failed: (error: unknown) => void;
}

type GhostsOk = Extract<GhostsChoice, { ok: true }>;
/** A lone player's ghost, and whether it is on another board than the one they asked for. */
interface LoneGhost {
  readonly choice: GhostsOk;
  readonly elsewhere: boolean;
}

/** Placed players' sockets go into the race's room and hear its state (the socket layer does it). */
export type Placed = (playerIds: readonly string[], view: RaceStateView) => Promise<void>;

/**
 * Quick races (docs/races.md#quick-races): one click queues a player for a game; the server forms rated public
 * races from the queue (`matching.ts`), and gives a player alone too long a ghost race against
 * a stored run of a player of similar rating. The queue lives where every process reaches it.
 */
export class QuickRaces {
  private readonly settings: MatchSettings;
  private readonly timer: NodeJS.Timeout;
  private placed: Placed = async () => undefined;

  constructor(private readonly options: QuickRacesOptions) {
    this.settings = { gatherMs: QuickRaceLimits.gatherMs, ghostAfterMs: QuickRaceLimits.ghostAfterMs, ...options.settings };
    this.timer = setInterval(() => void this.pass().catch(options.failed), PASS_MS);
    this.timer.unref();
  }

  onPlaced(placed: Placed): void {
    this.placed = placed;
  }

  /** `asker`: who asks; the race formed for them draws a new puzzle, charged to them now (`ParCosts`). */
  async ask(player: PlayerRecord, request: RaceQuick, asker?: Asker): Promise<RaceQuickAck | { ok: false; error: Problem }> {
    const rules = rulesOf(request.game);
    const params = request.params ?? rules.presets[rules.quickPreset] ?? {};
    const made = seededPuzzle(request.game, params, 'quick');
    if (!made.ok) return { ok: false, error: { code: ErrorCode.InvalidPayload, message: made.error.message } };
    const refused = asker ? this.options.catalog.charge(asker) : null;
    if (refused) return { ok: false, error: refused };
    const [rating] = await this.options.store.ratingsIn(request.game, [player.id]);
    // A quick race's puzzle is always seeded: it has a kind.
    const pool = boardKindOf(made.value.id)!;
    const entry: QueueEntry = {
      playerId: player.id,
      name: player.name,
      guest: player.accountAt === null,
      game: request.game,
      params,
      pool,
      rating: rating ? rating.rating : null,
      since: this.options.now(),
    };
    await this.options.queue.join(entry);
    const code = (await this.pass()).get(player.id);
    return code === undefined ? { ok: true, queued: true } : { ok: true, code };
  }

  async cancel(playerId: string): Promise<{ ok: true; cancelled: boolean }> {
    return { ok: true, cancelled: await this.options.queue.leave(playerId) };
  }

  close(): void {
    clearInterval(this.timer);
  }

  /** Forms what races the queue allows now; answers who was placed in which race. */
  private async pass(): Promise<Map<string, string>> {
    const placed = new Map<string, string>();
    const entries = await this.options.queue.all();
    if (entries.length === 0 || !(await this.options.races.claim('quick-match', PASS_MS))) return placed;
    const { races, lone } = matchQueue(entries, this.options.now(), this.settings);
    for (const group of races) {
      if (!(await this.options.queue.take(group.map((e) => e.playerId)))) continue;
      await this.form(group, null, placed);
    }
    for (const entry of lone) {
      if (!(await this.options.queue.take([entry.playerId]))) continue;
      await this.form([entry], await this.ghostFor(entry), placed);
    }
    return placed;
  }

  private async form(group: QueueEntry[], ghosts: LoneGhost | null, placed: Map<string, string>): Promise<void> {
    const first = group[0]!;
    const game = first.game as GameName;
    const puzzle = ghosts ? { ok: true as const, puzzleId: ghosts.choice.puzzleId } : await racePuzzle(this.options, game, first.params, null);
    if (!puzzle.ok) throw new Error(`a quick race could not draw its puzzle: ${puzzle.error.message}`);
    // A race with a ghost is the lone player's practice: only races between people are rated.
    const params = ghosts ? ghosts.choice.params : first.params;
    const askedParams = ghosts?.elsewhere ? first.params : undefined;
    const shape = { game, params, seedChoice: null, puzzleId: puzzle.puzzleId, rated: group.length >= 2, askedParams };
    const players = group.map((e) => ({ id: e.playerId, name: e.name, guest: e.guest ?? true, rating: e.rating === null ? null : Math.round(e.rating) }));
    const view = await this.options.service.createFormed(shape, players, ghosts?.choice ?? null);
    for (const entry of group) placed.set(entry.playerId, view.code);
    await this.placed(
      group.map((e) => e.playerId),
      view,
    );
  }

  /**
   * A ghost for a player alone: a run on the board they asked for (same game and params) if one
   * is stored, else one on another board of the game (`elsewhere`: they are told before the start).
   */
  private async ghostFor(entry: QueueEntry): Promise<LoneGhost | null> {
    const asked = await this.nearestGhost(entry, entry.pool);
    if (asked) return { choice: asked, elsewhere: false };
    const other = await this.nearestGhost(entry, null);
    return other ? { choice: other, elsewhere: true } : null;
  }

  /** Of the latest runs on boards of `kind` (null: any board of the game), the one whose player's rating is nearest. */
  private async nearestGhost(entry: QueueEntry, kind: string | null): Promise<GhostsOk | null> {
    const candidates = await this.options.store.ghostCandidates(entry.game, kind, entry.playerId, GHOSTS_LOOKED_AT, utcDate(this.options.now()));
    const level = entry.rating ?? RatingLimits.initialRating;
    const distance = (rating: number | null) => Math.abs((rating ?? RatingLimits.initialRating) - level);
    const nearest = [...candidates].sort((a, b) => distance(a.rating) - distance(b.rating))[0];
    if (!nearest) return null;
    const choice = await ghostScripts(this.options, entry.game as GameName, [nearest.runId]);
    return choice.ok ? choice : null;
  }
}
