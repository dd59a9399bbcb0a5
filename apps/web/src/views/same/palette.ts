/**
 * Block colours: the original SameGame's yellow, orange and dark red first, then three
 * more of the same loud, flat kind, chosen far apart in hue so six stay distinguishable.
 * Each colour also has a shape for the colour-blind mode, so no two colours rely on hue alone.
 */
export const PALETTE = [
  { name: 'yellow', colour: '#FFFF00', shape: 'circle' },
  { name: 'orange', colour: '#FF7F00', shape: 'square' },
  { name: 'dark red', colour: '#CF0000', shape: 'triangle' },
  { name: 'blue', colour: '#2060FF', shape: 'diamond' },
  { name: 'green', colour: '#00B050', shape: 'cross' },
  { name: 'purple', colour: '#A040D0', shape: 'bars' },
] as const;

export type Shape = (typeof PALETTE)[number]['shape'];

/** The palette entry of a colour index; boards never have more colours than entries. */
export function paletteOf(colour: number): (typeof PALETTE)[number] {
  return PALETTE[colour % PALETTE.length] ?? PALETTE[0];
}

/** The colours as CSS variables (`--same-c0`…), set on the board's root and on its legend: the palette lives here only. */
export const PALETTE_VARS = PALETTE.map((p, i) => `--same-c${i}:${p.colour}`).join(';');
