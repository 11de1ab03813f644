// ESM + ts-jest: see ../shared/notes/toolchain.md. Plain .js from jsdom's ESM-only
// dependencies is transpiled too, or jsdom cannot be required under jest on Node 20.
//
// Two projects (docs/test-suite.md): `unit` (everything in-process, real children of the engine
// bundle included) and `e2e` (*.e2e.test.ts: the action and the CLI end to end, mostly in-process
// through their seams, plus the few tests of the bundles themselves). `--selectProjects unit` is
// the quick loop. Before any test, the global setup rebuilds dist/ when it was built from other
// sources (scripts/jest-dist-current.mjs), so no test runs an old bundle.
//
// The environment is Node's plus one jsdom per worker (__tests__/helpers/outer-jsdom/): `jsdom` and
// its deep imports are mapped to shims that hand out the worker's copy, so a file that imports
// jsdom does not evaluate it again in its own registry (about 1 CPU-s a file).
//
// The transformer is ts-jest plus one line per module that binds the built-in globals it reads
// (__tests__/helpers/fast-globals/transformer.cjs): in Jest's vm context each read of a global
// costs ~150 ns through Node's context interceptors, ~1 ns as a module binding.
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
    { ...shared, displayName: 'unit', testMatch: ['**/*.test.ts'], testPathIgnorePatterns: ['\\.e2e\\.test\\.ts$'] },
    { ...shared, displayName: 'e2e', testMatch: ['**/*.e2e.test.ts'] },
  ],
  globalSetup: '<rootDir>/scripts/jest-dist-current.mjs',
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
