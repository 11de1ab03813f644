// Jest's global setup: the bundles under dist/ that the selected test files declare they need
// (`@needs-bundle` in their leading docblock: scripts/test-needs.cjs) must be built from the
// sources being tested. A bundle whose inputs' hash differs from the one recorded at its last build
// (scripts/build-inputs.mjs) is rebuilt first, alone (`node scripts/build.mjs NAME…`); a bundle no
// selected file needs is never looked at, so a run of files that need none (the `unit` project)
// starts at once. With PLASMATE_TEST_REBUILD=never nothing is rebuilt: one line says which bundles
// are stale and which selected files will run against them as they are (the opt-out of CI that
// tests exactly the committed bundle, or of a maintainer who knows the edit does not reach it).
// Each test file's environment holds it to its declaration (a file that starts an undeclared
// bundle fails: __tests__/helpers/outer-jsdom/environment.cjs).
//
// Then, when the engine is needed, its V8 code caches for the Node running the tests are written
// when missing (a clean clone has none: they are not committed; CI runs the suite on a second Node),
// with the build's own writer: they change no behaviour (the engine checks each against its chunk
// and otherwise compiles from source) but save each engine child about 0.4 CPU-s.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_NAMES, staleBundles, withRunTimeBundles } from './build-inputs.mjs';
import { ensureCodeCaches } from './engine-code-cache.mjs';

const require = createRequire(import.meta.url);
const { SELECTED_TESTS, testFileNeeds } = require('./test-needs.cjs');

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The opt-out of the automatic rebuild (CI that must test exactly the committed bundle, say). */
export const REBUILD_VARIABLE = 'PLASMATE_TEST_REBUILD';

/**
 * The bundles the test files need (what they declare, and what those bundles run), each with the
 * files that need it. `testPaths` null (the sequencer did not say): every bundle, by no file.
 */
export function bundlesNeeded(testPaths) {
  const needs = new Map();
  if (testPaths === null) {
    for (const name of BUNDLE_NAMES) needs.set(name, []);
    return needs;
  }
  for (const path of testPaths) {
    for (const name of withRunTimeBundles(testFileNeeds(path).bundles)) needs.set(name, [...(needs.get(name) ?? []), path]);
  }
  return new Map(BUNDLE_NAMES.filter((n) => needs.has(n)).map((n) => [n, needs.get(n)]));
}

/**
 * Rebuilds (with `rebuild(names)`) the needed bundles that are stale under `root`, or with `env`
 * saying never, writes one line naming them and the files that will run against them. `needs`:
 * bundlesNeeded's map. Returns the names rebuilt. Parameterised for its own test.
 */
export function ensureBundlesCurrent(root, needs, env, rebuild, write = (line) => process.stderr.write(line)) {
  if (needs.size === 0) return [];
  const stale = staleBundles(root, [...needs.keys()]);
  if (stale.length === 0) return [];
  const files = (name) => needs.get(name).map((p) => relative(root, p));
  const said = stale.map((s) => `${s.name} (${s.why})`).join(', ');
  if (env[REBUILD_VARIABLE] === 'never') {
    const users = stale.map((s) => `${s.name}: ${files(s.name).join(', ') || 'every file'}`).join('; ');
    write(`${REBUILD_VARIABLE}=never: not rebuilding, so dist/ may be stale: ${said}. These test files run against the bundle as it is: ${users}. \`npm run build\` makes it current.\n`);
    return [];
  }
  const names = stale.map((s) => s.name);
  write(`rebuilding ${names.join(', ')} before the tests that need ${names.length === 1 ? 'it' : 'them'}: ${said}\n`);
  rebuild(names);
  const still = staleBundles(root, names);
  if (still.length > 0) throw new Error(`the rebuild of ${still.map((s) => s.name).join(', ')} did not record its inputs' hash; see scripts/build.mjs`);
  return names;
}

export default function distCurrent() {
  const selected = globalThis[SELECTED_TESTS] ?? null;
  const needs = bundlesNeeded(selected);
  ensureBundlesCurrent(repoRoot, needs, process.env, (names) => {
    execFileSync(process.execPath, [join(repoRoot, 'scripts/build.mjs'), ...names], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
  });
  const engineDir = join(repoRoot, 'dist/engine');
  if (needs.has('engine') && existsSync(engineDir) && ensureCodeCaches(engineDir)) process.stderr.write(`wrote the reference engine's code caches for Node ${process.version} (scripts/engine-code-cache.mjs)\n`);
}
