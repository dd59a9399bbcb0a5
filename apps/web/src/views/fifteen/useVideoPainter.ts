import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';
import { sourceRect } from './geometry.ts';

/** Per-canvas bookkeeping: which video time it last showed, so idle frames cost nothing. */
const shown = new WeakMap<HTMLCanvasElement, number>();

/**
 * Paints one shared video into every piece's canvas (`canvas.fifteen-video`, with its home
 * cell in `data-hx`/`data-hy`): each piece is a window onto the same frame, and only one
 * decoder runs however many pieces there are. The video is started with `play()` rather than
 * the `autoplay` attribute, because Chromium pauses muted autoplay videos it deems invisible.
 * The root gets `data-video-state` (`loading`, `playing`, `error`) for tests and styling.
 */
export function useVideoPainter(root: RefObject<HTMLElement | null>, video: RefObject<HTMLVideoElement | null>, url: string | null, size: number): void {
  useEffect(() => {
    const board = root.current;
    const source = video.current;
    if (!url || !board || !source) return undefined;
    let frame = 0;
    let stopped = false;
    board.dataset.videoState = 'loading';
    const fail = () => (board.dataset.videoState = 'error');
    source.addEventListener('error', fail);
    source.muted = true; // required for playing without a user gesture
    source.play().catch(() => {
      // Autoplay refused (or the source is missing): the first frame still paints once loaded.
    });

    const paint = () => {
      if (stopped) return;
      frame = requestAnimationFrame(paint);
      if (source.readyState < 2 || source.videoWidth === 0) return;
      const time = source.currentTime;
      const { videoWidth: w, videoHeight: h } = source;
      for (const canvas of board.querySelectorAll<HTMLCanvasElement>('canvas.fifteen-video')) {
        if (shown.get(canvas) === time) continue;
        const rect = sourceRect(Number(canvas.dataset.hx), Number(canvas.dataset.hy), size, w, h);
        const cw = Math.max(1, Math.round(rect.sw));
        const ch = Math.max(1, Math.round(rect.sh));
        if (canvas.width !== cw || canvas.height !== ch) {
          canvas.width = cw;
          canvas.height = ch;
        }
        canvas.getContext('2d')?.drawImage(source, rect.sx, rect.sy, rect.sw, rect.sh, 0, 0, cw, ch);
        shown.set(canvas, time);
      }
      board.dataset.videoState = 'playing';
    };
    frame = requestAnimationFrame(paint);
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      source.removeEventListener('error', fail);
      source.pause();
      delete board.dataset.videoState;
    };
  }, [root, video, url, size]);
}
