import { GAMES, type GameName } from '@gridrace/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleKey } from '../accounts/handles.ts';
import { openStore } from '../store/connect.ts';
import type { PlayerRecord, Store } from '../store/store.ts';
import { ModerationActions } from './moderation-actions.ts';

describe("moderators' actions compute the ratings again", () => {
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-moderation-'));
  let store: Store;
  const recomputed: GameName[] = [];
  const failures: string[] = [];
  let failing = false;
  let actions: ModerationActions;
  let moderator: PlayerRecord;
  let player: PlayerRecord;

  const account = async (id: string) => {
    await store.createPlayer({ id, name: id, tokenHash: `hash-${id}`, createdAt: 0, handleKey: handleKey(id) });
    return (await store.playerById(id))!;
  };

  beforeAll(async () => {
    store = await openStore(`sqlite:${join(dir, 'moderation.db')}`);
    const ratings = {
      recompute: async (game: GameName) => {
        if (failing) throw new Error('not built');
        recomputed.push(game);
      },
    };
    actions = new ModerationActions(
      store,
      ratings,
      () => 1_000,
      (_error, about) => failures.push(about),
    );
    moderator = await account('moderatorx');
    player = await account('playerx');
    await store.moderate(
      { kind: 'moderator', playerId: moderator.id, on: true },
      { id: 'l0', moderatorId: 'operator', action: 'moderator_added', subjectKind: 'player', subjectId: moderator.id, reason: 't', at: 0 },
      null,
    );
    await store.createRun({
      id: 'run-1',
      playerId: player.id,
      puzzleId: 'walls.v1.x',
      game: 'walls',
      status: 'solved',
      ranked: true,
      startedAt: 0,
      timeLimitMs: null,
      finishedAt: 10,
      timeMs: 10,
      moves: 1,
      score: 1,
      remaining: 0,
    });
  });
  afterAll(async () => {
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("recomputes the run's game after a void or a clear, every game after a restriction", async () => {
    await store.flagRun('run-1', 'too fast', 5);
    await actions.onRun(moderator, 'run-1', 'clear', 'fine');
    expect(recomputed).toEqual(['walls']);
    await actions.onRun(moderator, 'run-1', 'void', 'copied after all');
    expect(recomputed).toEqual(['walls', 'walls']);
    await actions.onPlayer(moderator, player.id, 'restrict', 'a bot');
    expect(recomputed).toEqual(['walls', 'walls', ...GAMES]);
    await actions.onPlayer(moderator, player.id, 'hide', 'hidden');
    expect(recomputed).toHaveLength(2 + GAMES.length);
  });

  it('names the handles of MODERATORS at start, case and confusables aside, and answers those of no account', async () => {
    await account('helperx');
    expect(await actions.applyModerators(['HelperX', 'nobody-here'])).toEqual(['nobody-here']);
    expect(await store.isModerator('helperx')).toBe(true);
    // Named again at the next start: nothing changes, nothing is logged twice.
    expect(await actions.applyModerators(['helperx'])).toEqual([]);
    const log = await store.moderationLogPage({ subjectKind: 'player', subjectId: 'helperx' }, null, 10);
    expect(log.map((entry) => [entry.action, entry.moderatorId, entry.reason])).toEqual([['moderator_added', 'operator', 'named in MODERATORS']]);
  });

  it('keeps the action when the recompute fails, and logs the failure', async () => {
    failing = true;
    const entry = await actions.onPlayer(moderator, player.id, 'reset_name', 'rude');
    expect(entry.action).toBe('reset_name');
    expect(failures).toEqual([]);
    await store.createRun({
      id: 'run-2',
      playerId: player.id,
      puzzleId: 'same.v1.x',
      game: 'same',
      status: 'solved',
      ranked: true,
      startedAt: 0,
      timeLimitMs: null,
      finishedAt: 1,
      timeMs: 1,
      moves: 1,
      score: 1,
      remaining: 0,
    });
    await actions.onRun(moderator, 'run-2', 'void', 'copied');
    expect(failures).toEqual(["recomputing the same ratings after a moderator's action"]);
    expect((await store.runReview('run-2'))?.status).toBe('voided');
  });
});
