/**
 * Whether two plain JSON values (boards are) are the same value, compared in place: the
 * browser asks it on every acknowledgement, where writing both boards out as text cost two
 * strings of the whole board each time. A key whose value is `undefined` counts as absent,
 * as it does once the value is sent.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  const left = definedKeys(a);
  const right = definedKeys(b);
  return left.length === right.length && left.every((key) => sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

function definedKeys(value: object): string[] {
  return Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);
}
