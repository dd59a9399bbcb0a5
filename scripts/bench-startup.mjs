// `npm run bench:startup [-- --runs 9 --starts 5 --id <puzzleId>]`: how long a process takes
// to start, A/B against a bare `node -e 0` run alternately in the same minute (the machine's
// load then weighs on both alike), and against the same code run from the TypeScript sources
// through tsx (as before the build):
//   1. the gridrace command (the installed bin, the whole process): wall time, CPU time and
//      peak RSS;
//   2. the server, from spawn to a healthy /api/v1/health (web app built, pattern tables
//      cached): wall time, and CPU time of all its threads by then.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { ensureBuilt, ROOT } from './build/ensure.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    starts: { type: 'string', default: '5' },
    id: { type: 'string', default: 'fifteen.v1.4.abc' },
  },
});
const RUNS = Number(values.runs);
const STARTS = Number(values.starts);
const BIN = join(ROOT, 'apps/cli/bin/gridrace.mjs');
const SERVER = join(ROOT, 'apps/server/dist/server/server.mjs');
// GNU time reports the peak RSS of the process it runs (the `%M` of its format, in KiB).
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
const TSX = import.meta.resolve('tsx');
/** The CLI's main() from its TypeScript sources through tsx, as the bin ran it before the build. */
const FROM_SOURCES = `const { main } = await import(${JSON.stringify(new URL('../apps/cli/src/main.ts', import.meta.url).href)}); process.exitCode = await main(process.argv.slice(1));`;

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One run of `argv`: wall ms from spawn to exit, CPU ms and peak RSS in MiB (null without GNU time). */
function measure(argv) {
  const rssFile = join(scratch, 'rss');
  const command = TIME ? [TIME, '-f', '%M %U %S', '-o', rssFile, ...argv] : argv;
  const started = performance.now();
  const result = spawnSync(command[0], command.slice(1), { cwd: ROOT, encoding: 'utf8', env: { ...process.env } });
  const wallMs = performance.now() - started;
  if (result.status !== 0) throw new Error(`${argv.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  const [rssKiB, user, system] = TIME ? readFileSync(rssFile, 'utf8').trim().split('\n').pop().split(' ').map(Number) : [];
  return { wallMs, cpuMs: TIME ? (user + system) * 1000 : null, rssMiB: TIME ? rssKiB / 1024 : null, stdout: result.stdout };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** CPU ms a process (all its threads) has used so far, from Linux's /proc; null elsewhere. */
function cpuSoFar(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in ticks of 10 ms
  } catch {
    return null;
  }
}

/** Ms (wall and CPU) from spawning the server (fresh SQLite file) until /api/v1/health answers 200. */
async function serverStart(args) {
  const dir = mkdtempSync(join(scratch, 'server-'));
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'gridrace.db')}`, LOG_LEVEL: 'warn' };
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const ok = await globalThis.fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { wallMs: performance.now() - started, cpuMs: cpuSoFar(child.pid) };
      if (performance.now() - started > 60_000) throw new Error('the server was not healthy within 60 s');
      await sleep(5);
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const fmt = (x, digits = 0) => (x === null ? 'n/a' : x.toFixed(digits));
function row(name, runs, baseline) {
  const wall = median(runs.map((r) => r.wallMs));
  const cpu = TIME ? median(runs.map((r) => r.cpuMs)) : null;
  const rss = TIME ? median(runs.map((r) => r.rssMiB)) : null;
  const peak = TIME ? Math.max(...runs.map((r) => r.rssMiB)) : null;
  const ratio = baseline ? ` ${(wall / median(baseline.map((r) => r.wallMs))).toFixed(2)}x` : '';
  const walls = runs.map((r) => r.wallMs);
  return `${name.padEnd(50)} ${fmt(wall).padStart(6)} ms ${`${fmt(Math.min(...walls))}-${fmt(Math.max(...walls))}`.padStart(9)} ${fmt(cpu).padStart(6)} ms ${fmt(rss, 1).padStart(6)} MiB ${fmt(peak, 1).padStart(6)} MiB${ratio}`;
}

const scratch = mkdtempSync(join(tmpdir(), 'gridrace-bench-startup-'));
try {
  await ensureBuilt('cli');
  await ensureBuilt('server');
  const bare = [];
  const cli = [];
  const tsx = [];
  const show = ['node', BIN, 'show', values.id, '--json'];
  const showFromSources = ['node', '--import', TSX, '--input-type=module', '-e', FROM_SOURCES, 'show', values.id, '--json'];
  // The first solve of a fifteen puzzle may build its pattern tables into the cache; and both
  // ways must print the same.
  if (measure(show).stdout !== measure(showFromSources).stdout) throw new Error('the built CLI and its sources print different things');
  for (let i = 0; i < RUNS; i++) {
    bare.push(measure(['node', '-e', '0']));
    cli.push(measure(show));
    tsx.push(measure(showFromSources));
  }
  console.log(`gridrace startup, ${RUNS} runs each, alternating: median wall, its min-max, median CPU (user+system), median and max peak RSS, wall vs node -e 0`);
  console.log(row('node -e 0', bare));
  console.log(row(`gridrace show ${values.id} --json`, cli, bare));
  console.log(row('  the same from the sources through tsx (before)', tsx, bare));
  const wall = median(cli.map((r) => r.wallMs));
  const peak = TIME ? Math.max(...cli.map((r) => r.rssMiB)) : null;
  console.log(
    `  target: <= 150 ms median wall ${wall <= 150 ? 'met' : 'NOT met'}; <= 70 MiB peak RSS ${peak === null ? 'not measured (no /usr/bin/time)' : peak <= 70 ? 'met' : 'NOT met'}`,
  );

  if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) console.log('(the web app is not built: the server starts without it)');
  const built = [];
  const fromSources = [];
  for (let i = 0; i < STARTS; i++) {
    built.push(await serverStart([SERVER]));
    fromSources.push(await serverStart(['--import', TSX, join(ROOT, 'apps/server/src/server.ts')]));
  }
  console.log(`server start to a healthy /api/v1/health, ${STARTS} starts each, alternating: median wall (all), median CPU of the server's threads by then`);
  for (const [name, starts] of [
    ['built (server.mjs, as npm start runs it)', built],
    ['from the sources through tsx (before)', fromSources],
  ]) {
    const cpus = starts.map((s) => s.cpuMs).filter((ms) => ms !== null);
    console.log(
      `  ${name.padEnd(40)} ${fmt(median(starts.map((s) => s.wallMs))).padStart(6)} ms (${starts.map((s) => fmt(s.wallMs)).join(', ')})  CPU ${cpus.length ? fmt(median(cpus)) : 'n/a'} ms`,
    );
  }
  const startMs = median(built.map((s) => s.wallMs));
  console.log(`  target: <= 1500 ms ${startMs <= 1500 ? 'met' : 'NOT met'}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
