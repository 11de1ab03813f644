// The hash of everything dist/ is built from, recorded by scripts/build.mjs in BUILD_INPUTS_FILE
// and compared by the test suite's global setup (scripts/jest-dist-current.mjs), so tests that run
// the bundles never run ones built from other sources. Deterministic: file contents and sorted
// repository paths only (no times, no absolute paths, no Node version), so the committed file is
// exactly what a rebuild writes and .ci/run's "dist is current" check covers it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const BUILD_INPUTS_FILE = 'dist/build-inputs.sha256';

/** Directories whose every file is an input (fixtures/benchmark/ is compiled into the bundles, patches/ into jsdom). */
const INPUT_DIRS = ['src', 'fixtures/benchmark', 'patches'];
/** The build scripts (scripts/build.mjs and what it imports) and the package's pins. */
const INPUT_FILES = [
  'scripts/build.mjs', 'scripts/build-inputs.mjs', 'scripts/engine-code-cache.mjs', 'scripts/suite-manifest.mjs', 'scripts/structure-validator.mjs', 'scripts/jsdom-patch.mjs',
  'package.json', 'package-lock.json', 'tsconfig.json',
];

function filesUnder(root, dir) {
  const out = [];
  const walk = (abs) => {
    for (const name of readdirSync(abs)) {
      const path = join(abs, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(root, path).split(sep).join('/'));
    }
  };
  if (existsSync(join(root, dir))) walk(join(root, dir));
  return out;
}

/** The input files, sorted: what buildInputsHash covers (exported for the message of a stale bundle). */
export function buildInputFiles(root) {
  return [...INPUT_DIRS.flatMap((d) => filesUnder(root, d)), ...INPUT_FILES.filter((f) => existsSync(join(root, f)))].sort();
}

/** SHA-256 over `path NUL sha256(content) LF` for each input file in sorted order. */
export function buildInputsHash(root) {
  const outer = createHash('sha256');
  for (const file of buildInputFiles(root)) {
    outer.update(`${file}\0${createHash('sha256').update(readFileSync(join(root, file))).digest('hex')}\n`);
  }
  return outer.digest('hex');
}

/** The hash recorded at the last build, or null when there is none. */
export function recordedBuildInputsHash(root) {
  const path = join(root, BUILD_INPUTS_FILE);
  if (!existsSync(path)) return null;
  const m = /^([0-9a-f]{64})\b/.exec(readFileSync(path, 'utf8'));
  return m === null ? null : m[1];
}

/** The file's text: the hash, and what it covers. */
export function buildInputsRecord(root) {
  return `${buildInputsHash(root)}  src/, fixtures/benchmark/, the build scripts, package.json, package-lock.json, tsconfig.json (scripts/build-inputs.mjs)\n`;
}
