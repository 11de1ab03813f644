// A Jest reporter that writes the run's own counts to build/test-results.node<major>.json, so .ci/run
// can print "N passed, N failed" from the test runner's results rather than by scraping its console
// output, for each Node version it runs the suite on.
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

/**
 * Jest 30 calls onRunComplete before it computes `results.success` (jestjs/jest#6924: it is still
 * false there on a green run), so the verdict is derived here from the counts Jest has already
 * filled in: no failed test, no failed or unrunnable suite, no snapshot failure, not interrupted.
 */
function runSucceeded(results) {
  return (
    results.numFailedTests === 0 &&
    results.numFailedTestSuites === 0 &&
    results.numRuntimeErrorTestSuites === 0 &&
    !(results.snapshot && results.snapshot.failure) &&
    !results.wasInterrupted
  );
}

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = join(this.rootDir, 'build');
    mkdirSync(dir, { recursive: true });
    const summary = {
      numPassedTests: results.numPassedTests,
      numFailedTests: results.numFailedTests,
      numPendingTests: results.numPendingTests,
      numTotalTests: results.numTotalTests,
      numFailedTestSuites: results.numFailedTestSuites,
      numRuntimeErrorTestSuites: results.numRuntimeErrorTestSuites,
      success: runSucceeded(results),
    };
    const major = process.versions.node.split('.')[0];
    writeFileSync(join(dir, `test-results.node${major}.json`), `${JSON.stringify(summary, null, 2)}\n`);
  }
}

module.exports = SummaryReporter;
module.exports.runSucceeded = runSucceeded;
