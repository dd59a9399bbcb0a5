import { journeyPlace, RULES, type JourneyPlace } from '@gridrace/core';
import { describe, expect, it } from 'vitest';
import type { JourneyProgress } from '../../client/api.ts';
import { journeyAsks, journeyHere, journeyStep, journeyStepWords } from './journey-step.ts';
// The games' own words come with their views, as in the app.
import '../../views/registry.ts';

const walls = RULES.walls;
const place = (level: number): JourneyPlace => journeyPlace(walls.journey, walls.journey.levels[level - 1]!.puzzleId)!;

/** The server's progress with the first `completed` levels done. */
const progress = (completed: number): JourneyProgress => ({
  game: 'walls',
  grows: walls.journey.grows,
  completed,
  levels: walls.journey.levels.map(({ puzzleId, goal }, i) => ({
    level: i + 1,
    puzzleId,
    goal,
    goalText: '',
    unlocked: i <= completed,
    completed: i < completed,
    best: null,
  })),
});

describe('where a journey level leads', () => {
  const next = { level: 2, puzzleId: walls.journey.levels[1]!.puzzleId };

  it('says the next level was opened by this run only when it was locked as the run began', () => {
    expect(journeyStep(place(1), progress(0), progress(1))).toEqual({ kind: 'opened', next });
    expect(journeyStep(place(1), progress(1), progress(1))).toEqual({ kind: 'open', next });
    // The progress as the run began is not known: the next level is open, not "now" open.
    expect(journeyStep(place(1), null, progress(1))).toEqual({ kind: 'open', next });
  });

  it('keeps the next level locked until the server says so, and offers nothing before it answers', () => {
    expect(journeyStep(place(1), progress(0), progress(0))).toEqual({ kind: 'locked', next });
    expect(journeyStep(place(1), progress(0), null)).toEqual({ kind: 'unknown' });
  });

  it('ends the journey at its last level', () => {
    const last = place(walls.journey.levels.length);
    expect(journeyStep(last, null, progress(walls.journey.levels.length))).toEqual({ kind: 'done' });
    expect(journeyStep(last, null, progress(walls.journey.levels.length - 1))).toEqual({ kind: 'last' });
  });

  it('tells the player where they are, what the level asks and what the run did', () => {
    const levels = walls.journey.levels.length;
    expect(journeyHere(place(1))).toBe(`Journey · level 1 of ${levels}`);
    expect(journeyAsks(place(1), walls)).toBe('Reach path 8 to open level 2.');
    expect(journeyAsks(place(levels), walls)).toBe('Reach path 209 to complete the journey.');
    expect(journeyAsks(journeyPlace(RULES.same.journey, RULES.same.journey.levels[0]!.puzzleId)!, RULES.same)).toBe('Clear it to open level 2.');
    expect(journeyStepWords({ kind: 'opened', next }, place(1), walls)).toBe('Level 2 is now open.');
    expect(journeyStepWords({ kind: 'open', next }, place(1), walls)).toBe('Level 2 is open.');
    expect(journeyStepWords({ kind: 'locked', next }, place(1), walls)).toBe('Reach path 8 in a ranked run to open level 2.');
    expect(journeyStepWords({ kind: 'done' }, place(levels), walls)).toBe(`All ${levels} levels done: the journey is complete.`);
    expect(journeyStepWords({ kind: 'last' }, place(levels), walls)).toBe('Reach path 209 in a ranked run to complete the journey.');
    expect(journeyStepWords({ kind: 'unknown' }, place(1), walls)).toBeNull();
  });
});
