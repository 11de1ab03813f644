/**
 * The GitHub Action: read inputs, run the core, set outputs and the result. Nothing else.
 * `src/index.ts` calls `run()`; `@github/local-action` loads this module and calls it itself.
 */
import * as core from '@actions/core';
import { readRunContext } from './github/event.js';
import { parseInputs } from './github/inputs.js';
import { runMode } from './github/run.js';

export async function run(): Promise<void> {
  const inputs = parseInputs((name) => core.getInput(name));
  if (inputs.githubToken !== '') core.setSecret(inputs.githubToken);
  const ctx = await readRunContext(process.env);
  const outcome = await runMode(inputs, ctx, {
    info: (m) => core.info(m),
    warning: (m) => core.warning(m),
    annotate: (m, at) => core.error(m, { file: at.file, startLine: at.line, startColumn: at.column, title: at.title }),
    writeJobSummary: async (markdown) => {
      await core.summary.addRaw(markdown, true).write();
    },
    registerSecret: (value) => core.setSecret(value),
  }, process.env);
  for (const [name, value] of Object.entries(outcome.outputs)) core.setOutput(name, value);
  if (outcome.failure !== null) core.setFailed(outcome.failure);
}

/** Any error `run()` throws (a bad input, an API failure) fails the step with its message. */
export function failStep(error: unknown): void {
  core.setFailed(error instanceof Error ? error.message : String(error));
}
