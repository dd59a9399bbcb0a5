import { useLayoutEffect, useRef, useState } from 'preact/hooks';

export interface Space {
  /** Content width of the observed element. */
  readonly width: number;
  readonly viewportWidth: number;
  readonly viewportHeight: number;
}

/**
 * The width of an element and the viewport's size, kept up to date by a ResizeObserver: the
 * board scales its cells to the space it has (a 375 px phone included) without reading
 * layout on every render.
 */
export function useBoxWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [space, setSpace] = useState<Space>({ width: fallback, viewportWidth: 1024, viewportHeight: 768 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = (width: number) => setSpace({ width: Math.floor(width) || fallback, viewportWidth: window.innerWidth, viewportHeight: window.innerHeight });
    measure(element.clientWidth);
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (box && box.width > 0) measure(box.width);
    });
    observer.observe(element);
    const onResize = () => measure(element.clientWidth);
    window.addEventListener('resize', onResize);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onResize);
    };
  }, [fallback]);
  return { ref, ...space };
}
