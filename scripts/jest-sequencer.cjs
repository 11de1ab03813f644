// Jest's default order, plus one thing: the selected test files are left where the global setup
// (scripts/jest-dist-current.mjs, run next in this process) finds them, so it makes current only
// the bundles those files declare they need (scripts/test-needs.cjs).
'use strict';
const Sequencer = require('@jest/test-sequencer').default;
const { SELECTED_TESTS } = require('./test-needs.cjs');

class SelectionRecordingSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    globalThis[SELECTED_TESTS] = sorted.map((t) => t.path);
    return sorted;
  }
}

module.exports = SelectionRecordingSequencer;
