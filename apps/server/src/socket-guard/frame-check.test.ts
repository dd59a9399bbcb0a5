import { CLIENT_EVENT_BOUNDS, Limits } from '@gridrace/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventNameOf, nestsDeeperThan, readEventHeader, refusalOf } from './frame-check.ts';

/** An event message as socket.io-client writes it: type 2, namespace, ack id, JSON. */
const message = (event: string, payload: unknown, id?: number, nsp = '/') => `2${nsp === '/' ? '' : `${nsp},`}${id ?? ''}${JSON.stringify([event, payload])}`;
const refusalFor = (text: string, hasPlayer = true) => refusalOf(text, readEventHeader(text), hasPlayer);

describe('reading an event message without parsing it', () => {
  it('reads the namespace, the ack id and the event name as socket.io-parser does', () => {
    const text = message('run:move', { runId: 'r', seq: 1, move: { x: 1, y: 2 } }, 42, '/games');
    const header = readEventHeader(text);
    expect(header).toEqual({ nsp: '/games', id: 42, body: text.indexOf('[') });
    expect(eventNameOf(text, header)).toBe('run:move');
    expect(readEventHeader(message('race:join', { code: 'ABCDEF' }))).toMatchObject({ nsp: '/', id: undefined });
  });

  it('counts nesting outside strings only', () => {
    expect(nestsDeeperThan('[[["[[[[[[[[[[[[["]]]', 0, 3)).toBe(false);
    expect(nestsDeeperThan('[[[["\\"[[["]]]]', 0, 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{}]}}', 0, 4)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{}]}}', 0, 3)).toBe(true);
  });

  it('agrees with JSON.parse on how deep any JSON value nests', () => {
    const depthOf = (value: unknown): number => (value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0);
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const text = JSON.stringify(value);
        const depth = depthOf(JSON.parse(text));
        expect(nestsDeeperThan(text, 0, depth)).toBe(false);
        if (depth > 0) expect(nestsDeeperThan(text, 0, depth - 1)).toBe(true);
      }),
    );
  });
});

describe('which event messages are refused unread', () => {
  it('takes every client event at its largest legitimate size', () => {
    expect(refusalFor(message('run:start', { puzzleId: 'w'.repeat(Limits.maxPuzzleIdLength) }, 123456))).toBeNull();
    expect(
      refusalFor(message('run:move', { runId: 'r'.repeat(Limits.maxRunIdLength), seq: Number.MAX_SAFE_INTEGER, move: { pad: 'p'.repeat(Limits.maxMoveBytes - 20) } }, 99)),
    ).toBeNull();
    const ghosts = Array.from({ length: 7 }, () => 'g'.repeat(Limits.maxRunIdLength));
    expect(
      refusalFor(
        message(
          'race:create',
          { game: 'walls', params: { cols: 15, rows: 9, walls: 12, checkpoints: 2, rocks: 0.1 }, seed: 's'.repeat(64), timeLimitS: 600, ghosts, rated: true },
          7,
        ),
      ),
    ).toBeNull();
  });

  it('refuses an event over its bound, naming the bound', () => {
    const refusal = refusalFor(message('run:move', { runId: 'r', seq: 1, move: { pad: 'p'.repeat(CLIENT_EVENT_BOUNDS['run:move'].maxLength) } }));
    expect(refusal).toMatchObject({
      reason: 'too_large',
      code: 'payload_too_large',
      message: expect.stringContaining(`at most ${CLIENT_EVENT_BOUNDS['run:move'].maxLength} characters`),
    });
  });

  it('refuses a payload nested too deep, however small', () => {
    const deep = `2["run:move",{"runId":"r","seq":1,"move":${'['.repeat(50)}${']'.repeat(50)}}]`;
    expect(refusalFor(deep)).toMatchObject({ reason: 'too_deep', code: 'invalid_payload' });
  });

  it("refuses a player's event from a visitor before anything else about it", () => {
    const deep = `2["run:move",{"move":${'['.repeat(100_000)}${']'.repeat(100_000)}}]`;
    expect(refusalFor(deep, false)).toMatchObject({ reason: 'needs_player', code: 'unauthorized' });
  });

  it('refuses an unknown event, and a message that does not start with an event name', () => {
    expect(refusalFor(message('admin:drop', {}))).toMatchObject({ reason: 'unknown_event', code: 'bad_request', message: 'Unknown event admin:drop.' });
    expect(refusalFor(message('__proto__', {}))).toMatchObject({ reason: 'unknown_event' });
    expect(refusalFor('2{"run:move":1}')).toMatchObject({ reason: 'unreadable', code: 'bad_request' });
    expect(refusalFor(`2[${'['.repeat(10_000)}`)).toMatchObject({ reason: 'unreadable' });
  });
});
