// Builds a target with esbuild and records its inputs (see freshness.mjs).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';
import { writeCodeCache } from './code-cache.mjs';
import { MANIFEST, SAFE_OWN_PATHS, SHARED_INPUTS, TARGETS } from './targets.mjs';

/** The package a bundled input file belongs to (the last node_modules/ segment of its path). */
const packageOf = (input) => input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/)?.[1];

/** Bundled package files that find their own files at run time (see SAFE_OWN_PATHS). */
function ownPathUsers(root, inputs) {
  return inputs.filter((input) => {
    const name = packageOf(input);
    if (name === undefined || Object.hasOwn(SAFE_OWN_PATHS, name)) return false;
    return /\b__dirname\b|\b__filename\b|require\.resolve\(|import\.meta\.url/.test(readFileSync(join(root, input), 'utf8'));
  });
}

export async function buildTarget(root, name) {
  const target = TARGETS[name];
  // Taken before reading any source: a file saved during the build leaves the build stale.
  const builtAt = Date.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.entries(target.entries).map(([out, input]) => ({ out, in: input })),
    outdir: target.outdir,
    outExtension: { '.js': target.codeCache ? '.cjs' : '.mjs' },
    bundle: true,
    platform: 'node',
    format: target.codeCache ? 'cjs' : 'esm',
    target: 'node20',
    // The server keeps its text and names as they are, for stack traces (minified, it starts
    // only 3% sooner); the CLI starts faster from less text.
    minify: target.codeCache,
    keepNames: !target.codeCache,
    external: target.external.flatMap((name) => [name, `${name}/*`]),
    // In an ES module, bundled CommonJS packages require Node's modules (and the external
    // ones) through this.
    banner: target.codeCache ? {} : { js: "import { createRequire as __gridraceCreateRequire } from 'node:module'; const require = __gridraceCreateRequire(import.meta.url);" },
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const misplaced = ownPathUsers(root, Object.keys(result.metafile.inputs));
  if (misplaced.length > 0) {
    throw new Error(
      `the ${name} bundle would move these files away from files they read at run time; add their packages to the target's \`external\` (scripts/build/targets.mjs):\n  ${misplaced.join('\n  ')}`,
    );
  }
  const outputs = [];
  for (const file of result.outputFiles) {
    // Written aside then renamed: a CLI started meanwhile never loads half a file.
    mkdirSync(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
    outputs.push(relative(root, file.path));
    if (target.codeCache && file.path.endsWith('.cjs')) outputs.push(relative(root, writeCodeCache(file.path)));
  }
  // Packages inside the bundle change only by an install, which rebuilds (SHARED_INPUTS): their
  // thousands of files need no stat at each start.
  const sources = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules/'));
  const manifest = { builtAt, outputs, inputs: [...sources, ...SHARED_INPUTS] };
  const manifestPath = join(root, target.outdir, MANIFEST);
  writeFileSync(`${manifestPath}.${process.pid}.partial`, `${JSON.stringify(manifest, null, 1)}\n`);
  renameSync(`${manifestPath}.${process.pid}.partial`, manifestPath);
  return outputs;
}
