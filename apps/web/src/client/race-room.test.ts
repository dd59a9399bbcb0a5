import type { RacePlayerView, RaceStateView } from '@gridrace/protocol';
import { describe, expect, it } from 'vitest';
import { RaceClient } from './race-client.ts';
import { racePlayer, raceState } from '../../test/support/race-fixtures.ts';
import { RaceRoom } from './race-room.ts';
import { ScriptedSocket } from '../../test/support/scripted-socket.ts';

const me = (change: Partial<RacePlayerView> = {}): RacePlayerView => racePlayer('me', { name: 'Ada', ...change });
const race = (change: Partial<RaceStateView> = {}): RaceStateView => raceState([me()], change);

const ok = (value: RaceStateView | null) => () => ({ ok: true, race: value });
const refused =
  (code: string, message = 'refused') =>
  () => ({ ok: false, error: { code, message } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function room(socket: ScriptedSocket, now: () => number = () => 0) {
  return new RaceRoom(new RaceClient(socket), 'ABCDEF', now);
}

describe('a race room', () => {
  it('opens the room as a spectator, and shows the race from the acknowledgement', async () => {
    const socket = new ScriptedSocket();
    socket.answer('race:join', ok(race({ players: [me({ role: 'spectator', status: null })] })));
    const r = room(socket);
    await r.enter();
    expect(socket.sent[0]).toEqual({ event: 'race:join', payload: { code: 'ABCDEF', as: 'spectator' } });
    expect(r.current).toMatchObject({ phase: 'in', error: null, notice: null });
    expect(r.current.race?.players[0]?.name).toBe('Ada');
  });

  it('steps up to race when the player chooses to', async () => {
    const socket = new ScriptedSocket();
    socket.answer('race:join', ok(race({ players: [me({ role: 'spectator', status: null })] })), ok(race({ players: [me()] })));
    const r = room(socket);
    await r.enter();
    await r.joinAsRacer();
    expect(socket.sent.map((s) => s.payload.as)).toEqual(['spectator', 'racer']);
    expect(r.current.race?.players[0]).toMatchObject({ role: 'racer', status: 'waiting' });
  });

  it('shows a refused step up (too late) as a notice, gone once the race moves on', async () => {
    const socket = new ScriptedSocket();
    const watching = race({ status: 'countdown', players: [me({ role: 'spectator', status: null })] });
    socket.answer('race:join', ok(watching), refused('race_started', 'This race has already started; join as a spectator.'));
    const r = room(socket);
    await r.enter();
    await r.joinAsRacer();
    expect(r.current).toMatchObject({ phase: 'in', notice: 'race_started' });
    socket.push('race:state', race({ status: 'running', players: watching.players }));
    expect(r.current.notice).toBeNull();
  });

  it('fails with the refusal’s code, and with a reply that is not the protocol', async () => {
    const socket = new ScriptedSocket();
    socket.answer('race:join', refused('race_not_found', 'No race ABCDEF.'));
    const r = room(socket);
    await r.enter();
    expect(r.current.phase).toBe('failed');
    expect(r.current.error).toEqual({ code: 'race_not_found' });
    socket.answer('race:join', () => ({ ok: true, race: { code: 'ABCDEF' } }));
    await r.enter();
    expect(r.current.error?.code).toBe('bad_answer');
  });

  it('follows the pushed states of its own race only, and ignores malformed ones', async () => {
    const socket = new ScriptedSocket();
    socket.answer('race:join', ok(race()));
    const r = room(socket);
    await r.enter();
    socket.push('race:state', race({ code: 'ZZZZZZ', status: 'running' }));
    socket.push('race:state', { code: 'ABCDEF', status: 'nonsense' });
    expect(r.current.race?.status).toBe('lobby');
    socket.push('race:state', race({ status: 'countdown', startsAt: 1_003_000, startsInMs: 3000, serverNow: 1_000_000 }));
    expect(r.current.race?.status).toBe('countdown');
    // The room's clock is the server's, from the pushed state's `serverNow`.
    expect(r.clock.until(1_003_000, 0)).toBe(3000);
  });

  it('joins again after a reconnection, and keeps the room through a join that gets no answer', async () => {
    const socket = new ScriptedSocket();
    socket.answer('race:join', ok(race()));
    const r = room(socket);
    await r.enter();
    socket.setConnected(false);
    expect(r.current.connected).toBe(false);
    socket.setConnected(true); // no answer scripted: the join times out
    await settle();
    expect(r.current).toMatchObject({ phase: 'in', connected: true });
    socket.answer('race:join', ok(race({ status: 'running', players: [me({ status: 'playing', runId: 'run-1' })] })));
    socket.setConnected(true);
    await settle();
    expect(r.current.race?.players[0]?.runId).toBe('run-1');
    expect(socket.sent.filter((s) => s.event === 'race:join')).toHaveLength(3);
  });

  it('tries again on reconnection when the first join got no answer (the server was down)', async () => {
    const socket = new ScriptedSocket();
    const r = room(socket);
    await r.enter();
    expect(r.current).toMatchObject({ phase: 'failed', error: { code: 'no_answer' } });
    socket.answer('race:join', ok(race()));
    socket.setConnected(true);
    await settle();
    expect(r.current).toMatchObject({ phase: 'in', error: null });
  });

  it('starts, and shows a refusal (not the host) as a notice without leaving the room', async () => {
    const socket = new ScriptedSocket();
    socket.answer('race:join', ok(race()));
    socket.answer('race:start', refused('not_host'), ok(race({ status: 'countdown', startsAt: 5000, startsInMs: 3000 })));
    const r = room(socket);
    await r.enter();
    await r.start();
    expect(r.current).toMatchObject({ phase: 'in', notice: 'not_host', busy: false });
    await r.start();
    expect(r.current).toMatchObject({ notice: null });
    expect(r.current.race?.status).toBe('countdown');
  });

  it('a rematch brings the new board; leaving ends the page’s room', async () => {
    const socket = new ScriptedSocket();
    socket.answer('race:join', ok(race({ status: 'finished' })));
    socket.answer('race:rematch', ok(race({ puzzleId: 'fifteen.v1.3.xyz' })));
    socket.answer('race:leave', ok(null));
    const r = room(socket);
    await r.enter();
    await r.rematch();
    expect(r.current.race).toMatchObject({ status: 'lobby', puzzleId: 'fifteen.v1.3.xyz' });
    await r.leave();
    expect(r.current.phase).toBe('left');
    expect(socket.sent.at(-1)).toEqual({ event: 'race:leave', payload: { code: 'ABCDEF' } });
  });
});
