import { describe, expect, it } from 'vitest';
import { hiddenLog } from './log-visibility.ts';

const at = (instant: string) => Date.parse(instant);
const finished = { playerId: 'p1', status: 'solved' };
const playing = { playerId: 'p1', status: 'playing' };

describe('hiddenLog: who may read a run move by move', () => {
  it('shows its player every run of theirs, in play or of a daily of today', () => {
    expect(hiddenLog(playing, '2026-05-04', 'p1', at('2026-05-04T12:00:00Z'))).toBeNull();
    expect(hiddenLog(finished, '2026-05-04', 'p1', at('2026-05-04T12:00:00Z'))).toBeNull();
  });

  it('hides a run in play from anyone else, even when it is no daily', () => {
    expect(hiddenLog(playing, null, 'p2', at('2026-05-04T12:00:00Z'))).toEqual({ reason: 'in_play', publicAt: null });
    expect(hiddenLog(playing, null, null, at('2026-05-04T12:00:00Z'))).toEqual({ reason: 'in_play', publicAt: null });
  });

  it("hides a finished daily's run until its day (UTC) is over, then shows it", () => {
    const dayEnds = at('2026-05-05T00:00:00Z');
    expect(hiddenLog(finished, '2026-05-04', null, at('2026-05-04T23:59:59.999Z'))).toEqual({ reason: 'daily_in_progress', publicAt: dayEnds });
    expect(hiddenLog(finished, '2026-05-04', 'p2', at('2026-05-04T00:00:00Z'))).toEqual({ reason: 'daily_in_progress', publicAt: dayEnds });
    expect(hiddenLog(finished, '2026-05-04', null, dayEnds)).toBeNull();
  });

  it('shows a finished run of no daily to anyone', () => {
    expect(hiddenLog(finished, null, null, at('2026-05-04T12:00:00Z'))).toBeNull();
  });
});
