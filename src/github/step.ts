/**
 * The action as one step of a job, from the runner's inputs to the step's result. It never throws:
 * whatever stops a run, the step fails with one line, the job summary says what happened
 * (stopped.ts), `conclusion` is set, and the stack goes to the debug log only. `src/main.ts` wires
 * `@actions/core` to it; the tests wire recorders, so both run this same code.
 */
import { readRunContext } from './event.js';
import { parseInputs, type InputReader } from './inputs.js';
import { Redactor } from './redact.js';
import { runMode } from './modes/dispatch.js';
import type { ActionIo } from './session.js';
import { debugDetails, stoppedReport } from './stopped.js';

/** What the step does to the runner besides what a mode does (ActionIo). */
export interface StepIo extends ActionIo {
  setOutput(name: string, value: string | number): void;
  setFailed(message: string): void;
  /** The debug log (shown with `ACTIONS_STEP_DEBUG`). */
  debug(message: string): void;
}

/** GitHub's API URL when the environment names none (github.com). */
const DEFAULT_API_URL = 'https://api.github.com';

export async function runStep(read: InputReader, env: NodeJS.ProcessEnv, io: StepIo): Promise<void> {
  const redactor = new Redactor();
  let apiUrl = env.GITHUB_API_URL ?? DEFAULT_API_URL;
  try {
    const inputs = parseInputs(read);
    if (inputs.githubToken !== '') io.registerSecret(inputs.githubToken);
    redactor.addValue(inputs.githubToken);
    const ctx = await readRunContext(env);
    apiUrl = ctx.apiUrl;
    const outcome = await runMode(inputs, ctx, io, env);
    for (const [name, value] of Object.entries(outcome.outputs)) io.setOutput(name, value);
    if (outcome.failure !== null) io.setFailed(outcome.failure);
  } catch (error) {
    io.debug(debugDetails(error, redactor));
    const report = stoppedReport(error, apiUrl, redactor);
    io.setOutput('conclusion', 'failure');
    // The summary file may be what failed (a runner without one): the step's failure still says why.
    await io.writeJobSummary(report.markdown).catch((summaryError: unknown) => io.debug(`job summary not written: ${String(summaryError)}`));
    io.setFailed(report.message);
  }
}
