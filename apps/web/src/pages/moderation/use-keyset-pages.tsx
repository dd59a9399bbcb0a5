import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { failureText } from '../../i18n/messages.ts';

/** `loading`, `ok`, or why the last page could not be fetched (in the player's words). */
export type PagesState = 'loading' | 'ok' | string;

/**
 * A list fetched a keyset page at a time (the queue, the audit log): the first page again
 * whenever `deps` change, and `more()` for the page after the last one fetched.
 */
export function useKeysetPages<Item>(
  fetchPage: (cursor: string | null) => Promise<{ items: readonly Item[]; next: string | null }>,
  deps: readonly unknown[],
): { items: Item[]; next: string | null; state: PagesState; more: () => void } {
  const [items, setItems] = useState<Item[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [state, setState] = useState<PagesState>('loading');
  const load = async (cursor: string | null) => {
    try {
      const page = await fetchPage(cursor);
      setItems((before) => (cursor ? [...before, ...page.items] : [...page.items]));
      setNext(page.next);
      setState('ok');
    } catch (failure) {
      setState(failureText(failure));
    }
  };
  useEffect(() => {
    setState('loading');
    void load(null);
  }, deps);
  return { items, next, state, more: () => void (next && load(next)) };
}

/** The list's busy line while its first page comes, or why it could not. */
export function PagesStatus({ state }: { state: PagesState }): JSX.Element | null {
  if (state === 'ok') return null;
  if (state === 'loading')
    return (
      <p class="busy" role="status">
        <span class="spinner" aria-hidden="true" />
      </p>
    );
  return (
    <p class="error" role="alert">
      {state}
    </p>
  );
}
