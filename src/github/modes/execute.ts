/**
 * Execute mode: the gate run with one more phase, after the label changes — the approved plans
 * run under the live guard (approved-plans.ts), their execution records written to the pull request.
 */
import { plural } from '../../report/plural.js';
import type { ActionOutcome } from '../session.js';
import { executionGuard, type ModeContext } from './context.js';
import { runGate, type ExecutePhase } from './gate-run.js';

export function runExecute(mc: ModeContext): Promise<ActionOutcome> {
  return runGate(mc, executeApproved);
}

const executeApproved: ExecutePhase = async (run, plans, judged) => {
  const { mc, api, target, headSha, reportDir, notes } = run;
  const guard = executionGuard(mc, api!, target!, plans.sources, judged.evaluate);
  // The runner (MCP SDK, supervisor) loads only in execute mode, keeping validate's cold start small.
  const { runApprovedPlans } = await import('./approved-plans.js');
  const { result, states, execution } = await runApprovedPlans(judged.result, {
    inputs: mc.inputs, reportDir, workspace: mc.run.workspace, headSha, env: mc.env, registerSecret: (v) => mc.io.registerSecret(v), guard,
  });
  if (execution.movedTo !== null) notes.push(`The pull request's head moved to ${execution.movedTo.slice(0, 12)} during this run: plans not yet run were not run. The run for the newer head reports on that.`);
  notes.push(`Executed ${plural(execution.executed, 'approved plan')} in this job: ${execution.executed - execution.failed} succeeded, ${execution.failed} failed.`);
  return { result, states, execution };
};
