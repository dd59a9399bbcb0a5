import { describe, expect, it } from 'vitest';
import { racePlayer, raceState } from '../../../test/support/race-fixtures.ts';
import { ordinal, raceViewModel, resultOf } from './race-view-model.ts';
// The games' own words come with their views, as in the app.
import '../../views/registry.ts';

describe('the race view model', () => {
  it('tells the host, the racers, the spectators and this player apart', () => {
    const model = raceViewModel(raceState([racePlayer('a', { role: 'host' }), racePlayer('b'), racePlayer('c', { role: 'spectator', status: null })]), 'b');
    expect(model.racers.map((r) => [r.id, r.host, r.you])).toEqual([
      ['a', true, false],
      ['b', false, true],
    ]);
    expect(model.spectators).toEqual([{ id: 'c', name: 'name-c', guest: true, you: false, host: false }]);
    expect(model).toMatchObject({ isHost: false, isRacer: true, hostName: 'name-a', myRunId: null });
  });

  it('knows a host who only watches as a spectator, and a player not in the room', () => {
    const model = raceViewModel(raceState([racePlayer('a'), racePlayer('h', { role: 'host', status: null })]), 'h');
    expect(model).toMatchObject({ isHost: true, isRacer: false });
    expect(model.spectators[0]?.host).toBe(true);
    expect(raceViewModel(raceState([racePlayer('a')]), 'z')).toMatchObject({ me: null, isHost: false, isRacer: false });
  });

  it('shows progress as whole percents and gives this racer their run', () => {
    const model = raceViewModel(raceState([racePlayer('a', { status: 'playing', progress: 0.456, runId: 'run-a' })], { status: 'running' }), 'a');
    expect(model.racers[0]).toMatchObject({ percent: 46, statusText: 'racing', result: '—' });
    expect(model.myRunId).toBe('run-a');
  });

  it('shows where each racer stands while the race runs, by the server standing: one stuck first is not first', () => {
    const players = [
      racePlayer('stuck', { status: 'finished', rank: 1, standing: 2, progress: 0.8, score: 300 }),
      racePlayer('ahead', { status: 'playing', standing: 1, progress: 0.85, score: 200 }),
    ];
    const model = raceViewModel(raceState(players, { status: 'running', game: 'same', puzzleId: 'same.v1.x.abc' }), 'stuck');
    expect(model.racers.map((r) => [r.id, r.standing])).toEqual([
      ['stuck', 2],
      ['ahead', 1],
    ]);
    // Before anything tells them apart, nobody is called first.
    const even = raceViewModel(raceState([racePlayer('a', { status: 'playing', standing: 1 }), racePlayer('b', { status: 'playing', standing: 1 })], { status: 'running' }), 'a');
    expect(even.racers.map((r) => r.standing)).toEqual([null, null]);
  });

  it('calls a ghost race rematch one on the same board, any other one on a new board', () => {
    expect(raceViewModel(raceState([racePlayer('a')], { status: 'finished', rematchKeepsBoard: true }), 'a').rematchLabel).toBe('Rematch on the same board');
    expect(raceViewModel(raceState([racePlayer('a')], { status: 'finished' }), 'a').rematchLabel).toBe('Rematch on a new board');
  });

  it('orders the results by rank, non-finishers after by how far they got', () => {
    const players = [
      racePlayer('slow', { status: 'finished', rank: 2, finishMs: 20_000, progress: 1 }),
      racePlayer('out', { status: 'dnf', rank: 3, progress: 0.2 }),
      racePlayer('gone', { status: 'left', rank: 3, progress: 0.7 }),
      racePlayer('fast', { status: 'finished', rank: 1, finishMs: 12_300, progress: 1 }),
    ];
    const model = raceViewModel(raceState(players, { status: 'finished' }), 'fast');
    expect(model.results.map((r) => [r.id, r.rank, r.result])).toEqual([
      ['fast', 1, '0:12.3'],
      ['slow', 2, '0:20.0'],
      ['gone', 3, 'DNF'],
      ['out', 3, 'DNF'],
    ]);
  });

  it('counts an away racer down to the server instant they are out at, and waits with the results so far only for away racers', () => {
    const finisher = racePlayer('done', { status: 'finished', rank: 1, progress: 1, finishMs: 9000 });
    const closedTab = racePlayer('gone', { status: 'playing', away: true, awayUntil: 65_000, progress: 0.4 });
    const model = raceViewModel(raceState([finisher, closedTab], { status: 'running' }), 'done');
    expect(model.racers.map((r) => [r.id, r.away, r.awayUntil])).toEqual([
      ['done', false, null],
      ['gone', true, 65_000],
    ]);
    expect(model.awaitedAway.map((r) => r.id)).toEqual(['gone']);
    // Someone here still racing, or this player the one away (reconnecting): the race goes on as it is.
    const stillRacing = racePlayer('racing', { status: 'playing' });
    expect(raceViewModel(raceState([finisher, closedTab, stillRacing], { status: 'running' }), 'done').awaitedAway).toEqual([]);
    expect(raceViewModel(raceState([finisher, closedTab], { status: 'running' }), 'gone').awaitedAway).toEqual([]);
    // Once over, the result is final: nobody is waited for, and a dnf racer counts nothing down.
    const over = raceViewModel(raceState([finisher, { ...closedTab, status: 'dnf', rank: 2 }], { status: 'finished' }), 'done');
    expect(over.awaitedAway).toEqual([]);
    expect(over.racers[1]).toMatchObject({ away: false, awayUntil: null });
  });

  it('marks a racer away only while they are coming back, not once out or done', () => {
    const players = [
      racePlayer('racing', { status: 'playing', away: true }),
      racePlayer('waiting', { status: 'waiting', away: true }),
      racePlayer('out', { status: 'dnf', away: true }),
      racePlayer('done', { status: 'finished', away: true, rank: 1 }),
      racePlayer('here', { status: 'playing' }),
    ];
    const model = raceViewModel(raceState(players, { status: 'running' }), 'here');
    expect(model.racers.map((r) => [r.id, r.away])).toEqual([
      ['racing', true],
      ['waiting', true],
      ['out', false],
      ['done', false],
      ['here', false],
    ]);
  });

  it('marks a run helped by a hint, which shares the last place with the non-finishers', () => {
    const players = [
      racePlayer('helped', { status: 'finished', ranked: false, rank: 2, finishMs: 5_000, progress: 1 }),
      racePlayer('fair', { status: 'finished', rank: 1, finishMs: 9_000, progress: 1 }),
      racePlayer('out', { status: 'dnf', rank: 2, progress: 0.4 }),
    ];
    const model = raceViewModel(raceState(players, { status: 'finished' }), 'helped');
    expect(model.results.map((r) => [r.id, r.rank, r.hinted])).toEqual([
      ['fair', 1, false],
      ['helped', 2, true],
      ['out', 2, false],
    ]);
  });
});

describe('a racer’s result', () => {
  it('is a time, a path length for walls (with when it was reached), points beside the time for same', () => {
    const done = racePlayer('a', { status: 'finished', finishMs: 61_000, score: 42 });
    expect(resultOf('fifteen', done)).toBe('1:01.0');
    expect(resultOf('walls', done)).toBe('path 42');
    expect(resultOf('walls', { ...done, finishMs: 120_000, timeMs: 83_400 })).toBe('path 42 at 1:23.4');
    expect(resultOf('same', done)).toBe('1:01.0 · 42 pts');
    expect(resultOf('pipes', racePlayer('b', { status: 'dnf' }))).toBe('DNF');
    expect(resultOf('pipes', racePlayer('b', { status: 'playing' }))).toBe('—');
  });
});

describe('places in words', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [112, '112th'],
  ])('%i is %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
});
