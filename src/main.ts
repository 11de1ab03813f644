/** The GitHub Action entry: read inputs, run the core, set outputs and the result. Nothing else. */
import * as core from '@actions/core';
import { annotate, validatePlans } from './github/validate-plans.js';

async function run(): Promise<void> {
  const mode = core.getInput('mode') || 'validate';
  if (mode !== 'validate') throw new Error(`input "mode" must be "validate" in this version (got ${JSON.stringify(mode)})`);
  const patterns = core.getMultilineInput('plans', { required: true });
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const outcome = await validatePlans(patterns, workspace);
  annotate(outcome.checks);
  await core.summary.addRaw(outcome.markdown, true).write();
  core.setOutput('plans', outcome.checks.length);
  core.setOutput('invalid-plans', outcome.invalid);
  core.setOutput('conclusion', outcome.invalid > 0 ? 'failure' : outcome.checks.length === 0 ? 'neutral' : 'success');
  if (outcome.invalid > 0) core.setFailed(`${outcome.invalid} of ${outcome.checks.length} plans are invalid`);
}

run().catch((error: unknown) => core.setFailed(error instanceof Error ? error.message : String(error)));
