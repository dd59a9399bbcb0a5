import { useEffect, useState } from 'preact/hooks';
import { matchRoute, type Route } from './routes.ts';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Goes to an app page without reloading (history API). */
export function navigate(path: string, replace = false): void {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  window.scrollTo(0, 0);
  notify();
}

/** The current route; re-renders on navigation and on the browser's back and forward. */
export function useRoute(): Route & { readonly key: string } {
  const [path, setPath] = useState(() => location.pathname);
  useEffect(() => {
    const update = () => setPath(location.pathname);
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return { ...matchRoute(path), key: path };
}

/**
 * Same-origin link clicks become app navigations: plain `<a href>` everywhere, so links stay
 * links (open in a new tab, copy), and a left click does not reload the page.
 */
export function interceptLinks(root: HTMLElement): void {
  root.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download') || anchor.origin !== location.origin) return;
    if (/^\/(api|docs|metrics)(\/|$)/.test(anchor.pathname)) return;
    event.preventDefault();
    navigate(anchor.pathname + anchor.search);
  });
}
