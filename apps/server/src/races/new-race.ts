import { rulesOf, type GameName } from '@gridrace/core';
import type { Race } from './race.ts';

/** What a new race is: its game and puzzle, how it was chosen, its time limit, whether it is rated. */
export interface RaceShape {
  readonly game: GameName;
  readonly params: Record<string, unknown>;
  /** 'daily', a chosen seed, or null for a fresh random one (each rematch draws another). */
  readonly seedChoice: string | null;
  readonly puzzleId: string;
  /** Left out: the game's own race time limit. */
  readonly timeLimitMs?: number | undefined;
  readonly rated: boolean;
  /** A quick race on another board than its lone player asked for: what they asked for (`Race.askedParams`). */
  readonly askedParams?: Record<string, unknown> | undefined;
}

/** An empty lobby of that shape under `code` (members, host and deadline come after). */
export function newRace(code: string, shape: RaceShape, now: number): Race {
  return {
    code,
    game: shape.game,
    params: shape.params,
    seedChoice: shape.seedChoice,
    puzzleId: shape.puzzleId,
    status: 'lobby',
    hostId: '',
    startsAt: null,
    timeLimitMs: shape.timeLimitMs ?? rulesOf(shape.game).timeLimits.raceMs,
    members: [],
    round: 0,
    activeAt: now,
    finishedAt: null,
    deadline: null,
    rated: shape.rated,
    ...(shape.askedParams ? { askedParams: shape.askedParams } : {}),
  };
}
