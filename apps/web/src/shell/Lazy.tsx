import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/messages.ts';

/**
 * A chunk of its own (some pages, a form), fetched the first time it is needed, so that the
 * first load of the app pays only for what the home page and play need (the budget: 150 kB of
 * JavaScript, gzipped). Answers the module once it is in, and whether it could not be fetched.
 */
export function useLazyModule<Module>(load: () => Promise<Module>): { module: Module | null; failed: boolean } {
  const [module, setModule] = useState<Module | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && setModule(() => loaded),
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, [load]);
  return { module, failed };
}

/** What stands in for a chunk on its way: a busy line, or why it could not come. */
export function LazyWaiting({
  failed,
  failedText = t('account.lazyFailed'),
  openingText = t('account.lazyOpening'),
}: {
  failed: boolean;
  failedText?: string;
  openingText?: string;
}): JSX.Element {
  return failed ? (
    <p class="error" role="alert">
      {failedText}
    </p>
  ) : (
    <p class="busy" role="status">
      <span class="spinner" aria-hidden="true" /> {openingText}
    </p>
  );
}

/** A page from a chunk of its own: `render` draws it once the chunk is in. */
export function Lazy<Module>({ load, render }: { load: () => Promise<Module>; render: (module: Module) => JSX.Element }): JSX.Element {
  const { module, failed } = useLazyModule(load);
  if (module !== null) return render(module);
  return (
    <section>
      <LazyWaiting failed={failed} />
    </section>
  );
}
