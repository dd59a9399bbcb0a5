import { render } from 'preact';
import { App } from './shell/App.tsx';
import { applyLocale } from './app/locale-store.ts';
import { applyTheme } from './app/prefs-store.ts';
import { interceptLinks } from './app/router.ts';
import './styles/app.css';

applyTheme();
// The first paint is in the player's language: a language other than English is a small chunk, fetched first.
void applyLocale().then(() => {
  const root = document.getElementById('app');
  if (root) {
    interceptLinks(document.body);
    render(<App />, root);
  }
});
