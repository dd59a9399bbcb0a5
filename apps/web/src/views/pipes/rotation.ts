import * as pipesRules from '@gridrace/core/games/pipes';
import { pipeShape } from './geometry.ts';

type Turn = pipesRules.Turn;

/** A quarter turn at normal speed. */
export const BASE_TURN_MS = 150;

export function turnTransition(speed: number): string {
  if (!(speed > 0)) return 'none';
  return `transform ${Math.round(BASE_TURN_MS / speed)}ms ease-out`;
}

/**
 * Drawing angles that only ever move by the turn just made. An angle kept modulo 360 would
 * make a clockwise turn from 270° spin three quarters back to 0°; so each cell keeps a running
 * angle, moved by the turn that changed its tile. The turn the player asked for decides the
 * way (a straight looks the same turned either way); otherwise (undo, resync) the shortest.
 */
export function nextAngles(angles: readonly number[], before: readonly number[], after: readonly number[], asked: ReadonlyMap<number, Turn> = new Map()): number[] {
  if (angles.length !== after.length || before.length !== after.length) return after.map((t) => pipeShape(t).angle);
  return after.map((tile, i) => {
    const was = before[i]!;
    const angle = angles[i]!;
    if (was === tile) return angle;
    const turn = asked.get(i);
    if (turn === 'cw' && pipesRules.rotateCW(was) === tile) return angle + 90;
    if (turn === 'ccw' && pipesRules.rotateCCW(was) === tile) return angle - 90;
    const shortest = pipesRules.turnsBetween(was, tile);
    if (!shortest || pipeShape(tile).shape === 'spokes') return pipeShape(tile).angle;
    return angle + (shortest.turn === 'cw' ? 90 : -90) * shortest.turns;
  });
}
