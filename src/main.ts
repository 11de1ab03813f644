/** The GitHub Action entry: read inputs, run the core, set outputs and the result. Nothing else. */
import * as core from '@actions/core';
import { readRunContext } from './github/event.js';
import { parseInputs } from './github/inputs.js';
import { runMode } from './github/run.js';

async function run(): Promise<void> {
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

run().catch((error: unknown) => core.setFailed(error instanceof Error ? error.message : String(error)));
