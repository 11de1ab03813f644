// The tests' Jest environment: Node's, plus one jsdom per Jest worker (docs/test-suite.md, "The
// worker's environment"). Jest gives every test file its own module registry, so each file that
// imports jsdom (the in-process engine, the SOM and Markdown tests) evaluated its ~900 modules
// again: about 1 CPU-s a file. This module is loaded by Node's own `require`, once per worker, so
// the `require` it hands the test files (through jest.config.js's moduleNameMapper and the shims
// beside this file) loads jsdom once per worker and shares it. jsdom keeps no per-document state in
// its modules; what the engine patches into them (forms.ts's submission hooks) it installs anew in
// each test file, as in each engine process.
//
// A file whose leading docblock has `@own-jsdom` gets jsdom in its own registry, as before: the
// escape corpus's unconfined control, whose attacks climb from a page to the realm that loaded
// jsdom and must find that file's `process` there.
//
// Each file is also held to what its leading docblock says it starts (`@needs-bundle`,
// `@needs-child-process`: scripts/test-needs.cjs): a child it did not declare fails the test that
// started it, or the file when no test was running.
const { TestEnvironment } = require('jest-environment-node');
const needs = require('../../../scripts/test-needs.cjs');

const SHARED_JSDOM = Symbol.for('plasmate.test.sharedJsdom');

// A Node started with NODE_EXTRA_CA_CERTS reads and parses that bundle before it runs anything:
// ~0.04 CPU-s a start here (a 215 KB bundle; `node -e 0` 0.15 -> 0.11 CPU-s), paid by every child
// that inherits this worker's environment (the CLI bundle, engine launchers, fixture children,
// the scripts under test). No test uses TLS (every server is plain HTTP on loopback), so the
// workers drop it before the test files' `process.env` copy is made (docs/test-suite.md).
const UNNEEDED_CHILD_ENV = ['NODE_EXTRA_CA_CERTS'];
const specifier = (subpath) => (subpath === '' ? 'jsdom' : `jsdom/${subpath}`);

class EnvironmentWithSharedJsdom extends TestEnvironment {
  constructor(config, context) {
    for (const name of UNNEEDED_CHILD_ENV) delete process.env[name];
    super(config, context);
    this.global[SHARED_JSDOM] = {
      shared: !Object.hasOwn(context.docblockPragmas, 'own-jsdom'),
      load: (subpath) => require(specifier(subpath)),
      resolve: (subpath) => require.resolve(specifier(subpath)),
    };
    needs.installSpawnGuard();
    this.testPath = context.testPath;
  }

  async setup() {
    await super.setup();
    needs.beginFile(this.testPath);
  }

  handleTestEvent(event) {
    if (event.name === 'test_done') event.test.errors.push(...needs.takeViolations());
  }

  async teardown() {
    try {
      needs.endFile();
    } finally {
      await super.teardown();
    }
  }
}

module.exports = EnvironmentWithSharedJsdom;
