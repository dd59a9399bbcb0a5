import { describe, expect, it } from 'vitest';
import { RaceClient } from './race-client.ts';
import { ScriptedSocket } from '../../test/support/scripted-socket.ts';

const refused = (code: string, message = 'refused') => () => ({ ok: false, error: { code, message } });

describe('the race client', () => {
  it('creates a race and answers its code and link', async () => {
    const socket = new ScriptedSocket();
    socket.answer('race:create', () => ({ ok: true, code: 'ABCDEF', link: '/race/ABCDEF' }));
    const created = await new RaceClient(socket).create({ game: 'fifteen', params: { size: 3 }, seed: 'daily' });
    expect(created).toEqual({ ok: true, value: { code: 'ABCDEF', link: '/race/ABCDEF' } });
    expect(socket.sent[0]?.payload).toEqual({ game: 'fifteen', params: { size: 3 }, seed: 'daily' });
  });

  it('says the server did not answer when no acknowledgement comes, and passes on other refusals in the server’s words', async () => {
    const socket = new ScriptedSocket();
    const client = new RaceClient(socket);
    expect(await client.create({ game: 'pipes' })).toMatchObject({ ok: false, code: 'no_answer', message: expect.stringMatching(/did not answer/) });
    socket.answer('race:create', refused('invalid_payload', 'Bad race:create payload: params.size: too big.'));
    expect(await client.create({ game: 'pipes' })).toMatchObject({ ok: false, message: 'Bad race:create payload: params.size: too big.' });
  });
});
