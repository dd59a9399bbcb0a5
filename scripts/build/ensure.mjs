// Makes sure a target's built JavaScript matches the sources before it runs: a stale build
// is rebuilt (esbuild takes a second or a few), never run silently.
import { fileURLToPath } from 'node:url';
import { staleness } from './freshness.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function ensureBuilt(name, log = (line) => process.stderr.write(`${line}\n`)) {
  const reason = staleness(ROOT, name);
  if (reason === null) return;
  let buildTarget;
  try {
    ({ buildTarget } = await import('./esbuild.mjs'));
  } catch (error) {
    // A production install (no devDependencies) has no esbuild: say what to do instead.
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error(
      `Gridrace's built ${name} is out of date (${reason}) and esbuild is not installed to rebuild it: run \`npm install\` (or \`npm run build\` where the devDependencies are).`,
    );
  }
  log(`Gridrace: building the ${name} (${reason})`);
  await buildTarget(ROOT, name);
}
