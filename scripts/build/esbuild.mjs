// Builds a target with esbuild and records its inputs (see freshness.mjs).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';
import { writeCodeCache } from './code-cache.mjs';
import { MANIFEST, SHARED_INPUTS, TARGETS } from './targets.mjs';

/** Leaves every npm package but our own workspaces (TypeScript sources) to node_modules. */
const dependenciesExternal = {
  name: 'dependencies-external',
  setup(on) {
    on.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@gridrace/') ? undefined : { path: args.path, external: true }));
  },
};

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
    // The server's names stay readable in stack traces; the CLI starts faster from less text.
    minify: target.codeCache,
    keepNames: !target.codeCache,
    sourcemap: name === 'server' ? 'linked' : false,
    plugins: target.bundleDependencies ? [] : [dependenciesExternal],
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
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
  // Packages inside the bundle change with the lock file; their hundreds of files need no stat.
  const sources = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules/'));
  const manifest = { builtAt, outputs, inputs: [...sources, ...SHARED_INPUTS] };
  const manifestPath = join(root, target.outdir, MANIFEST);
  writeFileSync(`${manifestPath}.${process.pid}.partial`, `${JSON.stringify(manifest, null, 1)}\n`);
  renameSync(`${manifestPath}.${process.pid}.partial`, manifestPath);
  return outputs;
}
