import { useLayoutEffect, useRef } from 'preact/hooks';

/**
 * Keeps the help's height in `--game-help` on the page: a zoomed board's box, sized to the window
 * under the page's head, leaves that much more room, so the open help never pushes it out of sight.
 */
export function useHeightOnPage<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement.style;
    const measure = () => root.setProperty('--game-help', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    // At once, before the board scrolls its zoomed box to where play starts; then on every change.
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--game-help');
    };
  }, []);
  return ref;
}
