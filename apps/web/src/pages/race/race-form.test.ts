import { describe, expect, it } from 'vitest';
import { initialForm, raceRequest } from './race-form.ts';

describe('the new-race form', () => {
  it('starts on a quick board of the game, random seed', () => {
    expect(initialForm()).toMatchObject({ game: 'fifteen', preset: '3x3', board: 'random' });
    expect(initialForm('same').preset).toBe('small');
  });

  it('sends the preset params with no seed for a random board', () => {
    expect(raceRequest(initialForm())).toEqual({ ok: true, value: { game: 'fifteen', params: { size: 3 } } });
  });

  it('sends "daily" without params, since a daily race plays the daily’s own board', () => {
    expect(raceRequest({ ...initialForm('pipes'), board: 'daily' })).toEqual({ ok: true, value: { game: 'pipes', seed: 'daily' } });
  });

  it('sends a chosen seed trimmed, and refuses an empty one', () => {
    expect(raceRequest({ ...initialForm(), board: 'seed', seed: '  k3j9 ' })).toEqual({ ok: true, value: { game: 'fifteen', params: { size: 3 }, seed: 'k3j9' } });
    expect(raceRequest({ ...initialForm(), board: 'seed', seed: '   ' })).toMatchObject({ ok: false });
  });

  it('gives walls races their time limit in seconds', () => {
    expect(raceRequest({ ...initialForm('walls'), minutes: 5 })).toEqual({ ok: true, value: { game: 'walls', params: { preset: 'simple' }, timeLimitS: 300 } });
  });

  it('refuses a preset the game does not have', () => {
    expect(raceRequest({ ...initialForm(), preset: 'huge' })).toMatchObject({ ok: false });
  });

  it('sends a rated race without seed or daily, whatever board was picked before', () => {
    expect(raceRequest({ ...initialForm(), rated: true, board: 'seed', seed: 'solved-beforehand' })).toEqual({
      ok: true,
      value: { game: 'fifteen', params: { size: 3 }, rated: true },
    });
    expect(raceRequest({ ...initialForm('pipes'), rated: true, board: 'daily' })).toMatchObject({ ok: true, value: { game: 'pipes', rated: true } });
    expect(raceRequest({ ...initialForm('pipes'), rated: true, board: 'daily' })).not.toHaveProperty('value.seed');
  });
});
