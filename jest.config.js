// ESM + ts-jest: see ../shared/notes/toolchain.md. Plain .js from jsdom's ESM-only
// dependencies is transpiled too, or jsdom cannot be required under jest on Node 20.
//
// Three projects (docs/test-suite.md), by what each file declares it starts in its leading docblock
// (`@needs-bundle`, `@needs-child-process`: scripts/test-needs.cjs, which its environment enforces):
// `unit`, the files that start no child process and no bundle; `engine`, the other *.test.ts files
// (the engine's bundle over MCP stdio, supervised children, git); `e2e` (*.e2e.test.ts: the action
// and the CLI end to end, mostly in-process through their seams, plus the tests of the bundles
// themselves). `--selectProjects unit` is the quick loop: it needs no bundle, so it never waits for
// one. Before the tests, the global setup rebuilds the bundles the selected files need whose inputs
// changed, and only those (scripts/jest-dist-current.mjs), so no test runs an old bundle.
//
// The environment is Node's plus one jsdom per worker (__tests__/helpers/outer-jsdom/): `jsdom` and
// its deep imports are mapped to shims that hand out the worker's copy, so a file that imports
// jsdom does not evaluate it again in its own registry (about 1 CPU-s a file).
//
// The transformer is ts-jest plus one line per module that binds the built-in globals it reads
// (__tests__/helpers/fast-globals/transformer.cjs): in Jest's vm context each read of a global
// costs ~150 ns through Node's context interceptors, ~1 ns as a module binding.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const { projectOf } = createRequire(import.meta.url)('./scripts/test-needs.cjs');
const testFiles = readdirSync(join(root, '__tests__'), { recursive: true })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => join(root, '__tests__', f));
/**
 * The project's files, as exact paths (a glob over an absolute path matches that file alone); an
 * empty list would mean Jest's default pattern, so a project with no file matches a path none has.
 */
const filesOf = (project) => {
  const files = testFiles.filter((f) => projectOf(f) === project);
  return files.length > 0 ? files : [`<rootDir>/__tests__/no-${project}-files`];
};

const shared = {
  testEnvironment: '<rootDir>/__tests__/helpers/outer-jsdom/environment.cjs',
  roots: ['<rootDir>/__tests__'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^jsdom$': '<rootDir>/__tests__/helpers/outer-jsdom/index.cjs',
    '^jsdom/(.*)\\.js$': '<rootDir>/__tests__/helpers/outer-jsdom/$1.cjs',
  },
  transform: {
    '^.+\\.ts$': ['<rootDir>/__tests__/helpers/fast-globals/transformer.cjs', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: false }],
    '^.+\\.m?js$': ['<rootDir>/__tests__/helpers/fast-globals/transformer.cjs', { useESM: true, tsconfig: { allowJs: true }, diagnostics: false }],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(@exodus|parse5|entities|@asamuzakjp|@csstools|@bramus|css-tree|tough-cookie)/)',
  ],
};

export default {
  projects: [
    { ...shared, displayName: 'unit', testMatch: filesOf('unit') },
    { ...shared, displayName: 'engine', testMatch: filesOf('engine') },
    { ...shared, displayName: 'e2e', testMatch: filesOf('e2e') },
  ],
  globalSetup: '<rootDir>/scripts/jest-dist-current.mjs',
  testSequencer: '<rootDir>/scripts/jest-sequencer.cjs',
  // Two workers on two cores (Jest's default is cores - 1): the suite is CPU-bound here, the
  // workers and their children (engines, fault children, git) keeping both cores ~88 % busy; a third
  // worker gave the same wall time for 9 % more CPU (docs/test-suite.md).
  maxWorkers: 2,
  // A test that hangs still fails, but not the first test of an e2e file on a loaded machine: it
  // also transforms and links the action's module graph in-process (github/redaction-oracle), or
  // starts the bundle and loads its lazy Octokit chunk (github/lazy-client); both took over 30 s at
  // load ~16 (two cores shared by six sessions).
  testTimeout: 60000,
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.cjs'],
};
