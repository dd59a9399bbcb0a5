import { useEffect, useState } from 'preact/hooks';
import { failureText } from '../i18n/messages.ts';

export type Loaded<T> = { readonly status: 'loading' } | { readonly status: 'ok'; readonly value: T } | { readonly status: 'error'; readonly message: string };

/** Loads something once per `key` for a page, with its loading and error states. */
export function useLoad<T>(load: () => Promise<T>, key: readonly unknown[]): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    load().then(
      (value) => live && setLoaded({ status: 'ok', value }),
      (error: unknown) => live && setLoaded({ status: 'error', message: failureText(error) }),
    );
    return () => void (live = false);
    // The caller names what the load depends on.
  }, key);
  return loaded;
}
