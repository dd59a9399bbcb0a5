/** A board's cells as rows of text for a terminal, one character (or padded number) per cell, spaced. */
export function textGrid<T>(size: { readonly cols: number; readonly rows: number }, cells: readonly T[], cell: (value: T, x: number, y: number) => string): string {
  const lines: string[] = [];
  for (let y = 0; y < size.rows; y++) {
    const row: string[] = [];
    for (let x = 0; x < size.cols; x++) row.push(cell(cells[y * size.cols + x] as T, x, y));
    lines.push(row.join(' '));
  }
  return lines.join('\n');
}
