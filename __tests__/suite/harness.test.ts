/**
 * The suite's own machinery: the global setup that keeps tests off a stale dist/ (a hash of the
 * build inputs recorded at build time), and the summary reporter's verdict (jestjs/jest#6924).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_INPUTS_FILE, buildInputFiles, buildInputsHash, buildInputsRecord, recordedBuildInputsHash } from '../../scripts/build-inputs.mjs';
import { ensureDistCurrent, REBUILD_VARIABLE } from '../../scripts/jest-dist-current.mjs';

const require = createRequire(join(process.cwd(), 'package.json'));
const { runSucceeded } = require('./scripts/jest-summary-reporter.cjs') as { runSucceeded: (results: Record<string, unknown>) => boolean };

/** A minimal repository root: one source, one build script, a lockfile and a dist/ built from them. */
function fakeRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
  mkdirSync(join(root, 'src'));
  mkdirSync(join(root, 'scripts'));
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'src/a.ts'), 'export const a = 1;\n');
  writeFileSync(join(root, 'scripts/build.mjs'), '// build\n');
  writeFileSync(join(root, 'package-lock.json'), '{}\n');
  writeFileSync(join(root, BUILD_INPUTS_FILE), buildInputsRecord(root));
  return root;
}

describe('the stale-bundle check', () => {
  let root: string;
  beforeEach(() => { root = fakeRoot(); });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('the hash covers sources, build scripts and the lockfile, not the test reporter; it is deterministic', () => {
    writeFileSync(join(root, 'scripts/jest-summary-reporter.cjs'), '//\n');
    expect(buildInputFiles(root)).toEqual(['package-lock.json', 'scripts/build.mjs', 'src/a.ts']);
    expect(buildInputsHash(root)).toBe(recordedBuildInputsHash(root));
    expect(buildInputsRecord(root)).toBe(buildInputsRecord(root));
  });

  test.each([['src/a.ts'], ['src/new/b.ts'], ['scripts/build.mjs'], ['package-lock.json']])('a change to %s is seen: refused with the reason, or rebuilt', (file) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), 'changed\n');
    expect(() => ensureDistCurrent(root, { [REBUILD_VARIABLE]: 'never' }, () => undefined)).toThrow(/refusing to test a stale bundle: dist\/ was built from other sources/);
    let rebuilt = 0;
    ensureDistCurrent(root, {}, () => {
      rebuilt += 1;
      writeFileSync(join(root, BUILD_INPUTS_FILE), buildInputsRecord(root));
    });
    expect(rebuilt).toBe(1);
    ensureDistCurrent(root, { [REBUILD_VARIABLE]: 'never' }, () => { throw new Error('not stale: no rebuild'); });
  });

  test('no recorded hash is stale too, and a rebuild that records none is an error', () => {
    rmSync(join(root, BUILD_INPUTS_FILE));
    expect(() => ensureDistCurrent(root, { [REBUILD_VARIABLE]: 'never' }, () => undefined)).toThrow(/is missing/);
    expect(() => ensureDistCurrent(root, {}, () => undefined)).toThrow(/the rebuild did not record the sources' hash/);
  });

  test('this checkout\'s dist/ was built from these sources (the global setup ran)', () => {
    expect(recordedBuildInputsHash(process.cwd())).toBe(buildInputsHash(process.cwd()));
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
