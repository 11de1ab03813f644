// Jest's global setup: the bundles under dist/ (the action, the CLI and the reference engine that
// every executing test spawns) must be built from the sources being tested. When the hash of the
// build inputs differs from the one recorded at the last build (scripts/build-inputs.mjs), dist/
// is rebuilt first (`npm run build`), or, with PLASMATE_TEST_REBUILD=never, the run is refused
// with the reason — so `npm test` after editing src/ never passes on the old bundle. Then the
// reference engine's V8 code caches for the Node running the tests are written when missing (a clean
// clone has none: they are not committed; CI runs the suite on a second Node), with the build's own
// writer: they change no behaviour (the engine checks each against its chunk and otherwise compiles
// from source) but save each engine child about 0.4 CPU-s, some 50 CPU-s a suite.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_INPUTS_FILE, buildInputsHash, recordedBuildInputsHash } from './build-inputs.mjs';
import { ensureCodeCaches } from './engine-code-cache.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The opt-out of the automatic rebuild (CI that must test exactly the committed bundle, say). */
export const REBUILD_VARIABLE = 'PLASMATE_TEST_REBUILD';

/**
 * Returns when dist/ under `root` is current; otherwise rebuilds it with `rebuild` (or throws with
 * the reason when `env` says never). Parameterised for its own test; Jest calls the default export.
 */
export function ensureDistCurrent(root, env, rebuild) {
  const recorded = recordedBuildInputsHash(root);
  if (recorded !== null && recorded === buildInputsHash(root)) return;
  const why = recorded === null
    ? `${BUILD_INPUTS_FILE} is missing, so nothing says which sources dist/ was built from`
    : `dist/ was built from other sources: src/, the build scripts, fixtures/benchmark/ or package-lock.json changed since the last \`npm run build\``;
  if (env[REBUILD_VARIABLE] === 'never') {
    throw new Error(`refusing to test a stale bundle: ${why}. Run \`npm run build\` (or unset ${REBUILD_VARIABLE} to rebuild automatically).`);
  }
  process.stderr.write(`${why}; rebuilding dist/ before the tests (npm run build)…\n`);
  rebuild();
  if (recordedBuildInputsHash(root) !== buildInputsHash(root)) throw new Error(`the rebuild did not record the sources' hash in ${BUILD_INPUTS_FILE}; see scripts/build.mjs`);
}

export default function distCurrent() {
  ensureDistCurrent(repoRoot, process.env, () => {
    execFileSync(process.execPath, [join(repoRoot, 'scripts/build.mjs')], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
  });
  const engineDir = join(repoRoot, 'dist/engine');
  if (existsSync(engineDir) && ensureCodeCaches(engineDir)) process.stderr.write(`wrote the reference engine's code caches for Node ${process.version} (scripts/engine-code-cache.mjs)\n`);
}
