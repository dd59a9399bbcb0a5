import { attackText } from './attack.ts';
import type { PhaseResult, ProgressLine } from './phase.ts';
import type { MemorySample, MemoryTrack } from './server-metrics.ts';
import { summarize, type LatencySummary } from './stats.ts';
import { WALLS_MAKERS } from './walls-maker.ts';

/** issue 6: with new walls puzzles every second, the p99 of move acks may grow by this much at most. */
export const P99_RATIO_TARGET = 1.5;

/** issue 18's targets: what players feel, in both phases. */
export const TARGETS = { moveAckP99Ms: 25, playableP99Ms: 300, parKnownP95Ms: 5000 } as const;

const ms = (value: number): string => (Number.isNaN(value) ? 'n/a' : value < 10 ? value.toFixed(2) : value.toFixed(1));
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const memoryText = (sample: MemorySample | null): string => (sample ? `RSS ${mb(sample.rssBytes)}, heap ${mb(sample.heapUsedBytes)}` : 'n/a');
const latencyText = (summary: LatencySummary): string => `p50 ${ms(summary.p50)}  p95 ${ms(summary.p95)}  p99 ${ms(summary.p99)}  max ${ms(summary.max)}  (${summary.count} acks)`;

/** The short line printed every ~10 s while racing. */
export function progressText(line: ProgressLine): string {
  const { stats, windowFrom, windowS, memory } = line;
  const recent = summarize(stats.moveLatencies.slice(windowFrom));
  const rate = recent.count / Math.max(windowS, 0.001);
  const rss = memory.end ? mb(memory.end.rssBytes) : 'n/a';
  return (
    `[${line.elapsedS.toFixed(0).padStart(4)} s] connected ${line.connected}  races finished ${stats.racesFinished}` +
    `  moves ${stats.movesSent} sent / ${stats.movesAcked} acked (${rate.toFixed(0)}/s now)` +
    `  ack p99 ${ms(recent.p99)} ms  errors ${stats.errorCount}  server RSS ${rss}`
  );
}

function memoryLines(memory: MemoryTrack, url: string, started: boolean): string[] {
  const source = started ? `${url}/metrics, the server this tool started` : `${url}/metrics (one process: behind a load balancer, whichever answered)`;
  return [
    `server memory        from ${source}`,
    `  start              ${memoryText(memory.start)}`,
    `  peak               ${memoryText(memory.peak)}`,
    `  end                ${memoryText(memory.end)}`,
  ];
}

export function phaseReport(result: PhaseResult, serverStarted: boolean): string {
  const { plan, stats } = result;
  const moves = summarize(stats.moveLatencies);
  const lines = [
    `== ${plan.heading}: ${plan.racers} racers in ${plan.rooms} rooms, ${plan.durationS} s` +
      (plan.wallsEveryS === null ? '' : `, a new walls complex puzzle every ${plan.wallsEveryS} s`) +
      (plan.oneInFlight ? ', one move in flight per racer' : '') +
      (plan.attackers > 0 ? `, ${plan.attackers} hostile sockets` : ''),
    `setup                ${result.setupS.toFixed(1)} s (players, connections, rooms, first solutions; not measured)`,
    `racers connected     ${result.connected}/${plan.racers + (plan.wallsEveryS === null ? 0 : WALLS_MAKERS)} at the end` +
      (plan.wallsEveryS === null ? '' : `, ${WALLS_MAKERS} of them only create the walls puzzles`),
    `rooms                ${result.roomsOpen}/${plan.rooms}`,
    `races                ${stats.racesStarted} started, ${stats.racesFinished} finished; ${stats.runsFinished} runs ended as core ends them` +
      (stats.wallsHandedIn > 0 ? `, ${stats.wallsHandedIn} walls layouts handed in` : ''),
    `moves sent/acked     ${stats.movesSent} / ${stats.movesAcked}`,
    `moves per second     ${(stats.movesAcked / result.racingS).toFixed(1)} over ${result.racingS.toFixed(1)} s`,
    `ack latency (ms)     ${latencyText(moves)}`,
  ];
  if (plan.wallsEveryS !== null) {
    lines.push(`walls puzzles        ${stats.wallsPuzzles} asked for; run:start ack (playable board) ms: ${latencyText(summarize(stats.wallsStartLatencies))}`);
    lines.push(`  par known (ms)     ${latencyText(summarize(stats.parKnownLatencies))} after the run:start was sent; ${stats.parUnknownAtClose} still unknown at close`);
  }
  for (const [event, latencies] of stats.raceLatencies) lines.push(`${`${event} ack (ms)`.padEnd(20)} ${latencyText(summarize(latencies))}`);
  // A request left waiting is a failure, not "slow": the player has left by then.
  lines.push(
    `unanswered at close  ${stats.unansweredAtClose}${stats.unansweredAtClose > 0 ? ' FAILED: race or walls requests still waiting for their ack when the phase ended' : ''}`,
  );
  lines.push(`errors               ${stats.errorCount}`);
  for (const [code, tally] of [...stats.errors].sort((a, b) => b[1].count - a[1].count)) {
    lines.push(`  ${code.padEnd(18)} ${tally.count}`);
    for (const example of tally.examples) lines.push(`      e.g. ${example}`);
  }
  if (result.attack) lines.push(attackText(result.attack, plan.attackers, result.racingS));
  if (stats.setupRetries > 0) lines.push(`setup retries        ${stats.setupRetries} REST 429s waited out while creating players`);
  lines.push(...memoryLines(result.memory, plan.url, serverStarted));
  const { server } = result;
  const orNa = (value: number | null, text: (value: number) => string) => (value === null ? 'n/a' : text(value));
  lines.push(
    `server load          CPU ${orNa(server.cpuPercent, (v) => `${v.toFixed(0)}%`)} of one core (solver threads included)` +
      (server.mainThreadPercent === null
        ? ','
        : `, main thread ${server.mainThreadPercent.toFixed(0)}% (${orNa(server.mainThreadMsPerMove, ms)} ms per acked move)` +
          ` and waiting for a core ${orNa(server.mainThreadWaitingPercent, (v) => `${v.toFixed(0)}%`)} of the time,`) +
      ` event loop lag p99 up to ${orNa(server.loopLagP99MaxMs, ms)} ms,` +
      ` own move handling p50 <= ${orNa(server.moveP50Ms, ms)} ms, p99 <= ${orNa(server.moveP99Ms, ms)} ms (histogram buckets)` +
      (server.missedSamples > 0 ? `; ${server.missedSamples} reads of /metrics got no answer within 5 s` : ''),
  );
  lines.push(
    `server waits         storage commits p50 <= ${orNa(server.commitP50Ms, ms)} ms, p99 <= ${orNa(server.commitP99Ms, ms)} ms` +
      ` (${orNa(server.commits, (n) => String(n))} commits, histogram buckets; an ack waits for its commit),` +
      ` garbage collection pauses ${orNa(server.gcPauseMs, ms)} ms in all (the event loop stands still in them)`,
  );
  lines.push(
    `load tool            CPU ${result.tool.cpuPercent.toFixed(0)}% of one core, event loop delay p99 ${ms(result.tool.loopDelayP99Ms)} ms, max ${ms(result.tool.loopDelayMaxMs)} ms`,
  );
  return lines.join('\n');
}

/**
 * The phases of a comparison, round by round: baseline and walls, then walls and baseline
 * (ABBA), so a machine that speeds up or slows down during the run weighs on both alike.
 */
export function comparisonOrder<Other extends string = 'walls'>(rounds: number, other: Other = 'walls' as Other): ('baseline' | Other)[] {
  return Array.from({ length: rounds }, (_, round) => (round % 2 === 0 ? (['baseline', other] as const) : ([other, 'baseline'] as const))).flat();
}

/** issue 6: the two phases' move-ack latencies side by side, each over the acks of all its rounds. */
export function comparisonReport(baselines: readonly PhaseResult[], withWalls: readonly PhaseResult[]): string {
  const wallsEveryS = withWalls[0]?.plan.wallsEveryS;
  const { lines, ratio } = sideBySide(baselines, withWalls, 'with walls puzzles', 'with walls');
  return [
    `== move ack latency (ms): baseline vs. a new walls complex puzzle every ${wallsEveryS} s${roundsText(baselines.length)}`,
    ...lines,
    ...playableLines(baselines, withWalls),
    `p99 ratio ${ratio.toFixed(2)} (target <= ${P99_RATIO_TARGET}): ${ratio <= P99_RATIO_TARGET ? 'met' : 'NOT met'}`,
    ...targetLines(baselines, withWalls),
  ].join('\n');
}

export const roundsText = (rounds: number): string => (rounds > 1 ? `, ${rounds} rounds each, acks pooled` : '');

/**
 * The move acks of a comparison's two sides, each pooled over its rounds: rate, percentiles and
 * their ratios, then each round's p99s; and the ratio of the pooled p99s.
 */
export function sideBySide(baselines: readonly PhaseResult[], others: readonly PhaseResult[], otherColumn: string, otherShort: string): { lines: string[]; ratio: number } {
  const pooled = (results: readonly PhaseResult[]) => summarize(results.flatMap((result) => result.stats.moveLatencies));
  const a = pooled(baselines);
  const b = pooled(others);
  const row = (name: string, x: number, y: number) => `  ${name.padEnd(7)} ${ms(x).padStart(8)} ${ms(y).padStart(otherColumn.length)} ${(y / x).toFixed(2).padStart(8)}`;
  const rate = (results: readonly PhaseResult[]) =>
    results.reduce((acked, result) => acked + result.stats.movesAcked, 0) / results.reduce((seconds, result) => seconds + result.racingS, 0);
  const perRound =
    baselines.length > 1
      ? [
          `each round's p99 (baseline / ${otherShort}): ${baselines
            .map((baseline, index) => {
              const other = others[index];
              return `${ms(summarize(baseline.stats.moveLatencies).p99)} / ${other ? ms(summarize(other.stats.moveLatencies).p99) : 'n/a'}`;
            })
            .join(', ')}`,
        ]
      : [];
  const lines = [
    `        baseline ${otherColumn.padStart(otherColumn.length + 2)}    ratio`,
    `${row('moves/s', rate(baselines), rate(others))}   (a lower rate is less load: compare at equal rates)`,
    row('p50', a.p50, b.p50),
    row('p95', a.p95, b.p95),
    row('p99', a.p99, b.p99),
    row('max', a.max, b.max),
    ...perRound,
  ];
  return { lines, ratio: b.p99 / a.p99 };
}

const verdict = (met: boolean): string => (met ? 'met' : 'NOT met');

/**
 * The targets players feel, each with its verdict. A par still unknown when its phase
 * ended counts as never known (above every bound), not as missing: leaving it out would
 * make a solver that falls behind look fast.
 */
function targetLines(baselines: readonly PhaseResult[], withWalls: readonly PhaseResult[]): string[] {
  const all = [...baselines, ...withWalls];
  const p99Of = (results: readonly PhaseResult[]) => summarize(results.flatMap((result) => result.stats.moveLatencies)).p99;
  const moveP99 = Math.max(p99Of(baselines), p99Of(withWalls));
  const playable = all.flatMap((result) => [...result.stats.raceLatencies.values()].flat().concat(result.stats.wallsStartLatencies));
  const playableP99 = summarize(playable).p99;
  const known = withWalls.flatMap((result) => result.stats.parKnownLatencies);
  const unknown = withWalls.reduce((sum, result) => sum + result.stats.parUnknownAtClose, 0);
  const parP95 = summarize([...known, ...Array<number>(unknown).fill(Number.POSITIVE_INFINITY)]).p95;
  const unanswered = all.reduce((sum, result) => sum + result.stats.unansweredAtClose, 0);
  const errors = all.reduce((sum, result) => sum + result.stats.errorCount, 0);
  // Counted to the end of the run: a walls par not pushed within its timeout is recorded after its phase's report.
  const byCode = new Map<string, number>();
  for (const result of all) for (const [code, tally] of result.stats.errors) byCode.set(code, (byCode.get(code) ?? 0) + tally.count);
  const codes = byCode.size === 0 ? '' : ` (${[...byCode].map(([code, count]) => `${code} ${count}`).join(', ')})`;
  return [
    `== targets (issue 18)`,
    `  move ack p99, worse phase        ${ms(moveP99)} ms (target <= ${TARGETS.moveAckP99Ms}): ${verdict(moveP99 <= TARGETS.moveAckP99Ms)}`,
    `  playable board p99, all starts   ${ms(playableP99)} ms (target <= ${TARGETS.playableP99Ms}): ${verdict(playableP99 <= TARGETS.playableP99Ms)}`,
    `  walls par known p95              ${Number.isFinite(parP95) ? `${ms(parP95)} ms` : 'never'} (${known.length} known, ${unknown} still unknown at close, counted as never; target <= ${TARGETS.parKnownP95Ms}): ${verdict(parP95 <= TARGETS.parKnownP95Ms)}`,
    `  unanswered at close, errors      ${unanswered}, ${errors}${codes} (target 0, 0): ${verdict(unanswered === 0 && errors === 0)}`,
  ];
}

/** What players wait for besides moves, pooled per side: a playable board, par, and requests never answered. */
function playableLines(baselines: readonly PhaseResult[], withWalls: readonly PhaseResult[]): string[] {
  const pooled = (results: readonly PhaseResult[], pick: (result: PhaseResult) => readonly number[]) => {
    const all = results.flatMap(pick);
    return all.length === 0 ? 'none' : latencyText(summarize(all));
  };
  const events = [...new Set([...baselines, ...withWalls].flatMap((result) => [...result.stats.raceLatencies.keys()]))];
  const unanswered = (results: readonly PhaseResult[]) => results.reduce((sum, result) => sum + result.stats.unansweredAtClose, 0);
  return [
    `== time to a playable board and to par (ms), baseline | with walls puzzles`,
    ...events.map(
      (event) =>
        `  ${`${event} ack`.padEnd(22)} ${pooled(baselines, (r) => r.stats.raceLatencies.get(event) ?? [])} | ${pooled(withWalls, (r) => r.stats.raceLatencies.get(event) ?? [])}`,
    ),
    `  ${'walls run:start ack'.padEnd(22)} ${pooled(withWalls, (r) => r.stats.wallsStartLatencies)}`,
    `  ${'walls par known'.padEnd(22)} ${pooled(withWalls, (r) => r.stats.parKnownLatencies)}`,
    `  ${'unanswered at close'.padEnd(22)} ${unanswered(baselines)} | ${unanswered(withWalls)} (each one a failure)`,
  ];
}
