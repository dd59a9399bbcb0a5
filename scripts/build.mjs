// `npm run build`: the server and the CLI to JavaScript. Only what is stale is built again,
// unless `--force` is given, as the root `prepare` script (run by `npm install` and `npm ci`)
// does: the dependencies bundled in may have changed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildTarget } from './build/esbuild.mjs';
import { ROOT } from './build/ensure.mjs';
import { staleness } from './build/freshness.mjs';
import { TARGETS } from './build/targets.mjs';

const force = process.argv.includes('--force');
for (const [name, target] of Object.entries(TARGETS)) {
  const missing = Object.values(target.entries).find((entry) => !existsSync(join(ROOT, entry)));
  if (missing) {
    // An install from the manifests alone (the Docker image's dependency layer) has no sources yet.
    console.log(`gridrace build: ${name} skipped, ${missing} is not here`);
    continue;
  }
  const reason = force ? 'forced' : staleness(ROOT, name);
  if (reason === null) {
    console.log(`gridrace build: ${name} is up to date`);
    continue;
  }
  const started = performance.now();
  const outputs = await buildTarget(ROOT, name);
  console.log(`gridrace build: ${name} (${reason}) → ${outputs.filter((o) => /\.[cm]js$/.test(o)).join(', ')} in ${Math.round(performance.now() - started)} ms`);
}
