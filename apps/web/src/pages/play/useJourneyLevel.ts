import { GAMES, journeyPlace, RULES, type GameName, type JourneyPlace } from '@gridrace/core';
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../app/services.ts';
import type { JourneyProgress } from '../../client/api.ts';
import { journeyStep, type JourneyStep } from './journey-step.ts';

export interface JourneyLevel {
  readonly game: GameName;
  readonly place: JourneyPlace;
  /** Where the run's end leads ('unknown' while the run is on, or until the server answers). */
  readonly step: JourneyStep;
}

/**
 * The journey level a puzzle is, if it is one, with the player's progress: asked as the run
 * begins and again once it is over (the server settles the level before it says the run
 * ended), so the end can say whether this very run opened the next level. `runKey` changes
 * with each run of the page and with how it ended (a `walls` goal is met once par is known).
 */
export function useJourneyLevel(puzzleId: string, over: boolean, runKey: string): JourneyLevel | null {
  const game = GAMES.find((name) => puzzleId.startsWith(`${name}.`)) ?? null;
  const place = game === null ? null : journeyPlace(RULES[game].journey, puzzleId);
  const [atStart, setAtStart] = useState<JourneyProgress | null>(null);
  const [now, setNow] = useState<JourneyProgress | null>(null);
  useEffect(() => {
    if (game === null || place === null) return undefined;
    let live = true;
    if (over) setNow(null);
    api.journey(game).then(
      (progress) => {
        if (!live) return;
        if (!over) setAtStart(progress);
        setNow(over ? progress : null);
      },
      // Without the progress the end offers the way back to the journey, not the next level.
      () => undefined,
    );
    return () => void (live = false);
  }, [game, place?.level, over, runKey]);
  if (game === null || place === null) return null;
  return { game, place, step: over ? journeyStep(place, atStart, now) : { kind: 'unknown' } };
}
