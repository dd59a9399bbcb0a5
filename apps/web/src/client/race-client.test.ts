import { describe, expect, it } from 'vitest';
import { RaceClient } from './race-client.ts';
import { ScriptedSocket } from '../../test/support/scripted-socket.ts';

const refused =
  (code: string, message = 'refused') =>
  () => ({ ok: false, error: { code, message } });

describe('the race client', () => {
  it('creates a race and answers its code and link', async () => {
    const socket = new ScriptedSocket();
    socket.answer('race:create', () => ({ ok: true, code: 'ABCDEF', link: '/race/ABCDEF' }));
    const created = await new RaceClient(socket).create({ game: 'fifteen', params: { size: 3 }, seed: 'daily' });
    expect(created).toEqual({ ok: true, value: { code: 'ABCDEF', link: '/race/ABCDEF' } });
    expect(socket.sent[0]?.payload).toEqual({ game: 'fifteen', params: { size: 3 }, seed: 'daily' });
  });

  it('says the server did not answer when no acknowledgement comes, and answers other refusals by their code alone, never the server’s English', async () => {
    const socket = new ScriptedSocket();
    const client = new RaceClient(socket);
    expect(await client.create({ game: 'pipes' })).toEqual({ ok: false, code: 'no_answer' });
    socket.answer('race:create', refused('invalid_payload', 'Bad race:create payload: params.size: too big.'));
    expect(await client.create({ game: 'pipes' })).toEqual({ ok: false, code: 'invalid_payload' });
    socket.answer('race:create', () => ({ ok: true, code: 42 }));
    expect(await client.create({ game: 'pipes' })).toEqual({ ok: false, code: 'bad_answer' });
  });
});
