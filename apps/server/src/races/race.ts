import type { GameName } from '@gridrace/core';
import type { NotRatedReason, RaceRatingChange, RaceStatus, RacerStatus } from '@gridrace/protocol';
import type { GhostScript } from './ghost.ts';
import type { RacerRun } from './racer-run.ts';

export interface RaceMember {
  readonly id: string;
  readonly name: string;
  role: 'racer' | 'spectator';
  status: RacerStatus;
  run: RacerRun | null;
  /** Server time the racer's last socket dropped, while they are away; null when connected. */
  awaySince: number | null;
  /**
   * The server processes holding a socket of this member in the room (`ProcessLiveness` ids):
   * empty once they are connected nowhere. A process that dies is let go of like a dropped
   * socket, so its racers are away while they are held by no other.
   */
  heldBy: string[];
  /** Order of joining: the host role passes to the earliest racer left. */
  readonly joinedAt: number;
  /** Whether the member is a guest (no account), as their name is shown with a mark. Absent in a race stored before accounts: every player was a guest. */
  readonly guest?: boolean;
  /** The member's rating in the race's game when they joined (shown beside their name); none yet: null. */
  readonly rating?: number | null;
  /**
   * Left the room once the race was over for them (it finished, or their own run had ended):
   * their result stands as it was, and a rematch goes on without them. A racer who leaves while
   * still racing is `left` instead. Absent (false) in a race stored before it existed.
   */
  leftRoom?: boolean;
  /**
   * Offset from the start instant (negative in the countdown) at which a racer left while still
   * racing: a rated race someone left at once is not rated (docs/fair-play.md#ratings).
   */
  outAtMs?: number;
  /** A ghost racer: the stored run it replays, and the offset it has been moved on to. */
  ghost?: { readonly script: GhostScript; readonly shownAtMs: number };
}

/**
 * One race room, as plain JSON: a Redis store keeps it as one value, so every field must
 * survive `JSON.stringify` (no Maps, no timers; timers belong to the process that set them).
 */
export interface Race {
  readonly code: string;
  readonly game: GameName;
  readonly params: Record<string, unknown>;
  /** 'daily', a chosen seed, or null for a fresh random one (each rematch draws another). */
  readonly seedChoice: string | null;
  puzzleId: string;
  status: RaceStatus;
  hostId: string;
  /** Server epoch ms of the start instant, from the countdown on. */
  startsAt: number | null;
  readonly timeLimitMs: number;
  /** Members in order of joining. */
  members: RaceMember[];
  /** Bumped on each rematch, so a timer set for an older round can tell it is stale. */
  round: number;
  /** Server time the room last went to its lobby or gained a member: an idle lobby closes. */
  activeAt: number;
  /** Server time the race finished; its results are kept a while after it. */
  finishedAt: number | null;
  /**
   * When the race next needs the clock (countdown end, time limit, a grace period, closing),
   * from `nextDeadline`. Stores index races by it, so any process can do a dead one's timers.
   */
  deadline: number | null;
  /** Rated (quick races, or a room the host made rated before its start): its end updates ratings. */
  rated?: boolean;
  /** What rating a rated race's round did to each racer, once rated (`race-ratings.ts`); gone at a rematch. */
  ratings?: RaceRatingsOutcome;
  /**
   * A quick race its lone player got on another board than asked (no ghost of their board was
   * stored): the params they asked for, told in the lobby before they start it; gone at a rematch.
   */
  askedParams?: Record<string, unknown>;
}

/** The rating of one round of a rated race: each racer's change, or why they were not rated. */
export interface RaceRatingsOutcome {
  readonly round: number;
  readonly changes: Readonly<Record<string, RaceRatingChange>>;
  readonly notRated: Readonly<Record<string, NotRatedReason>>;
}

export const racers = (race: Race): RaceMember[] => race.members.filter((member) => member.role === 'racer');
export const memberOf = (race: Race, playerId: string): RaceMember | undefined => race.members.find((member) => member.id === playerId);

export const isGhost = (member: RaceMember): boolean => member.ghost !== undefined;
/** The people of the race: the members that are no ghost. */
export const people = (race: Race): RaceMember[] => race.members.filter((member) => !isGhost(member));

/** A member still in the room: not `left`, and not gone from it after their race was over. */
export const inRoom = (member: RaceMember): boolean => member.status !== 'left' && member.leftRoom !== true;

/** A racer still in the running: the race waits for them. */
export const stillRacing = (member: RaceMember): boolean => member.role === 'racer' && (member.status === 'playing' || member.status === 'waiting');

/** A ghost replays only its own puzzle: a race with one is raced again on the same board, any other on a new one. */
export const rematchKeepsBoard = (race: Race): boolean => race.members.some(isGhost);
