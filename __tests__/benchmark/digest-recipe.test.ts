/**
 * The README's recipe for recomputing the suite digests from a checkout: the Python
 * block under "Recomputing the benchmark digests" is run exactly as written and its output must be
 * the digests the benchmark writes into its evidence. A recipe that drifted from the
 * digest (another framing, another file order, a manifest it canonicalised differently) fails here.
 * The digests the benchmark writes are suiteIdentity()'s (src/benchmark/run.ts puts them into every
 * report, and the evidence validator refuses a report whose suite block differs from it: the
 * shared real run passes that validator in benchmark/validate-evidence.test.ts), so the recipe is
 * compared with suiteIdentity() itself and no benchmark runs here (alone, a run cost ~17 CPU-s).
 * @needs-child-process python3
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suiteIdentity } from '../../src/benchmark/digest.js';
import { FIXTURE_FILES } from '../../src/benchmark/suite.js';

const MARKER = '<!-- digest-recipe: run by __tests__/benchmark/digest-recipe.test.ts -->';

/** The fenced python block right after the marker, verbatim. */
function readmeRecipe(): string {
  const readme = readFileSync('README.md', 'utf8');
  const at = readme.indexOf(MARKER);
  expect(at).toBeGreaterThan(-1);
  const block = /^```python\n([\s\S]*?)^```$/m.exec(readme.slice(at + MARKER.length));
  expect(block).not.toBeNull();
  return block![1]!;
}

/**
 * The interpreter `python3` on PATH runs, resolved once: PATH's python3 may be a version manager's
 * shim (pyenv's is a shell script that runs pyenv first), which cost ~0.6 CPU-s per start here.
 */
let python: string;
beforeAll(() => {
  const run = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' });
  expect(run.status).toBe(0);
  python = run.stdout.trim();
});

function runRecipe(cwd: string): Record<string, string> {
  const script = join(mkdtempSync(join(tmpdir(), 'digest-recipe-')), 'recipe.py');
  writeFileSync(script, readmeRecipe());
  const run = spawnSync(python, [script], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH } });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return Object.fromEntries(run.stdout.trim().split('\n').map((line) => line.split(' ') as [string, string]));
}

test('the README recipe prints exactly the digests the benchmark reports', () => {
  // The suite identity does not depend on the child or the entry point (the CLI, the action and
  // the tests all run runBenchmark, which writes suiteIdentity() and FIXTURE_FILES' paths).
  expect(FIXTURE_FILES.map((f) => f.path)).toEqual(['fixtures/benchmark/start.html', 'fixtures/benchmark/destination.html', 'fixtures/benchmark/form.html']);
  expect(runRecipe(process.cwd())).toEqual(suiteIdentity());
});

test('the recipe reads the checkout: one changed byte of a page or of the manifest changes its output', () => {
  const original = runRecipe(process.cwd());
  const copy = mkdtempSync(join(tmpdir(), 'digest-recipe-checkout-'));
  cpSync('fixtures/benchmark', join(copy, 'fixtures/benchmark'), { recursive: true });
  expect(runRecipe(copy)).toEqual(original);
  writeFileSync(join(copy, 'fixtures/benchmark/form.html'), readFileSync('fixtures/benchmark/form.html', 'utf8').replace('Contact details', 'Contact detail'));
  const page = runRecipe(copy);
  expect(page.manifest_sha256).toBe(original.manifest_sha256);
  expect(page.fixture_corpus_sha256).not.toBe(original.fixture_corpus_sha256);
  writeFileSync(join(copy, 'fixtures/benchmark/suite.json'), readFileSync('fixtures/benchmark/suite.json', 'utf8').replace('"trace"', '"replay"'));
  expect(runRecipe(copy).manifest_sha256).not.toBe(original.manifest_sha256);
});
