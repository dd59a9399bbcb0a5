import { UNKNOWN_KEY } from '@gridrace/core';
import { z } from 'zod';

const PROTO = '__proto__';

/**
 * The path of an object inside a parsed JSON value that holds a `"__proto__"` key, or null.
 * `JSON.parse` (Socket.IO's parser among others) makes it an own key; zod's `record` and
 * `json` then drop it without a word, so a client would never learn that it sent something no
 * payload takes. Walked breadth-first, without recursion: deep nesting cannot overflow the stack.
 */
export function holderOfProtoKey(value: unknown): (string | number)[] | null {
  // Each node links to its parent, so the path is built once, for the holder only.
  type Step = { readonly node: unknown; readonly key: string | number; readonly up: Step | null };
  let level: Step[] = [{ node: value, key: '', up: null }];
  while (level.length > 0) {
    const next: Step[] = [];
    for (const step of level) {
      const { node } = step;
      if (node === null || typeof node !== 'object') continue;
      if (Object.hasOwn(node, PROTO)) return pathOf(step);
      for (const [key, child] of Object.entries(node)) next.push({ node: child, key: Array.isArray(node) ? Number(key) : key, up: step });
    }
    level = next;
  }
  return null;
}

function pathOf(step: { readonly key: string | number; readonly up: typeof step | null }): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: typeof step | null = step; at?.up; at = at.up) path.push(at.key);
  return path.reverse();
}

/**
 * An open JSON field of a client payload (a game's params, a move): `schema` checks it, once a
 * `"__proto__"` key anywhere inside has been refused by name, like any other unknown key.
 */
export function clientJson<T extends z.ZodType>(schema: T) {
  return z.preprocess((value, ctx) => {
    const holder = holderOfProtoKey(value);
    // A custom issue, not `unrecognized_keys`: zod lets that one through a pipe, and `z.json()`
    // would then answer success. The message is core's word for any unknown key.
    if (holder) ctx.addIssue({ code: 'custom', path: [...holder, PROTO], message: UNKNOWN_KEY });
    return value;
  }, schema);
}

/**
 * A game's params as a client sends them: the game's own strict schema checks their keys and
 * values next (a value of the wrong kind is refused there, by name).
 */
export const paramsFieldSchema = clientJson(z.record(z.string().max(32), z.unknown()));
