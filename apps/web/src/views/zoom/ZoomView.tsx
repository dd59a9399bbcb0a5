import type { ComponentChildren, JSX } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { t } from '../../i18n/messages.ts';
import type { BoardZoom } from './useBoardZoom.ts';
import { edgesOf, type Edges } from './zoom.ts';
import './zoom.css';

const SIDES: readonly (keyof Edges)[] = ['left', 'right', 'top', 'bottom'];

/**
 * The box a zoomed board scrolls in, with a shaded edge and an arrow on each side that hides
 * more of it: a cut column alone does not say that the board goes on. The edges follow the
 * scroll through data attributes, so scrolling never re-renders the board.
 */
export function ZoomView({ zoom: { zoom, box }, children }: { zoom: BoardZoom; children: ComponentChildren }): JSX.Element {
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    const outer = frame.current;
    if (!element || !outer || !zoom.zoomed) return undefined;
    const mark = () => {
      const edges = edgesOf(element);
      for (const side of SIDES) outer.dataset[side] = edges[side] ? 'more' : '';
    };
    mark();
    element.addEventListener('scroll', mark, { passive: true });
    const observer = new ResizeObserver(mark);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', mark);
      observer.disconnect();
      for (const side of SIDES) delete outer.dataset[side];
    };
  }, [zoom.zoomed, zoom.cell]);
  return (
    <div class={`zoom-frame${zoom.zoomed ? ' zoom-frame--zoomed' : ''}`} ref={frame} data-zoom-frame={zoom.zoomed ? 'zoomed' : 'whole'}>
      <div class="zoom-view" ref={box} data-zoom-view>
        {children}
      </div>
      {zoom.zoomed && SIDES.map((side) => <span key={side} class={`zoom-cue zoom-cue--${side}`} data-zoom-cue={side} aria-hidden="true" />)}
    </div>
  );
}

/**
 * The zoom's one button, where each board keeps its controls; its words say what it will do,
 * in the game's word for its cells.
 */
export function ZoomButton({ zoom: { zoom, toggle }, cells }: { zoom: BoardZoom; cells: 'blocks' | 'tiles' | 'cells' }): JSX.Element | null {
  if (!zoom.offered) return null;
  return (
    <button type="button" class="zoom-toggle" data-zoom-toggle aria-pressed={zoom.zoomed} onClick={toggle}>
      {zoom.zoomed ? t('zoom.whole') : t('zoom.bigger', { cells })}
    </button>
  );
}
