import { render } from 'preact';
import { App } from './app/App.tsx';
import { applyLocale } from './app/locale-store.ts';
import { applyTheme } from './app/prefs-store.ts';
import { interceptLinks } from './app/router.ts';
import './styles/app.css';

applyTheme();
applyLocale();
const root = document.getElementById('app');
if (root) {
  interceptLinks(document.body);
  render(<App />, root);
}
