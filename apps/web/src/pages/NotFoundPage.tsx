import type { JSX } from 'preact';
import { paths } from '../app/routes.ts';

export function NotFoundPage({ path }: { path: string }): JSX.Element {
  return (
    <section>
      <h1>Nothing here</h1>
      <p>
        There is no page <code>{path}</code>.
      </p>
      <a class="button" href={paths.home()}>
        Back to the games
      </a>
    </section>
  );
}
