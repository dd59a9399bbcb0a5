// Tells whether a target's built JavaScript is older than any of its sources. Cheap (a stat
// per input, about a hundred), so the CLI runs it at every start; it loads no build tool.
import { readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { MANIFEST, TARGETS } from './targets.mjs';

/** The reason `name` must be rebuilt under `root`, or null when its output is up to date. */
export function staleness(root, name) {
  const target = TARGETS[name];
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(root, target.outdir, MANIFEST), 'utf8'));
  } catch {
    return 'not built yet';
  }
  for (const output of manifest.outputs) {
    if (mtimeOf(join(root, output)) === null) return `${output} is missing`;
  }
  // Not `join` per input: a hundred calls make its normalising loop hot, and V8 then spent some
  // 18 ms of CPU optimising it at each CLI start. The manifest's paths are already normal.
  const base = root.endsWith(sep) ? root : root + sep;
  for (const input of manifest.inputs) {
    const mtime = mtimeOf(base + input);
    // A deleted input is a change too: the build that used it is not the code checked out.
    if (mtime === null) return `${input} is gone`;
    if (mtime > manifest.builtAt) return `${input} changed`;
  }
  return null;
}

function mtimeOf(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}
