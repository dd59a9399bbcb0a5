/** Where the browser remembers things: a tiny port, so the client state is testable without a DOM. */
export interface KeyValue {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValue {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

/** localStorage, or memory when it is unavailable (private modes, disabled storage). */
export function browserStorage(): KeyValue {
  try {
    const probe = '__gridrace_probe__';
    localStorage.setItem(probe, '1');
    localStorage.removeItem(probe);
    return {
      get: (key) => localStorage.getItem(key),
      set: (key, value) => localStorage.setItem(key, value),
      remove: (key) => localStorage.removeItem(key),
    };
  } catch {
    return memoryStorage();
  }
}

/** Reads JSON written by `writeJson`; anything unreadable is as if nothing were stored. */
export function readJson(storage: KeyValue, key: string): unknown {
  const text = storage.get(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(storage: KeyValue, key: string, value: unknown): void {
  storage.set(key, JSON.stringify(value));
}

/**
 * One remembered value per name (a game's) under one key, as the player last left it; anything
 * unreadable is as if nothing were stored. Writing one keeps the others.
 */
export function readEntry(storage: KeyValue, key: string, name: string): unknown {
  const stored = readJson(storage, key);
  return stored && typeof stored === 'object' ? (stored as Record<string, unknown>)[name] : undefined;
}

export function writeEntry(storage: KeyValue, key: string, name: string, value: unknown): void {
  const stored = readJson(storage, key);
  const entries = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  writeJson(storage, key, { ...entries, [name]: value });
}
