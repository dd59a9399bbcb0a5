import { seededPuzzle, solvePuzzle } from '@gridrace/core';
const t0 = performance.now();
for (let i = 0; i < 5; i++) {
  const p = seededPuzzle('walls', { preset: 'complex' }, `s${i}`);
  if (!p.ok) throw new Error('bad');
  solvePuzzle(p.value);
}
console.error('ms', performance.now() - t0);
