import { QuickRaceLimits, RaceLimits, RatingLimits } from '@gridrace/protocol';
import type { QueueEntry } from './quick-queue.ts';

export interface MatchSettings {
  readonly gatherMs: number;
  readonly ghostAfterMs: number;
}

export interface Matches {
  /** Races to form, each of 2 to 8 players of one pool. */
  readonly races: QueueEntry[][];
  /** Players alone too long: each gets a ghost race. */
  readonly lone: QueueEntry[];
}

const ratingOf = (entry: QueueEntry): number => entry.rating ?? RatingLimits.initialRating;

/** How far from a player's rating a partner may be: close at first, wider the longer they wait. */
export const ratingWindow = (entry: QueueEntry, now: number): number =>
  QuickRaceLimits.ratingWindow + (QuickRaceLimits.ratingWindowPerSecond * Math.max(0, now - entry.since)) / 1000;

/** Two players suit each other when each is within the other's window. */
const suits = (a: QueueEntry, b: QueueEntry, now: number): boolean => Math.abs(ratingOf(a) - ratingOf(b)) <= Math.min(ratingWindow(a, now), ratingWindow(b, now));

/**
 * Forms quick races from the queue (docs/races.md#quick-races): in each pool, the longest waiting player first,
 * with those of similar rating (nearest first, every one suiting the others' windows); a race
 * forms once its first player has gathered for `gatherMs`, or at once when full. Whoever is
 * left alone past `ghostAfterMs` gets a ghost instead.
 */
export function matchQueue(entries: readonly QueueEntry[], now: number, settings: MatchSettings): Matches {
  const races: QueueEntry[][] = [];
  const lone: QueueEntry[] = [];
  const pools = new Map<string, QueueEntry[]>();
  for (const entry of [...entries].sort((a, b) => a.since - b.since)) pools.set(entry.pool, [...(pools.get(entry.pool) ?? []), entry]);
  for (const waiting of pools.values()) {
    const left = [...waiting];
    while (left.length > 0) {
      const first = left.shift()!;
      const group = [first];
      const nearest = [...left].sort((a, b) => Math.abs(ratingOf(a) - ratingOf(first)) - Math.abs(ratingOf(b) - ratingOf(first)));
      for (const other of nearest) {
        if (group.length >= RaceLimits.maxRacers) break;
        if (group.every((member) => suits(member, other, now))) group.push(other);
      }
      const gathered = now - first.since >= settings.gatherMs || group.length >= RaceLimits.maxRacers;
      if (group.length >= 2 && gathered) {
        races.push(group);
        for (const member of group) left.splice(left.indexOf(member), 1);
      } else if (group.length === 1 && now - first.since >= settings.ghostAfterMs) lone.push(first);
    }
  }
  return { races, lone };
}
