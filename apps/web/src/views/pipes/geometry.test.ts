import * as pipesRules from '@gridrace/core/games/pipes';
import { describe, expect, it } from 'vitest';
import { basePath, CORNER_PATH, pipeShape, spokesPath, STRAIGHT_PATH } from './geometry.ts';

/** Open sides of a path drawn in base orientation and turned by `angle`, read off each subpath's ends. */
function openings(path: string, angle: number): number {
  const points = path
    .split('M')
    .filter(Boolean)
    .flatMap((sub) => {
      const n = sub.match(/\d+/g)!.map(Number);
      return [n.slice(0, 2), n.slice(-2)];
    });
  const sides = { '50,0': 1, '100,50': 2, '50,100': 4, '0,50': 8 } as Record<string, number>;
  let mask = 0;
  for (const [x, y] of points) mask |= sides[`${x},${y}`] ?? 0;
  for (let q = 0; q < (((angle / 90) % 4) + 4) % 4; q++) mask = pipesRules.rotateCW(mask);
  return mask;
}

describe('pipe geometry', () => {
  it('draws every straight and corner as its base shape turned to the right openings', () => {
    for (const mask of [...pipesRules.STRAIGHTS, ...pipesRules.CORNERS]) {
      const { shape, angle } = pipeShape(mask);
      expect(shape).toBe(mask === 5 || mask === 10 ? 'straight' : 'corner');
      expect(basePath(mask)).toBe(shape === 'straight' ? STRAIGHT_PATH : CORNER_PATH);
      expect(openings(basePath(mask), angle)).toBe(mask);
    }
  });

  it('draws start, end and odd masks as spokes from the centre, unturned', () => {
    expect(pipeShape(pipesRules.START_TILE)).toEqual({ shape: 'spokes', angle: 0 });
    expect(spokesPath(pipesRules.START_TILE)).toBe('M50 50 L100 50');
    expect(spokesPath(pipesRules.END_TILE)).toBe('M50 50 L0 50');
    expect(openings(basePath(7), 0)).toBe(7);
    expect(spokesPath(0)).toBe('');
  });
});
