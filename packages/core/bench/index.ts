/**
 * `npm run bench`: every figure of issue 6 beside its target, a module per game that has
 * figures of its own (`<game>.ts` here, exporting `bench`) and the parts every game shares (this
 * machine is shared and noisy: compare ratios within one run, not absolutes across runs).
 * `npm run bench -- walls` (or fifteen, same, pipes, engine, journeys) runs only the named parts.
 */
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { GAMES } from '../src/index.ts';
import { benchEngine } from './engine.ts';
import { benchJourneys } from './journeys.ts';
import { fmt, row } from './measure.ts';

type Part = () => void | Promise<void>;

// Read off the registry, so that a new game needs no line here (a game without a module has no figures of its own).
const gameParts: [string, Part][] = [];
for (const game of GAMES) {
  const module = new URL(`./${game}.ts`, import.meta.url);
  if (existsSync(module)) gameParts.push([game, ((await import(module.href)) as { bench: Part }).bench]);
}

const PARTS: Record<string, Part> = { ...Object.fromEntries(gameParts), engine: benchEngine, journeys: benchJourneys };

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
