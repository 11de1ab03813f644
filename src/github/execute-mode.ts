/**
 * Execute mode: after the gate, run every fully approved plan of the pull request through the
 * supervised runner with the configured engine. Plans are the data read at the verified head SHA;
 * nothing from the pull request is executed but those plans' tool calls, inside the child.
 */
import { join } from 'node:path';
import { chooseChild } from '../workflow/child.js';
import { executePlan } from '../workflow/execute.js';
import type { Conclusion, GateResult } from './gate.js';
import type { ActionInputs } from './inputs.js';

export interface ExecutionSummary {
  executed: number;
  failed: number;
  /** Report file of each executed plan, by plan file. */
  reportPaths: Map<string, string>;
}

/** A report file name from a plan path: readable, flat, and never escaping the report directory. */
export function reportFileName(index: number, planFile: string): string {
  return `${String(index + 1).padStart(2, '0')}-${planFile.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-80)}.report.json`;
}

/**
 * Runs each plan whose gate status is `valid` (every mutating step approved by a trusted label,
 * every opt-in granted) and replaces its dry-run report with the execution report. The gate's
 * conclusion becomes `failure` when any execution does not succeed.
 */
export async function executeApprovedPlans(
  result: GateResult,
  inputs: ActionInputs,
  reportDir: string,
  workspace: string,
  env: NodeJS.ProcessEnv,
  registerSecret: (value: string) => void,
): Promise<ExecutionSummary> {
  const child = chooseChild(inputs.engine, inputs.plasmatePath ?? undefined, workspace);
  const summary: ExecutionSummary = { executed: 0, failed: 0, reportPaths: new Map() };
  for (const [index, gate] of result.plans.entries()) {
    const plan = gate.check.plan;
    if (gate.status !== 'valid' || plan === null || gate.approvals === null) continue;
    // The runner masks registered values in logs; the check-run payloads are redacted separately.
    for (const name of plan.secretNames) if (inputs.secrets.has(name) && env[name] !== undefined && env[name] !== '') registerSecret(env[name]!);
    const reportPath = join(reportDir, reportFileName(index, gate.file));
    gate.report = await executePlan(plan, new Set(gate.approvals.confirmSteps), {
      child: child.command,
      env,
      secrets: inputs.secrets,
      allowPrivateNetwork: inputs.allowPrivateNetwork,
      reportPath,
    });
    summary.executed++;
    summary.reportPaths.set(gate.file, reportPath);
    if (gate.report.status !== 'succeeded') summary.failed++;
  }
  if (summary.failed > 0) result.conclusion = 'failure' satisfies Conclusion;
  return summary;
}
