/** A shaped board's outline as runs of cells along each row: few shapes to draw, whatever the size. */
export interface Run {
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

export function outlineRuns(mask: readonly boolean[], cols: number, rows: number): Run[] {
  const runs: Run[] = [];
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols;) {
      if (!mask[y * cols + x]) {
        x++;
        continue;
      }
      let width = 1;
      while (x + width < cols && mask[y * cols + x + width]) width++;
      runs.push({ x, y, width });
      x += width;
    }
  }
  return runs;
}
