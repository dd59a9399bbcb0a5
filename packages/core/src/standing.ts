import type { RankedResult } from './goal.ts';
import type { AnyRules } from './puzzle.ts';

/** A racer as a race's live standing sees them. */
export interface StandingEntry {
  readonly id: string;
  /** Their run as it is now (status `playing` while it goes on); null before it began. */
  readonly result: (RankedResult & { readonly finishedAt: number | null }) | null;
  /** Out of the running, or counting for nothing: gave up, left, out after a drop, helped by a hint. */
  readonly out: boolean;
  /** 0..1, how far along: what orders the runs the rule does not rank (yet). */
  readonly progress: number;
}

type Rules = Pick<AnyRules, 'counts' | 'compare'>;

/** A run still in play stands as it would were it ended now (a `score` game's best so far counts). */
const asNow = (result: RankedResult): RankedResult => (result.status === 'playing' ? { ...result, status: 'ended' } : result);

/** 0: ranked by the rule; 1: not (yet) ranked by it, ordered by progress; 2: out, all alike. */
function tierOf(rules: Rules, entry: StandingEntry): number {
  if (entry.out) return 2;
  return entry.result !== null && rules.counts(asNow(entry.result).status) ? 0 : 1;
}

/** Negative when `a` stands ahead of `b`; 0 when nothing tells them apart. */
function compareNow(rules: Rules, a: StandingEntry, b: StandingEntry): number {
  const tier = tierOf(rules, a) - tierOf(rules, b);
  if (tier !== 0) return tier;
  if (tierOf(rules, a) === 2) return 0;
  if (tierOf(rules, a) === 1 || a.result === null || b.result === null) return b.progress - a.progress;
  // The race's order after the rule: who ended first (a run still in play has not).
  const ended = (entry: StandingEntry) => entry.result?.finishedAt ?? Number.MAX_SAFE_INTEGER;
  return rules.compare(asNow(a.result), asNow(b.result)) || ended(a) - ended(b);
}

/**
 * Where each racer stands now by the game's own rule (docs/races.md#results), finished or not: a `finish`
 * game's finished boards ahead by time, the others behind by progress; a game whose every
 * ended run ranks (`same`, `walls`) ranks each run as it stands, so one who stopped first is
 * not first while another still passes them. Places are shared on a tie (1, 1, 3).
 */
export function liveStanding(rules: Rules, entries: readonly StandingEntry[]): Map<string, number> {
  return new Map(entries.map((entry) => [entry.id, 1 + entries.filter((other) => compareNow(rules, other, entry) < 0).length]));
}
