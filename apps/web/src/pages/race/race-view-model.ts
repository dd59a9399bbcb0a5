import { type AnyRules, type GameName, type PlacingFigure, placingFigureOf, rulesOf } from '@gridrace/core';
import type { NotRatedReason, RacePlayerView, RaceRatingChange, RaceStateView, RacerStatus } from '@gridrace/protocol';
import { formatTime } from '../../i18n/format.ts';
import { t, type MessageKey } from '../../i18n/messages.ts';
import { scoreWords, wordsOf } from '../../i18n/game-words.ts';

/** One racer as the room shows them: a progress bar while racing, a line of the results after. */
export interface RacerRow {
  readonly id: string;
  readonly name: string;
  /** A guest (no account): the name is shown with a mark. */
  readonly guest: boolean;
  readonly you: boolean;
  readonly host: boolean;
  /** 0..100, whole numbers: what the bar and its label show. */
  readonly percent: number;
  readonly status: RacerStatus;
  readonly statusText: string;
  /** The time, or the path length for `walls` (and when it was reached); "DNF" for those who did not finish. */
  readonly result: string;
  /** Their connection dropped while they still race (or wait in the lobby): the seat is kept a while. */
  readonly away: boolean;
  /** While away: the server instant (epoch ms) they are out at unless back, to count down on the server's clock. */
  readonly awayUntil: number | null;
  /** They took a hint: their run does not count, and shares the last place. */
  readonly hinted: boolean;
  readonly rank: number | null;
  /**
   * While the race runs: where they stand now by the game's own rule (the server's `standing`),
   * null while nothing tells the racers apart yet (everyone shares the first place).
   */
  readonly standing: number | null;
  readonly runId: string | null;
  /** A ghost: a stored run replayed, raced like a person. */
  readonly ghost: boolean;
  /** Their rating in the game, when they have one (shown beside the name). */
  readonly rating: number | null;
  /** Once a rated race is rated: their new rating and its change, or why they were not rated. */
  readonly ratingChange: RaceRatingChange | null;
  readonly notRated: NotRatedReason | null;
}

export interface SpectatorRow {
  readonly id: string;
  readonly name: string;
  readonly guest: boolean;
  readonly you: boolean;
  readonly host: boolean;
}

export interface RaceViewModel {
  readonly race: RaceStateView;
  /** This player in the room, if they are in it. */
  readonly me: RacePlayerView | null;
  readonly isHost: boolean;
  readonly isRacer: boolean;
  readonly hostName: string | null;
  /** In the order of joining, as the server lists them. */
  readonly racers: readonly RacerRow[];
  readonly spectators: readonly SpectatorRow[];
  /** Racers by rank (finishers first, in the leaderboard's order), then by progress. */
  readonly results: readonly RacerRow[];
  /** What a rematch is on: the same board again (a ghost race), or a new one. */
  readonly rematchLabel: string;
  /** The run this player races with, once the race has started. */
  readonly myRunId: string | null;
  /**
   * The away racers a running race waits for when everyone still here is done (this player too):
   * its results so far can be shown, final once they are back and done or out. Empty otherwise.
   */
  readonly awaitedAway: readonly RacerRow[];
}

const STATUS_TEXT: Readonly<Record<RacerStatus, MessageKey>> = {
  waiting: 'racer.waiting',
  playing: 'racer.playing',
  finished: 'racer.finished',
  dnf: 'racer.dnf',
  left: 'racer.left',
};

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st (1.º, 2.º in Spanish): the language's ordinal rules. */
export const ordinal = (n: number): string => t('ordinal', { n });

/** A finished racer's result, told by the figure their game places by. */
const FINISHED_RESULT: Readonly<Record<PlacingFigure, (rules: AnyRules, player: RacePlayerView) => string>> = {
  // A `score` game ranks the score, then how soon it was reached (`timeMs`): both are shown.
  score: (rules, player) => {
    const score = scoreWords(rules, player.score);
    return player.timeMs === null ? score : t('race.scoreAt', { score, time: formatTime(player.timeMs) });
  },
  time: (rules, player) => {
    const words = wordsOf(rules);
    if (words.score) return `${formatTime(player.finishMs)} · ${words.score.short(player.score)}`;
    return formatTime(player.finishMs);
  },
};

/** The result of one racer, in the unit their game is ranked by (docs/races.md#results). */
export function resultOf(game: GameName, player: RacePlayerView): string {
  if (player.status === 'dnf' || player.status === 'left') return t('race.dnf');
  if (player.status !== 'finished') return '—';
  const rules = rulesOf(game);
  return FINISHED_RESULT[placingFigureOf(rules)](rules, player);
}

function racerRow(race: RaceStateView, player: RacePlayerView, meId: string | null, told: boolean): RacerRow {
  const status = player.status ?? 'waiting';
  // The server keeps `away` after the grace period ended (dnf) or on a run already over: only a
  // racer still in play, or waiting in the lobby, is coming back.
  const away = player.away && (status === 'waiting' || status === 'playing');
  return {
    id: player.id,
    name: player.name,
    guest: player.guest,
    you: player.id === meId,
    host: player.role === 'host',
    percent: Math.round(player.progress * 100),
    status,
    statusText: t(STATUS_TEXT[status]),
    result: resultOf(race.game, player),
    away,
    awayUntil: away ? player.awayUntil : null,
    hinted: !player.ranked,
    rank: player.rank,
    standing: told ? player.standing : null,
    runId: player.runId,
    ghost: player.ghost,
    rating: player.rating,
    ratingChange: player.ratingChange,
    notRated: player.notRated,
  };
}

/** Ranked first (by rank), then the rest by how far they got; ties keep the joining order. */
function byResult(a: RacerRow, b: RacerRow): number {
  const rankA = a.rank ?? Number.POSITIVE_INFINITY;
  const rankB = b.rank ?? Number.POSITIVE_INFINITY;
  if (rankA !== rankB) return rankA - rankB;
  return b.percent - a.percent;
}

/** Racers the race still waits for, when each of them is away (ghosts hold no race up). */
function awaitedAway(race: RaceStateView, racers: readonly RacerRow[]): readonly RacerRow[] {
  const racing = racers.filter((row) => !row.ghost && (row.status === 'waiting' || row.status === 'playing'));
  const onlyAway = race.status === 'running' && racing.length > 0 && racing.every((row) => row.away && !row.you);
  return onlyAway ? racing : [];
}

/**
 * The room as this player sees it. The host's role is `host` whether they race or watch, so
 * racers are told from spectators by their status: spectators have none.
 */
export function raceViewModel(race: RaceStateView, meId: string | null): RaceViewModel {
  const racing = race.players.filter((p) => p.status !== null);
  const watching = race.players.filter((p) => p.status === null);
  // A standing says something once it is not the first place for everyone.
  const told = race.status === 'running' && racing.some((p) => p.standing !== null && p.standing > 1);
  const racers = racing.map((p) => racerRow(race, p, meId, told));
  const me = race.players.find((p) => p.id === meId) ?? null;
  return {
    race,
    me,
    isHost: me?.role === 'host',
    isRacer: me !== null && me.status !== null,
    hostName: race.players.find((p) => p.role === 'host')?.name ?? null,
    racers,
    spectators: watching.map((p) => ({ id: p.id, name: p.name, guest: p.guest, you: p.id === meId, host: p.role === 'host' })),
    results: [...racers].sort(byResult),
    rematchLabel: race.rematchKeepsBoard ? t('race.results.rematchSame') : t('race.results.rematch'),
    myRunId: me?.runId ?? null,
    awaitedAway: awaitedAway(race, racers),
  };
}
