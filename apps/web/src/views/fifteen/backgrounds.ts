import { hasMessage, t } from '../../i18n/messages.ts';

/** A `fifteen` background as `GET /api/v1/backgrounds` lists it (docs/games/fifteen.md#backgrounds, docs/protocol.md#rest). */
export interface Background {
  readonly id: string;
  readonly kind: 'numbers' | 'picture' | 'video';
  readonly name: string;
  /** Same-origin URL of the picture or video; null for numbers. */
  readonly url: string | null;
}

export const NUMBERS: Background = { id: 'numbers', kind: 'numbers', name: 'Numbers', url: null };

/**
 * The backgrounds this web build ships in public/backgrounds (made by
 * scripts/make-backgrounds.sh). The server lists the same ones; knowing them here lets a
 * remembered choice show at once, before the list arrives.
 */
export const BUILT_IN: readonly Background[] = [
  NUMBERS,
  { id: 'mandelbrot', kind: 'picture', name: 'Mandelbrot', url: '/backgrounds/mandelbrot.webp' },
  { id: 'life', kind: 'video', name: 'Game of Life', url: '/backgrounds/life.webm' },
];

/**
 * A background's name in the player's language: the server's list names them in English, so a
 * background this build knows has a message of its own; one only the server knows keeps the
 * server's name, and a proper name (Mandelbrot) reads the same in every language.
 */
export function backgroundName(background: Background): string {
  const key = `fifteen.bg.${background.id}`;
  return hasMessage(key) ? t(key) : background.name;
}

/** The background to show for a chosen id: an unknown or half-described one falls back to numbers. */
export function resolveBackground(id: string, known: readonly Background[]): Background {
  const found = known.find((b) => b.id === id) ?? BUILT_IN.find((b) => b.id === id);
  if (!found || (found.kind !== 'numbers' && !found.url)) return NUMBERS;
  return found;
}

/** Keeps the well-formed entries of an untrusted `GET /api/v1/backgrounds` body. */
export function parseBackgrounds(body: unknown): Background[] {
  const list = (body as { backgrounds?: unknown } | null)?.backgrounds;
  if (!Array.isArray(list)) return [];
  return list.filter((b): b is Background => {
    const c = b as Partial<Background> | null;
    return (
      typeof c?.id === 'string' &&
      typeof c.name === 'string' &&
      (c.kind === 'numbers' || c.kind === 'picture' || c.kind === 'video') &&
      (c.url === null || typeof c.url === 'string')
    );
  });
}

let loading: Promise<Background[]> | null = null;

/** The server's list, fetched once per page and shared (the picker can use it too). */
export function loadBackgrounds(fetcher: typeof fetch = fetch): Promise<Background[]> {
  loading ??= fetcher('/api/v1/backgrounds')
    .then((r) => (r.ok ? r.json() : null))
    .then(parseBackgrounds)
    .catch(() => {
      loading = null; // let a later call try again
      return [];
    });
  return loading;
}
