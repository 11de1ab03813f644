/**
 * The suite's own machinery: the global setup that makes current only the bundles the selected test
 * files declare, each by the hash of its own inputs recorded at build time; the declarations
 * themselves; and the summary reporter's verdict (jestjs/jest#6924).
 */
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_INPUTS_FILE, BUNDLES, bundleInputFiles, buildInputsRecord, moduleGraph, recordedBundleHashes, staleBundles } from '../../scripts/build-inputs.mjs';
import { bundlesNeeded, ensureBundlesCurrent, REBUILD_VARIABLE } from '../../scripts/jest-dist-current.mjs';

const require = createRequire(join(process.cwd(), 'package.json'));
const { runSucceeded } = require('./scripts/jest-summary-reporter.cjs') as { runSucceeded: (results: Record<string, unknown>) => boolean };
const { bundlesInCommand, parseNeeds, projectOf } = require('./scripts/test-needs.cjs') as {
  bundlesInCommand: (file: string, args: string[], cwd?: string, root?: string) => string[];
  parseNeeds: (source: string, path: string) => { bundles: string[]; childProcess: string | null };
  projectOf: (path: string, needs: { bundles: string[]; childProcess: string | null }) => string;
};

/** What the build reads, copied from this checkout, with a record of what it holds now. */
function copyOfBuildInputs(): string {
  const root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
  for (const path of ['src', 'scripts', 'fixtures/benchmark', 'package.json', 'package-lock.json', 'tsconfig.json']) cpSync(path, join(root, path), { recursive: true });
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, BUILD_INPUTS_FILE), buildInputsRecord(root));
  return root;
}

/** A source of each bundle that no other bundle is built from, and one that all are. */
function inputsByBundle(root: string): Record<string, string[]> {
  const sets = new Map(BUNDLES.map((b) => [b.name, new Set(bundleInputFiles(root, b))]));
  const of = (name: string) => sets.get(name) ?? new Set<string>();
  const only = (name: string) => [...of(name)].filter((f) => f.startsWith('src/') && BUNDLES.every((b) => b.name === name || !of(b.name).has(f)));
  return { action: only('action'), cli: only('cli'), engine: only('engine'), all: [...of('engine')].filter((f) => f.startsWith('src/contract/') && of('cli').has(f) && of('action').has(f)) };
}

/** The first source of `files` (each list is checked non-empty by the first test). */
const firstOf = (files: string[] | undefined): string => files?.[0] ?? 'src/missing.ts';
const everyBundle = () => new Map(BUNDLES.map((b) => [b.name, [] as string[]]));

describe('the stale-bundle check, per bundle, over a copy of the build inputs', () => {
  let root: string;
  let byBundle: Record<string, string[]>;
  /** The rebuild as the global setup asks for it: records which bundles, and their hashes as the build does. */
  let rebuilt: string[][];
  const rebuild = (names: string[]) => {
    rebuilt.push(names);
    writeFileSync(join(root, BUILD_INPUTS_FILE), buildInputsRecord(root, names));
  };
  const quiet = () => undefined;
  beforeAll(() => {
    root = copyOfBuildInputs();
    byBundle = inputsByBundle(root);
  });
  beforeEach(() => {
    writeFileSync(join(root, BUILD_INPUTS_FILE), buildInputsRecord(root));
    rebuilt = [];
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('each bundle has sources of its own, and the graph follows static and dynamic imports', () => {
    for (const name of ['action', 'cli', 'engine', 'all']) expect(byBundle[name]?.length).toBeGreaterThan(0);
    expect(moduleGraph(root, 'src/cli/main.ts')).toEqual(expect.arrayContaining(['src/cli/main.ts', 'src/benchmark/fixture-corpus.ts']));
    expect(bundleInputFiles(root, BUNDLES.find((b) => b.name === 'cli'))).toEqual(expect.arrayContaining(['fixtures/benchmark/suite.json', 'package-lock.json', 'scripts/build.mjs']));
    expect(bundleInputFiles(root, BUNDLES.find((b) => b.name === 'engine'))).not.toContain('src/github/modes/dispatch.ts');
    writeFileSync(join(root, 'src/engine/lazy-only.ts'), 'export const x = 1;\n');
    appendFileSync(join(root, 'src/engine/main.ts'), "\nexport const lazy = () => import('./lazy-only.js');\n");
    expect(moduleGraph(root, 'src/engine/main.ts')).toContain('src/engine/lazy-only.ts');
    expect(staleBundles(root).map((s) => s.name)).toEqual(['engine']);
  });

  test.each([['action'], ['cli'], ['engine']])('a change to a source only the %s bundle is built from rebuilds that bundle alone', (name) => {
    expect(staleBundles(root)).toEqual([]);
    appendFileSync(join(root, firstOf(byBundle[name])), '// one line\n');
    expect(ensureBundlesCurrent(root, everyBundle(), {}, rebuild, quiet)).toEqual([name]);
    expect(rebuilt).toEqual([[name]]);
    expect(staleBundles(root)).toEqual([]);
    expect(ensureBundlesCurrent(root, everyBundle(), {}, () => { throw new Error('current: no rebuild'); }, quiet)).toEqual([]);
  });

  test('a shared source or the lockfile rebuilds all three; a bundle no selected file needs is left as it is', () => {
    appendFileSync(join(root, firstOf(byBundle.all)), '// one line\n');
    expect(staleBundles(root).map((s) => s.name)).toEqual(['action', 'cli', 'engine']);
    expect(ensureBundlesCurrent(root, new Map([['engine', ['x.test.ts']]]), {}, rebuild, quiet)).toEqual(['engine']);
    expect(staleBundles(root).map((s) => s.name)).toEqual(['action', 'cli']);
    expect(ensureBundlesCurrent(root, new Map(), {}, () => { throw new Error('nothing needed: no rebuild'); }, quiet)).toEqual([]);
    appendFileSync(join(root, 'package-lock.json'), '\n');
    expect(ensureBundlesCurrent(root, everyBundle(), {}, rebuild, quiet)).toEqual(['action', 'cli', 'engine']);
  });

  test(`${REBUILD_VARIABLE}=never rebuilds nothing and says which bundles are stale and which files run against them`, () => {
    appendFileSync(join(root, firstOf(byBundle.cli)), '// one line\n');
    const said: string[] = [];
    const needs = new Map([['cli', [join(root, '__tests__/cli/a.e2e.test.ts')]], ['engine', [join(root, '__tests__/cli/a.e2e.test.ts')]]]);
    expect(ensureBundlesCurrent(root, needs, { [REBUILD_VARIABLE]: 'never' }, () => { throw new Error('never: no rebuild'); }, (l: string) => said.push(l))).toEqual([]);
    expect(said).toEqual([expect.stringMatching(/^PLASMATE_TEST_REBUILD=never: not rebuilding, so dist\/ may be stale: cli \(its inputs changed since it was built\)\. These test files run against the bundle as it is: cli: __tests__\/cli\/a\.e2e\.test\.ts\. /)]);
  });

  test('a bundle the record does not name is stale, and a rebuild that records no hash is an error', () => {
    writeFileSync(join(root, BUILD_INPUTS_FILE), readFileSync(join(root, BUILD_INPUTS_FILE), 'utf8').split('\n').filter((l) => !l.includes('  engine  ')).join('\n'));
    expect(Object.keys(recordedBundleHashes(root))).toEqual(['action', 'cli']);
    expect(staleBundles(root)).toEqual([{ name: 'engine', why: `${BUILD_INPUTS_FILE} records no hash for it` }]);
    expect(() => ensureBundlesCurrent(root, everyBundle(), {}, quiet, quiet)).toThrow(/the rebuild of engine did not record its inputs' hash/);
  });

  test('the build rewrites only the lines of the bundles it built', () => {
    const before = recordedBundleHashes(root);
    appendFileSync(join(root, firstOf(byBundle.action)), '// one line\n');
    appendFileSync(join(root, firstOf(byBundle.engine)), '// one line\n');
    writeFileSync(join(root, BUILD_INPUTS_FILE), buildInputsRecord(root, ['engine']));
    const after = recordedBundleHashes(root);
    expect(after.action).toBe(before.action);
    expect(after.cli).toBe(before.cli);
    expect(after.engine).not.toBe(before.engine);
    expect(staleBundles(root).map((s) => s.name)).toEqual(['action']);
  });
});

describe('what a test file declares it starts', () => {
  const at = join(process.cwd(), '__tests__/x/y.test.ts');
  test('the leading docblock\'s @needs-bundle and @needs-child-process, and the project they put the file in', () => {
    const needs = parseNeeds(['/**', ' * Words.', ' * @needs-bundle cli, engine', ' * @needs-child-process git', ' */', 'test();'].join('\n'), at);
    expect(needs).toEqual({ bundles: ['cli', 'engine'], childProcess: 'git' });
    expect(projectOf(at, needs)).toBe('engine');
    expect(projectOf(at, parseNeeds('/** Words. */\ntest();\n', at))).toBe('unit');
    expect(projectOf(at.replace('.test.ts', '.e2e.test.ts'), parseNeeds('', at))).toBe('e2e');
    expect(parseNeeds(['/**', ' * @needs-child-process', ' */'].join('\n'), at).childProcess).toBe('child processes');
  });

  test('a misspelt bundle or a declaration outside the leading docblock is a located error, not an empty declaration', () => {
    expect(() => parseNeeds(['/**', ' * @needs-bundle engin', ' */'].join('\n'), at)).toThrow("__tests__/x/y.test.ts:2:4: @needs-bundle names an unknown bundle 'engin'; the bundles are action, cli, engine");
    expect(() => parseNeeds(['/**', ' * @needs-bundle', ' */'].join('\n'), at)).toThrow(/:2:4: @needs-bundle names no bundle/);
    expect(() => parseNeeds(['// a comment first', '/**', ' * @needs-bundle engine', ' */'].join('\n'), at)).toThrow(/:3:4: @needs-bundle outside the file's leading docblock is not read/);
  });

  test('the bundles a selection needs are what its files declare and what those bundles start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'needs-'));
    try {
      const file = (name: string, docblock: string) => { writeFileSync(join(dir, name), `${docblock}\ntest('x', () => undefined);\n`); return join(dir, name); };
      const unit = file('u.test.ts', '/** Nothing. */');
      const cli = file('c.e2e.test.ts', ['/**', ' * @needs-bundle cli', ' */'].join('\n'));
      const engine = file('e.test.ts', ['/**', ' * @needs-bundle engine', ' */'].join('\n'));
      expect([...bundlesNeeded([unit])]).toEqual([]);
      expect([...bundlesNeeded([unit, cli])]).toEqual([['cli', [cli]], ['engine', [cli]]]);
      expect([...bundlesNeeded([engine, cli])]).toEqual([['cli', [cli]], ['engine', [engine, cli]]]);
      expect([...bundlesNeeded(null).keys()]).toEqual(['action', 'cli', 'engine']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a command starts a bundle when any word is, or contains, a script inside dist/', () => {
    const root = '/repo';
    expect(bundlesInCommand('/usr/bin/node', ['/repo/dist/engine/index.js', 'mcp'], '/tmp', root)).toEqual(['engine']);
    expect(bundlesInCommand('prlimit', ['--as=1', '/usr/bin/node', '/repo/dist/cli/index.js'], '/tmp', root)).toEqual(['cli']);
    expect(bundlesInCommand('node', ['dist/index.js'], '/repo', root)).toEqual(['action']);
    expect(bundlesInCommand('node', ['./dist/cli/index.js'], '/repo', root)).toEqual(['cli']);
    expect(bundlesInCommand('/bin/sh', ['-c', 'exec node /repo/dist/cli/index.js check "$@"'], '/tmp', root)).toEqual(['cli']);
    expect(bundlesInCommand('/bin/sh', ['-c', 'node /repo/dist/engine/index.js; node /repo/dist/index.js'], '/tmp', root).sort()).toEqual(['action', 'engine']);
    expect(bundlesInCommand('cat', ['/repo/dist/build-inputs.sha256'], '/tmp', root)).toEqual([]);
    expect(bundlesInCommand('node', ['dist/cli/index.js'], '/elsewhere', root)).toEqual([]);
    expect(bundlesInCommand('git', ['status'], '/repo', root)).toEqual([]);
  });
});

describe('the summary reporter\'s verdict', () => {
  const green = { numFailedTests: 0, numFailedTestSuites: 0, numRuntimeErrorTestSuites: 0, snapshot: { failure: false }, wasInterrupted: false, success: false };
  test('a green run is a success even though Jest has not set `success` yet', () => {
    expect(runSucceeded(green)).toBe(true);
  });
  test.each([
    ['a failed test', { numFailedTests: 1, numFailedTestSuites: 1 }],
    ['a suite that failed to run', { numRuntimeErrorTestSuites: 1, numFailedTestSuites: 1 }],
    ['a snapshot failure', { snapshot: { failure: true } }],
    ['an interrupted run', { wasInterrupted: true }],
  ])('%s is not', (_name, patch) => {
    expect(runSucceeded({ ...green, ...patch })).toBe(false);
  });
});
