// V8's code cache for the CLI's bundle: compiling half a megabyte of JavaScript was a third of
// the command's own start-up time, and Node 20 keeps no compile cache of its own (22 does). The
// build runs the bundle once and saves what V8 compiled; each start hands that back to V8,
// which checks it was made by the same V8 with the same flags (else compiles as usual).
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import vm from 'node:vm';

const cacheOf = (file) => `${file}.cache`;

/** The bundle as CommonJS's own wrapper would run it: the same text at build and at start. */
function compile(file, cachedData) {
  const code = readFileSync(file, 'utf8');
  return new vm.Script(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: file, cachedData });
}

function run(script, file) {
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  return module.exports;
}

/** The exports of a CommonJS bundle, compiled from its code cache when that is usable. */
export function loadWithCodeCache(file) {
  let cachedData;
  try {
    // V8 checks a cache's V8 version and flags, but of the source only its length: a cache
    // older than the bundle may be another build's, and is not used.
    if (statSync(cacheOf(file)).mtimeMs >= statSync(file).mtimeMs) cachedData = readFileSync(cacheOf(file));
  } catch {
    // No cache: compiled as usual.
  }
  return run(compile(file, cachedData), file);
}

/** Runs the bundle's top level once and saves the code V8 compiled for it (after the bundle). */
export function writeCodeCache(file) {
  const script = compile(file);
  run(script, file);
  const partial = `${cacheOf(file)}.${process.pid}.partial`;
  writeFileSync(partial, script.createCachedData());
  renameSync(partial, cacheOf(file));
  return cacheOf(file);
}
