import { AsyncLocalStorage } from 'node:async_hooks';
import type { AnyRules } from '@gridrace/core';
import { vi } from 'vitest';

const side = new AsyncLocalStorage<'browser'>();

/**
 * Plays the browser's part: what `play` does, and all it starts (the client's sockets and
 * their events, the continuations of its promises), is the browser's. The in-process server
 * answers from its own sockets, opened outside, so its work is never counted as the browser's
 * however the two interleave.
 */
export function asBrowser<T>(play: () => T): T {
  return side.run('browser', play);
}

/** The passes through `rules.step` on each side of the wire, from now on. */
export function stepsBySide(rules: AnyRules): { browser: () => number; server: () => number } {
  const count = { browser: 0, server: 0 };
  const step = rules.step.bind(rules);
  vi.spyOn(rules, 'step').mockImplementation((...args: Parameters<typeof step>) => {
    count[side.getStore() ?? 'server']++;
    return step(...args);
  });
  return { browser: () => count.browser, server: () => count.server };
}
