import type { AnyRules, JourneyPlace } from '@gridrace/core';
import type { JourneyProgress } from '../../client/api.ts';
import { goalWords } from '../../i18n/game-words.ts';
import { t } from '../../i18n/messages.ts';

/**
 * What the end of a journey level leads to, from the player's progress (the server's word: a
 * level opens only when a ranked run meets the goal of the one before it):
 * - `opened`: this run opened the next level (locked when the run began, open now);
 * - `open`: the next level is open (it was already, or when the run began is not known);
 * - `locked`: the goal is still to be met, in a ranked run;
 * - `done` / `last`: the last level, completed or not;
 * - `unknown`: the progress is not known (yet): only the way back to the journey is offered.
 */
export type JourneyStep =
  { readonly kind: 'opened' | 'open' | 'locked'; readonly next: { readonly level: number; readonly puzzleId: string } } | { readonly kind: 'done' | 'last' | 'unknown' };

/** Whether the level after `place` is open in `progress` (the levels are in order, from 1). */
const nextOpen = (place: JourneyPlace, progress: JourneyProgress): boolean => progress.levels[place.level]?.unlocked ?? false;

/** `atStart`: the progress as the run began (null if not known); `now`: as the run ended. */
export function journeyStep(place: JourneyPlace, atStart: JourneyProgress | null, now: JourneyProgress | null): JourneyStep {
  if (now === null) return { kind: 'unknown' };
  if (place.next === null) return { kind: now.levels[place.level - 1]?.completed ? 'done' : 'last' };
  const next = { level: place.next.level, puzzleId: place.next.puzzleId };
  if (!nextOpen(place, now)) return { kind: 'locked', next };
  return { kind: atStart !== null && !nextOpen(place, atStart) ? 'opened' : 'open', next };
}

/** Where the page is on the journey, for its header: "Journey · level 3 of 20". */
export const journeyHere = (place: JourneyPlace): string => t('journey.here', { level: place.level, levels: place.levels });

/** What the level asks, and for what: "Reach path 8 to open level 2." */
export function journeyAsks(place: JourneyPlace, rules: Pick<AnyRules, 'game' | 'words'>): string {
  const goal = goalWords(rules, place.goal);
  return place.next === null ? t('journey.asksLast', { goal }) : t('journey.asks', { goal, level: place.next.level });
}

/** The step in words, under a finished level's ways on; null when there is nothing to say yet. */
export function journeyStepWords(step: JourneyStep, place: JourneyPlace, rules: Pick<AnyRules, 'game' | 'words'>): string | null {
  const goal = goalWords(rules, place.goal);
  switch (step.kind) {
    case 'opened':
      return t('journey.opened', { level: step.next.level });
    case 'open':
      return t('journey.open', { level: step.next.level });
    case 'locked':
      return t('journey.stillLocked', { goal, level: step.next.level });
    case 'done':
      return t('journey.complete', { levels: place.levels });
    case 'last':
      return t('journey.stillLast', { goal });
    case 'unknown':
      return null;
  }
}
