/**
 * Running the requested test runs (test-requests.ts says which): one fresh supervised child per
 * plan, the records written to `report-dir`, each run attached to its plan. Loads the supervisor
 * and the MCP client, so gate-run.ts imports this module only when a request exists.
 */
import { join } from 'node:path';
import { chooseChild } from '../../workflow/child.js';
import { testRunPlan } from '../../workflow/test-run.js';
import type { RunDiagnostics } from '../../report/diagnostics.js';
import { runWithDiagnostics } from '../../workflow/diagnosed-run.js';
import { reportFileName } from '../../report/file-name.js';
import type { GateResult } from '../gate/gate.js';
import type { ActionInputs } from '../inputs.js';
import { applyTestRuns, type TestRunRequest } from '../gate/test-requests.js';

/**
 * Test-runs each candidate, one fresh supervised child each, writes the records to `reportDir`,
 * and attaches each run to its plan (`gate.testRun`). `env` is the runner's: the child inherits
 * only the scrubbed few variables, and no secret is read from it. Returns why steps failed, by plan file.
 */
export async function runTestRuns(
  candidates: readonly TestRunRequest[],
  result: GateResult,
  inputs: ActionInputs,
  reportDir: string,
  workspace: string,
  env: NodeJS.ProcessEnv,
): Promise<Map<string, RunDiagnostics>> {
  const reasons = new Map<string, RunDiagnostics>();
  const child = chooseChild(inputs.engine, inputs.plasmatePath ?? undefined, workspace);
  for (const { gate, trigger, requestedBy } of candidates) {
    const index = result.plans.indexOf(gate);
    // Beside the execution reports: flat, readable names that never leave `reportDir`.
    const recordPath = join(reportDir, reportFileName(index, gate.file, '.test-run.json'));
    const actionsPath = join(reportDir, reportFileName(index, gate.file, '.test-actions.jsonl'));
    // A test run resolves no secret: there is no value to redact, and every name is redacted.
    // No `onChildEnd` passed on: a test run's diagnostics carry no memory note.
    const { report, diagnostics } = await runWithDiagnostics(gate.check.plan!, { surface: 'action', allowPrivateNetwork: inputs.allowPrivateNetwork, secretValues: [] }, (hooks) => testRunPlan(gate.check.plan!, {
      child: child.command, env, allowPrivateNetwork: inputs.allowPrivateNetwork, reportPath: recordPath, actionsPath, onStepFailure: hooks.onStepFailure,
    }));
    gate.testRun = { report, trigger, requestedBy, recordPath, actionsPath };
    reasons.set(gate.file, diagnostics);
  }
  applyTestRuns(result);
  return reasons;
}
