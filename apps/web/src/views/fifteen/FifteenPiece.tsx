import type { JSX } from 'preact';
import type { Background } from './backgrounds.ts';
import { backgroundPosition } from './geometry.ts';

interface PieceProps {
  readonly tile: number;
  readonly homeX: number;
  readonly homeY: number;
  readonly size: number;
  readonly background: Background;
}

/**
 * What a piece shows: its number, or the window onto the picture or video at its home cell
 * (with the number kept small in a corner, so the puzzle stays solvable by numbers too).
 */
export function FifteenPiece({ tile, homeX, homeY, size, background }: PieceProps): JSX.Element {
  if (background.kind === 'numbers' || !background.url) {
    return <span class="fifteen-number">{tile}</span>;
  }
  const corner = <span class="fifteen-corner">{tile}</span>;
  if (background.kind === 'picture') {
    const style = {
      backgroundImage: `url("${background.url}")`,
      backgroundSize: `${size * 100}% ${size * 100}%`,
      backgroundPosition: backgroundPosition(homeX, homeY, size),
    };
    return (
      <>
        <span class="fifteen-picture" style={style} />
        {corner}
      </>
    );
  }
  return (
    <>
      <canvas class="fifteen-video" data-hx={homeX} data-hy={homeY} width={120} height={120} />
      {corner}
    </>
  );
}
