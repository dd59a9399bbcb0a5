import type { JSX } from 'preact';
import { paths } from '../app/routes.ts';
import { t } from '../i18n/messages.ts';

export function NotFoundPage({ path }: { path: string }): JSX.Element {
  return (
    <section>
      <h1>{t('notFound.title')}</h1>
      <p>
        {t('notFound.before')} <code>{path}</code>.
      </p>
      <a class="button" href={paths.home()}>
        {t('play.back')}
      </a>
    </section>
  );
}
