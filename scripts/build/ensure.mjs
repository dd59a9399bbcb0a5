// Makes sure a target's built JavaScript matches the sources before it runs: a stale build
// is rebuilt (esbuild takes well under a second), never run silently.
import { fileURLToPath } from 'node:url';
import { staleness } from './freshness.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function ensureBuilt(name, log = (line) => process.stderr.write(`${line}\n`)) {
  const reason = staleness(ROOT, name);
  if (reason === null) return;
  let buildTarget;
  try {
    ({ buildTarget } = await import('./esbuild.mjs'));
  } catch {
    // A production install (no devDependencies) has no esbuild: say what to do instead.
    throw new Error(`Gridrace's built ${name} is out of date (${reason}) and esbuild is not installed to rebuild it: run \`npm install\` (or \`npm run build\` where the devDependencies are).`);
  }
  log(`Gridrace: building the ${name} (${reason})`);
  await buildTarget(ROOT, name);
}
