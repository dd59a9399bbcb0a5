import { boundOf, ErrorCode, Limits } from '@gridrace/protocol';

/** Why a message was refused unread; the log counts each. */
export type RefusalReason = 'too_large' | 'too_deep' | 'unknown_event' | 'needs_player' | 'unreadable';

export interface Refusal {
  readonly reason: RefusalReason;
  readonly code: string;
  readonly message: string;
}

/** An event message's header (Socket.IO's text format: `2/nsp,12["event",...]`), read without its JSON. */
export interface EventHeader {
  readonly nsp: string;
  /** The client's acknowledgement id, when it asked for one. */
  readonly id: number | undefined;
  /** Where the JSON starts. */
  readonly body: number;
}

const EVENT_TYPE = '2';
const DIGIT = /[0-9]/;
/** Ack ids are counters; a longer run of digits is no id the client could wait on. */
const MAX_ID_DIGITS = 15;
/** The event name, first in the JSON array: written plainly by every Socket.IO client. */
const EVENT_NAME = /\[\s*"([^"\\]{1,64})"\s*[,\]]/y;

/** Whether the text is an event message (Socket.IO packet type 2). */
export const isEventMessage = (text: string): boolean => text.charAt(0) === EVENT_TYPE;

/** The header of an event message, as socket.io-parser reads it (namespace, then ack id). */
export function readEventHeader(text: string): EventHeader {
  let at = 1;
  let nsp = '/';
  if (text.charAt(at) === '/') {
    const comma = text.indexOf(',', at);
    const end = comma === -1 ? text.length : comma;
    nsp = text.slice(at, end);
    at = end + 1;
  }
  const idStart = at;
  while (at < text.length && DIGIT.test(text.charAt(at))) at++;
  const digits = text.slice(idStart, at);
  const id = digits.length > 0 && digits.length <= MAX_ID_DIGITS ? Number(digits) : undefined;
  return { nsp, id, body: at };
}

/**
 * Whether arrays and objects nest deeper than `max` in the JSON from `from` on: one pass over
 * the characters, strings skipped, nothing built. JSON.parse of 100,000 nested arrays takes a
 * tenth of a second and a validator's recursion more; this takes microseconds.
 */
export function nestsDeeperThan(text: string, from: number, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = from; at < text.length; at++) {
    const c = text.charCodeAt(at);
    if (inString) {
      if (c === 0x5c)
        at++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** The event's name as it starts the message's JSON, or null when it does not start plainly with one. */
export function eventNameOf(text: string, header: EventHeader): string | null {
  EVENT_NAME.lastIndex = header.body;
  return EVENT_NAME.exec(text)?.[1] ?? null;
}

/**
 * Whether an event message may be parsed, judged from its text alone: a known client event,
 * within its size bound and the nesting bound, from a socket with a player if it needs one.
 * Checked in this order so the cheapest checks refuse a hostile message first.
 */
export function refusalOf(text: string, header: EventHeader, hasPlayer: boolean): Refusal | null {
  const event = eventNameOf(text, header);
  if (event === null) return { reason: 'unreadable', code: ErrorCode.BadRequest, message: 'A socket message must be a JSON array that starts with the event name.' };
  const bound = boundOf(event);
  if (!bound) return { reason: 'unknown_event', code: ErrorCode.BadRequest, message: `Unknown event ${event}.` };
  if (bound.needsPlayer && !hasPlayer)
    return { reason: 'needs_player', code: ErrorCode.Unauthorized, message: 'Connect with a player token (auth: {token}), or signed in (auth: {session: true}), to play.' };
  if (text.length > bound.maxLength) {
    return { reason: 'too_large', code: ErrorCode.PayloadTooLarge, message: `A ${event} message is at most ${bound.maxLength} characters; this one has ${text.length}.` };
  }
  if (nestsDeeperThan(text, header.body, Limits.maxSocketNesting)) {
    return { reason: 'too_deep', code: ErrorCode.InvalidPayload, message: `Bad ${event} payload: arrays and objects nest at most ${Limits.maxSocketNesting} deep.` };
  }
  return null;
}
