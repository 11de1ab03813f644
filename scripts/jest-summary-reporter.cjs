// A Jest reporter that writes the run's own counts to build/test-results.json, so .ci/run can print
// "N passed, N failed" from the test runner's results rather than by scraping its console output.
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

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
      success: results.success,
    };
    writeFileSync(join(dir, 'test-results.json'), `${JSON.stringify(summary, null, 2)}\n`);
  }
}

module.exports = SummaryReporter;
