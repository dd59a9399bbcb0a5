/**
 * Inline styles placing a column and a block within it. Blocks sit in column elements, so
 * the stylesheet can animate the fall (blocks) first and the closing-up (columns) after it,
 * as the original game did, touching only the elements that move.
 */
export function columnStyle(x: number, cell: number): string {
  return `transform:translateX(${x * cell}px)`;
}

export function blockStyle(y: number, cell: number): string {
  return `transform:translateY(${y * cell}px)`;
}
