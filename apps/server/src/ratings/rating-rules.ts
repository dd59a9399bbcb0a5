import type { NotRatedReason } from '@gridrace/protocol';
import { people, type Race } from '../races/race.ts';

/** The rules that keep ratings from being farmed (docs/fair-play.md#ratings). */
export const RATING_RULES = {
  /**
   * Two players' results against each other count in at most this many rated races of a game
   * per UTC day. Friends racing rematch after rematch get a few rated ones; two accounts of one
   * person (or a pair that trades wins) gain little from the rest.
   */
  pairRacesPerDay: 3,
  /**
   * A racer who gives up or leaves within this long of "Go" (or in the countdown) makes the race
   * unrated for everyone. Long enough to tell a throwaway that quits at once (the farm), short
   * enough that nobody plays a board that long only to dodge a loss: a first look at a board
   * takes a few seconds, and the fastest honest give-ups we see come after ten. Time, not moves:
   * a script makes ten random moves in a millisecond, but it cannot make fifteen seconds pass.
   */
  instantGiveUpMs: 15_000,
} as const;

/**
 * Whether a racer (a person) gave up or left at once: the whole race is then not rated. Conceding
 * once somebody has finished is no such give-up (the race was lost, and a small board is often
 * solved within seconds): that racer is rated last, as anyone who did not finish.
 */
export function instantGiveUp(race: Race): boolean {
  const racers = people(race).filter((member) => member.role === 'racer');
  const firstFinish = Math.min(...racers.flatMap((m) => (m.status === 'finished' && m.run?.finishMs != null ? [m.run.finishMs] : [])));
  return racers.some((member) => {
    const outAt =
      member.status === 'left'
        ? (member.outAtMs ?? Number.NEGATIVE_INFINITY)
        : member.status === 'dnf' && member.run?.runStatus === 'gave_up'
          ? (member.run.finishMs ?? Number.NEGATIVE_INFINITY)
          : null;
    return outAt !== null && outAt <= RATING_RULES.instantGiveUpMs && outAt < firstFinish;
  });
}

/** Who a racer is, as far as ratings care: the store's answer about a player. */
export interface RatedPlayer {
  readonly playerId: string;
  /** An account (not a guest). */
  readonly account: boolean;
  readonly bot: boolean;
  readonly restricted: boolean;
}

/** A racer the rating would count (fair play aside), in their place, and of which kind. */
export interface Counted {
  readonly playerId: string;
  readonly runId: string;
  readonly place: number;
  readonly bot: boolean;
}

/** The racers of a finished rated race the rating would count, and why each other racer is not rated. */
export function countedRacers(
  race: Race,
  ranks: ReadonlyMap<string, number>,
  players: ReadonlyMap<string, RatedPlayer>,
): { counted: Counted[]; notRated: Map<string, NotRatedReason> } {
  const counted: Counted[] = [];
  const notRated = new Map<string, NotRatedReason>();
  for (const member of people(race)) {
    if (member.role !== 'racer') continue;
    const player = players.get(member.id);
    const reason: NotRatedReason | null = !player?.account ? 'guest' : player.restricted ? 'restricted' : !member.run ? 'no_run' : !member.run.ranked ? 'hint' : null;
    if (reason) notRated.set(member.id, reason);
    else counted.push({ playerId: member.id, runId: member.run!.runId, place: ranks.get(member.id) ?? Number.MAX_SAFE_INTEGER, bot: player!.bot });
  }
  return { counted, notRated };
}

/** A pair of players in the order `rating_pairs` keeps them (`player_a` < `player_b`). */
export const pairOf = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);
export const pairKey = (a: string, b: string): string => pairOf(a, b).join(' ');

/** Every pair of a group of racers. */
export function pairsOf(ids: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < ids.length; i += 1) for (let j = i + 1; j < ids.length; j += 1) pairs.push(pairOf(ids[i]!, ids[j]!));
  return pairs;
}

/** The UTC day of an instant, as `rating_pairs` keys it. */
export const utcDay = (at: number): string => new Date(at).toISOString().slice(0, 10);
