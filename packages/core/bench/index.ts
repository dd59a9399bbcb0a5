/**
 * `npm run bench`: every figure of issue 6 beside its target, one module per game (this
 * machine is shared and noisy: compare ratios within one run, not absolutes across runs).
 * `npm run bench -- walls` (or fifteen, same, pipes, engine, journeys) runs only the named parts.
 */
import { performance } from 'node:perf_hooks';
import { benchEngine } from './engine.ts';
import { benchFifteen } from './fifteen.ts';
import { benchJourneys } from './journeys.ts';
import { fmt, row } from './measure.ts';
import { benchPipes } from './pipes.ts';
import { benchSame } from './same.ts';
import { benchWalls } from './walls.ts';

const PARTS: Record<string, () => void | Promise<void>> = {
  fifteen: benchFifteen,
  same: benchSame,
  pipes: benchPipes,
  engine: benchEngine,
  walls: benchWalls,
  journeys: benchJourneys,
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in PARTS));
if (unknown.length > 0) {
  console.error(`unknown bench part: ${unknown.join(', ')} (parts: ${Object.keys(PARTS).join(', ')})`);
  process.exit(2);
}

const start = performance.now();
console.log(`gridrace bench — node ${process.version}\n`);
row('figure', 'measured', 'target');
for (const [name, run] of Object.entries(PARTS)) if (asked.length === 0 || asked.includes(name)) await run();
console.log('');
row('bench: wall-clock', `${fmt((performance.now() - start) / 60000, 1)} min`, '< 10 min');
