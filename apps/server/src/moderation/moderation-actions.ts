import { GAMES, isGameName, type GameName } from '@gridrace/core';
import { ErrorCode, type ModerationAction, type PlayerAction, type RunAction } from '@gridrace/protocol';
import { randomBytes, randomUUID } from 'node:crypto';
import { handleKey } from '../accounts/handles.ts';
import { HttpProblem } from '../problem.ts';
import { isUniqueViolationOn } from '../store/unique-violation.ts';
import type { ModerationLogRecord, ModeratedPlayer } from '../store/moderation-store.ts';
import type { PlayerRecord, Store } from '../store/store.ts';

/** What computes a game's ratings again from its rated races (`RaceRatings.recompute`). */
export interface RatingsRecompute {
  recompute(game: GameName): Promise<void>;
}

/** Neutral names drawn before a reset gives up (each is taken with one chance in 4 × 10^9). */
const NAME_TRIES = 3;

/** Who names moderators: the operator, in the log. */
export const OPERATOR = 'operator';

/** A neutral name, the same shape for a guest and an account (a valid handle): `player-` and 8 random letters and digits. */
export const neutralName = (): string => `player-${randomBytes(5).toString('hex').slice(0, 8)}`;

/**
 * The moderators' actions (docs/fair-play.md#moderation). Each is checked against the subject's
 * state, written with its log entry (and the subject's open reports marked handled) in one
 * transaction; then the game's ratings are computed again where the action changes them.
 */
export class ModerationActions {
  constructor(
    private readonly store: Store,
    private readonly ratings: RatingsRecompute,
    private readonly now: () => number,
    private readonly failed: (error: unknown, about: string) => void,
  ) {}

  /** 403 `moderator_required` unless `player` is a moderator (an account named by the operator). */
  async requireModerator(player: PlayerRecord): Promise<void> {
    if (player.accountAt === null || player.deletedAt !== null || !(await this.store.isModerator(player.id)))
      throw new HttpProblem(ErrorCode.ModeratorRequired, 'Only a moderator may do this.');
  }

  async onRun(moderator: PlayerRecord, runId: string, action: RunAction, reason: string): Promise<ModerationLogRecord> {
    await this.requireModerator(moderator);
    const run = await this.store.runById(runId);
    if (!run) throw new HttpProblem(ErrorCode.RunNotFound, `No run ${runId}.`);
    notOwn(moderator, run.playerId);
    const review = await this.store.runReview(runId);
    if (action === 'clear' && review?.status !== 'flagged')
      throw new HttpProblem(ErrorCode.ReviewConflict, `Only a flagged run can be cleared; this one is ${review?.status ?? 'not flagged'}.`);
    if (action === 'void' && review?.status === 'voided') throw new HttpProblem(ErrorCode.ReviewConflict, 'This run is already voided.');
    const entry = this.entry(moderator.id, action, 'run', runId, reason);
    await this.store.moderate({ kind: 'review', runId, status: action === 'clear' ? 'cleared' : 'voided' }, entry, { kind: 'run', id: runId });
    if (isGameName(run.game)) await this.recompute([run.game]);
    return entry;
  }

  async onPlayer(moderator: PlayerRecord, playerId: string, action: PlayerAction, reason: string): Promise<ModerationLogRecord> {
    await this.requireModerator(moderator);
    const target = await this.store.moderatedPlayer(playerId);
    if (!target || target.deleted) throw new HttpProblem(ErrorCode.PlayerNotFound, `No player ${playerId}.`);
    notOwn(moderator, target.id);
    if (action === 'restrict' && target.restrictedAt !== null) throw new HttpProblem(ErrorCode.ReviewConflict, 'This player is already restricted.');
    if (action === 'hide' && target.hiddenAt !== null) throw new HttpProblem(ErrorCode.ReviewConflict, 'This player is already hidden.');
    const entry = this.entry(moderator.id, action, 'player', playerId, reason);
    if (action === 'reset_name') {
      // An account's handle is its name everywhere: it becomes the neutral one, key and all
      // (docs/fair-play.md#moderation). Another account holding that key (one chance in 4 × 10^9): another name.
      for (let tries = 1; ; tries++) {
        const name = neutralName();
        try {
          await this.store.moderate({ kind: 'rename', playerId, name, handleKey: target.guest ? null : handleKey(name) }, entry, { kind: 'player', id: playerId });
          break;
        } catch (error) {
          if (tries >= NAME_TRIES || !isUniqueViolationOn(error, 'handle_key')) throw error;
        }
      }
    } else {
      await this.store.moderate({ kind: action, playerId }, entry, { kind: 'player', id: playerId });
      if (action === 'restrict') await this.recompute(GAMES);
    }
    return entry;
  }

  async dismiss(moderator: PlayerRecord, reportId: string, reason: string): Promise<ModerationLogRecord> {
    await this.requireModerator(moderator);
    const report = await this.store.reportById(reportId);
    if (!report) throw new HttpProblem(ErrorCode.NotFound, `No report ${reportId}.`);
    if (report.handledAt !== null) throw new HttpProblem(ErrorCode.ReviewConflict, 'This report was already handled.');
    const about = report.subjectKind === 'player' ? report.subjectId : ((await this.store.runById(report.subjectId))?.playerId ?? null);
    if (about !== null) notOwn(moderator, about);
    const entry = this.entry(moderator.id, 'dismiss', 'report', reportId, reason);
    await this.store.moderate({ kind: 'dismiss', reportId }, entry, null);
    return entry;
  }

  /** The operator names (or un-names) a moderator by handle; 404 for no such account. */
  async setModerator(handle: string, on: boolean, reason: string): Promise<ModeratedPlayer> {
    const account = await this.store.accountByHandleKey(handleKey(handle.trim()));
    if (!account || account.guest) throw new HttpProblem(ErrorCode.PlayerNotFound, `No account with the handle ${handle}.`);
    if (account.moderator !== on)
      await this.store.moderate(
        { kind: 'moderator', playerId: account.id, on },
        this.entry(OPERATOR, on ? 'moderator_added' : 'moderator_removed', 'player', account.id, reason),
        null,
      );
    return { ...account, moderator: on };
  }

  /** MODERATORS at start: each handle named is a moderator; answers the handles that name no account. */
  async applyModerators(handles: readonly string[]): Promise<string[]> {
    const unknown: string[] = [];
    for (const handle of handles) {
      try {
        await this.setModerator(handle, true, 'named in MODERATORS');
      } catch (error) {
        if (error instanceof HttpProblem && error.code === ErrorCode.PlayerNotFound) unknown.push(handle);
        else throw error;
      }
    }
    return unknown;
  }

  private entry(moderatorId: string, action: ModerationAction, subjectKind: ModerationLogRecord['subjectKind'], subjectId: string, reason: string): ModerationLogRecord {
    return { id: randomUUID(), moderatorId, action, subjectKind, subjectId, reason, at: this.now() };
  }

  /**
   * The games' ratings computed again. The action is already written: a failure here is logged,
   * not answered, and the next recompute of the game (any later action) makes up for it.
   */
  private async recompute(games: readonly GameName[]): Promise<void> {
    for (const game of games) {
      try {
        await this.ratings.recompute(game);
      } catch (error) {
        this.failed(error, `recomputing the ${game} ratings after a moderator's action`);
      }
    }
  }
}

function notOwn(moderator: PlayerRecord, playerId: string): void {
  if (moderator.id === playerId) throw new HttpProblem(ErrorCode.OwnSubject, 'A moderator cannot act on their own account or runs: another moderator must.');
}
