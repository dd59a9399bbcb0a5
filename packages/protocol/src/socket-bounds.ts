import { Limits } from './limits.ts';
import { QuickRaceEvent } from './quick-race.ts';
import { RaceEvent, type RaceEventName } from './race-events.ts';
import { RunEvent, type RunEventName } from './run-events.ts';

export type QuickRaceEventName = (typeof QuickRaceEvent)[keyof typeof QuickRaceEvent];
/** Every event a client may send on the socket; the server refuses any other unread. */
export type ClientEventName = RunEventName | RaceEventName | QuickRaceEventName;

export interface EventBound {
  /**
   * Longest message of this event, in characters of its text (event name, payload and ack id:
   * what Socket.IO sends), checked before the server parses its JSON. Every field has its own
   * limit in the event's schema; this is their sum with room to spare.
   */
  readonly maxLength: number;
  /** Only a socket with a player (a handshake token) may send it: a visitor's is refused unread. */
  readonly needsPlayer: boolean;
}

/** Room for the event name, keys, a run id, a `seq` and an ack id around an event's one large field. */
const FRAME = 1024;
const small: EventBound = { maxLength: FRAME, needsPlayer: true };

/**
 * Each client event's bound, the one place they are set. The largest is `run:start`, whose
 * puzzle id may describe a whole board; a move is a cell and a few words.
 */
export const CLIENT_EVENT_BOUNDS: Readonly<Record<ClientEventName, EventBound>> = {
  [RunEvent.Start]: { maxLength: Limits.maxPuzzleIdLength + FRAME, needsPlayer: true },
  [RunEvent.Move]: { maxLength: Limits.maxMoveBytes + FRAME, needsPlayer: true },
  [RunEvent.Undo]: small,
  [RunEvent.Hint]: small,
  [RunEvent.Finish]: small,
  [RunEvent.Resume]: small,
  // Seven ghosts' run ids, a seed and a game's params.
  [RaceEvent.Create]: { maxLength: 4 * FRAME, needsPlayer: true },
  [RaceEvent.Join]: small,
  [RaceEvent.Start]: small,
  [RaceEvent.Leave]: small,
  [RaceEvent.Rematch]: small,
  [RaceEvent.Rated]: small,
  [QuickRaceEvent.Quick]: { maxLength: 2 * FRAME, needsPlayer: true },
  [QuickRaceEvent.Cancel]: small,
};

/** The bound of a client event by its name, or undefined for a name no client event has. */
export const boundOf = (event: string): EventBound | undefined => (Object.hasOwn(CLIENT_EVENT_BOUNDS, event) ? CLIENT_EVENT_BOUNDS[event as ClientEventName] : undefined);
