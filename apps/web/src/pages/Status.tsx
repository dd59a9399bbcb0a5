import type { JSX } from 'preact';
import type { Loaded } from './useLoad.ts';
import { t } from '../i18n/messages.ts';

/** The loading line or the error of a page's load, or nothing once loaded. */
export function LoadStatus({ loaded, what }: { loaded: Loaded<unknown>; what: string }): JSX.Element | null {
  if (loaded.status === 'loading') {
    return (
      <p class="busy" role="status">
        <span class="spinner" aria-hidden="true" /> {t('load.loading', { what })}
      </p>
    );
  }
  if (loaded.status === 'error') {
    return (
      <p class="error" role="alert">
        {loaded.message}
      </p>
    );
  }
  return null;
}
