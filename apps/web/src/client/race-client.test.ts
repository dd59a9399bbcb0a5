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

  it('says the server did not answer when no acknowledgement comes, and says other refusals from their code, never in the server’s English', async () => {
    const socket = new ScriptedSocket();
    const client = new RaceClient(socket);
    expect(await client.create({ game: 'pipes' })).toMatchObject({ ok: false, code: 'no_answer', message: expect.stringMatching(/did not answer/) });
    socket.answer('race:create', refused('invalid_payload', 'Bad race:create payload: params.size: too big.'));
    expect(await client.create({ game: 'pipes' })).toMatchObject({ ok: false, code: 'invalid_payload', message: 'The server refused what was sent.' });
    socket.answer('race:create', refused('some_new_code', 'Whatever the server says.'));
    expect(await client.create({ game: 'pipes' })).toMatchObject({ ok: false, message: 'Something went wrong. Try again.' });
  });
});
