/**
 * `npm run bench`: every figure of issue 6 beside its target, one module per game (this
 * machine is shared and noisy: compare ratios within one run, not absolutes across runs).
 */
import { performance } from 'node:perf_hooks';
import { benchEngine } from './engine.ts';
import { benchFifteen } from './fifteen.ts';
import { fmt, row } from './measure.ts';
import { benchPipes } from './pipes.ts';
import { benchSame } from './same.ts';
import { benchWalls } from './walls.ts';

const start = performance.now();
console.log(`gridrace bench — node ${process.version}\n`);
row('figure', 'measured', 'target');
benchFifteen();
benchSame();
benchPipes();
benchEngine();
await benchWalls();
console.log('');
row('bench: wall-clock', `${fmt((performance.now() - start) / 60000, 1)} min`, '< 10 min');
