import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useLocale } from '../../app/locale-store.ts';
import type { Locale } from '../../i18n/locale.ts';
import { t } from '../../i18n/messages.ts';

/**
 * The rules of fair play, ratings and moderation: the repository's own doc (docs/fair-play.md
 * and its Spanish docs/fair-play.es.md), made HTML at build time, so that what players read
 * here is what the project promises, in one place. Each language is its own small chunk.
 */
const RULES: Readonly<Record<Locale, () => Promise<{ default: string }>>> = {
  en: () => import('docs:fair-play.md'),
  es: () => import('docs:fair-play.es.md'),
};

export function RulesPage(): JSX.Element {
  const locale = useLocale();
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setFailed(false);
    RULES[locale]().then(
      (module) => live && setHtml(module.default),
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, [locale]);
  useEffect(() => {
    // A link to one of its sections (`/rules#ratings`) lands there once the text is in.
    if (html !== null && location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  }, [html]);
  if (failed)
    return (
      <section>
        <p class="error" role="alert">
          {t('rules.failed')}
        </p>
      </section>
    );
  if (html === null)
    return (
      <section>
        <p class="busy" role="status">
          <span class="spinner" aria-hidden="true" /> {t('rules.opening')}
        </p>
      </section>
    );
  // The HTML is the repository's own doc, made at build time: no player's text is in it.
  return <article class="rules" data-rules dangerouslySetInnerHTML={{ __html: html }} />;
}
