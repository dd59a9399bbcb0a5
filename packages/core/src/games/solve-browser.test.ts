import { describe, expect, it } from 'vitest';

// The games whose solver the web app's build leaves out (a `solve.browser.ts` beside `solve.ts`).
const LEFT_OUT = {
  fifteen: { real: () => import('./fifteen/solve.ts'), browser: () => import('./fifteen/solve.browser.ts') },
  same: { real: () => import('./same/solve.ts'), browser: () => import('./same/solve.browser.ts') },
  walls: { real: () => import('./walls/solve.ts'), browser: () => import('./walls/solve.browser.ts') },
};

describe("a browser's solve module", () => {
  for (const [game, modules] of Object.entries(LEFT_OUT)) {
    it(`${game}: gives the rules every bound the solver has, with the same values, and a solve that says where puzzles are solved`, async () => {
      const real: Record<string, unknown> = await modules.real();
      const browser: Record<string, unknown> = await modules.browser();
      const bounds = Object.keys(real).filter((name) => typeof real[name] === 'number');
      expect(bounds.length).toBeGreaterThan(0);
      for (const name of bounds) expect([name, browser[name]]).toEqual([name, real[name]]);
      // Nothing else: a name the game's index imports and the browser module lacked would fail the build.
      expect(Object.keys(browser).sort()).toEqual([...bounds, 'solve'].sort());
      expect(() => (browser.solve as () => unknown)()).toThrow(/solved on the server/);
    });
  }
});
