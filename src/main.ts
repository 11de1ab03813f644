/**
 * The GitHub Action: `@actions/core` wired to the step (github/step.ts). Nothing else.
 * `src/index.ts` calls `run()`; `@github/local-action` loads this module and calls it itself.
 */
import * as core from '@actions/core';
import { runStep } from './github/step.js';

/** Runs the step; never throws (the step's failure, summary and outputs say what stopped it). */
export async function run(): Promise<void> {
  await runStep((name) => core.getInput(name), process.env, {
    info: (m) => core.info(m),
    warning: (m) => core.warning(m),
    annotate: (m, at) => core.error(m, { file: at.file, startLine: at.line, startColumn: at.column, title: at.title }),
    writeJobSummary: async (markdown) => {
      await core.summary.addRaw(markdown, true).write();
    },
    registerSecret: (value) => core.setSecret(value),
    setOutput: (name, value) => core.setOutput(name, value),
    setFailed: (message) => core.setFailed(message),
    debug: (message) => core.debug(message),
  });
}
