import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/messages.ts';
import { backgroundName, BUILT_IN, loadBackgrounds, NUMBERS, parseBackgrounds, resolveBackground } from './backgrounds.ts';
// The game's own words come with the views' registry, as in the app.
import '../registry.ts';

const video = { id: 'life', kind: 'video', name: 'Life', url: '/backgrounds/life.webm' } as const;

afterEach(() => setLocale('en'));

describe('fifteen backgrounds', () => {
  it('ships numbers, a picture and a video', () => {
    expect(BUILT_IN.map((b) => b.kind).sort()).toEqual(['numbers', 'picture', 'video']);
    for (const b of BUILT_IN) if (b.kind !== 'numbers') expect(b.url).toMatch(/^\/backgrounds\//);
  });

  it('resolves a chosen id, falling back to numbers when unknown or without a url', () => {
    expect(resolveBackground('life', [video])).toBe(video);
    expect(resolveBackground('nope', [video])).toBe(NUMBERS);
    expect(resolveBackground('x', [{ id: 'x', kind: 'picture', name: 'X', url: null }])).toBe(NUMBERS);
    expect(resolveBackground('mandelbrot', []).kind).toBe('picture');
  });

  it("are named in the player's language, whatever the server's list says; one only the server knows keeps its name", async () => {
    const server = [
      NUMBERS,
      { id: 'mandelbrot', kind: 'picture', name: 'Mandelbrot', url: '/m.webp' },
      { ...video, name: 'Game of Life' },
      { ...video, id: 'rain', name: 'Rain' },
    ] as const;
    expect(server.map(backgroundName)).toEqual(['Numbers', 'Mandelbrot', 'Game of Life', 'Rain']);
    await setLocale('es');
    expect(server.map(backgroundName)).toEqual(['Números', 'Mandelbrot', 'Juego de la vida', 'Rain']);
  });

  it('keeps only well-formed entries of the server list', () => {
    expect(parseBackgrounds({ backgrounds: [video, { id: 1 }, null, { ...video, kind: 'gif' }] })).toEqual([video]);
    expect(parseBackgrounds('nonsense')).toEqual([]);
  });

  it('fetches the list once and shares it', async () => {
    let calls = 0;
    const fetcher = (async () => {
      calls++;
      return new Response(JSON.stringify({ backgrounds: [NUMBERS, video] }));
    }) as typeof fetch;
    const [a, b] = await Promise.all([loadBackgrounds(fetcher), loadBackgrounds(fetcher)]);
    expect(a.map((x) => x.id)).toEqual(['numbers', 'life']);
    expect(b).toBe(a);
    expect(calls).toBe(1);
  });
});
