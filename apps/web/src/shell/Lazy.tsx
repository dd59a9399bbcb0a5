import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/messages.ts';

/**
 * A page from a chunk of its own, fetched the first time it is opened, so that the first
 * load of the app pays only for what the home page and play need (the budget: 150 kB of
 * JavaScript, gzipped). Until it arrives, a busy line; if it cannot, why.
 */
export function Lazy<Module>({ load, render }: { load: () => Promise<Module>; render: (module: Module) => JSX.Element }): JSX.Element {
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
  if (module !== null) return render(module);
  return (
    <section>
      {failed ? (
        <p class="error" role="alert">
          {t('account.lazyFailed')}
        </p>
      ) : (
        <p class="busy" role="status">
          <span class="spinner" aria-hidden="true" /> {t('account.lazyOpening')}
        </p>
      )}
    </section>
  );
}
