import type { RacePlayerView, RaceStateView } from '@gridrace/protocol';

/** A racer as `race:state` describes one, for tests: waiting in the lobby unless `change` says otherwise. */
export const racePlayer = (id: string, change: Partial<RacePlayerView> = {}): RacePlayerView => ({
  id,
  name: `name-${id}`,
  guest: true,
  role: 'racer',
  progress: 0,
  status: 'waiting',
  finishMs: null,
  timeMs: null,
  ranked: true,
  away: false,
  awayUntil: null,
  score: 0,
  rank: null,
  runId: null,
  ghost: false,
  rating: null,
  standing: null,
  ratingChange: null,
  notRated: null,
  ...change,
});

/** A `race:state` for tests: a fifteen 3x3 lobby with `players`. */
export const raceState = (players: RacePlayerView[], change: Partial<RaceStateView> = {}): RaceStateView => ({
  code: 'ABCDEF',
  status: 'lobby',
  serverNow: 0,
  game: 'fifteen',
  puzzleId: 'fifteen.v1.3.abc',
  startsInMs: null,
  startsAt: null,
  timeLimitMs: 600_000,
  rated: false,
  ratedDone: false,
  askedParams: null,
  rematchKeepsBoard: false,
  players,
  ...change,
});
