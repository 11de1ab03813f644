/**
 * Supervised execution of a validated plan (docs/contract/plan-and-report.md §6): secrets, then one child
 * session (child-session.ts) that sends every step, and the report — written atomically on every
 * path that reaches a report.
 */
import type { Plan } from '../contract/plan.js';
import type { WorkflowReport } from '../contract/report.js';
import { buildReport, serializeReport, type StepOutcome } from '../report/build.js';
import { writeFileAtomic } from '../report/write.js';
import type { ProcessOutcome } from '../supervisor/process.js';
import {
  allSkipped, negotiate, runSteps, superviseChild, type DispatchedOutcome, type RunOptions, type StepDispatcher,
} from './child-session.js';
import { resolveStepSecrets, type SecretCounts } from './secrets.js';

export interface ExecuteOptions extends RunOptions {
  /** When set, the report is written here atomically (also for runs that never spawned). */
  reportPath?: string;
}

/**
 * Executes a validated plan and returns its report (also written to `reportPath` when given).
 * Never throws for anything the child does; every child process group is gone when it returns.
 */
export async function executePlan(
  plan: Plan,
  approvedStepIds: ReadonlySet<string>,
  options: ExecuteOptions,
): Promise<WorkflowReport> {
  const { outcomes, counts, processOutcome } = await runPlan(plan, approvedStepIds, options);
  const report = buildReport({
    plan, approvedStepIds, dryRun: false, outcomes,
    secrets: { total: counts.total, present: counts.present, missing: counts.missing },
    ...(processOutcome === undefined ? {} : { processOutcome }),
  });
  if (options.reportPath !== undefined) await writeFileAtomic(options.reportPath, serializeReport(report));
  return report;
}

interface RunResult {
  outcomes: StepOutcome[];
  counts: SecretCounts;
  processOutcome?: ProcessOutcome;
}

/** Execution: every step that reaches the dispatch point is sent (the gates already ran). */
const SEND_EVERY_STEP: StepDispatcher = { send: () => true };

/** An execution sends every step, so a stub here is a defect of ours, never a report row. */
function executedOutcome(outcome: DispatchedOutcome): StepOutcome {
  if (outcome.status === 'stubbed') throw new Error('a step was stubbed during execution');
  return outcome;
}

async function runPlan(plan: Plan, approvedStepIds: ReadonlySet<string>, options: RunOptions): Promise<RunResult> {
  const secrets = resolveStepSecrets(plan, options.env, options.secrets);
  const { counts } = secrets;
  if (!secrets.ok) return { outcomes: allSkipped(plan, secrets.failureClass), counts };
  if (options.signal?.aborted) return { outcomes: allSkipped(plan, 'workflow_timeout'), counts };

  const run = await superviseChild(plan, options, async (child, workflowDeadline) => {
    const started = await negotiate(child, plan, {
      approvedStepIds, stepArguments: secrets.stepArguments, workflowDeadline, signal: options.signal,
      trustStaticToolPolicy: options.trustStaticToolPolicy === true, handshakeTimeoutMs: options.handshakeTimeoutMs,
    });
    if ('failureClass' in started) {
      if (started.failureClass === 'tool_policy_drift' && started.gates?.unannotatedChild === true) options.onUnannotatedChild?.();
      return { outcomes: allSkipped(plan, started.failureClass), healthy: started.healthy };
    }
    const ran = await runSteps({ process: child, connection: started.connection, workflowDeadline }, plan, secrets.stepArguments, options.signal, SEND_EVERY_STEP, options.onStepFailure);
    return { outcomes: ran.outcomes.map(executedOutcome), healthy: ran.healthy };
  });
  if (!run.spawned) return { outcomes: allSkipped(plan, run.failureClass), counts };
  return { outcomes: run.value.outcomes, counts, processOutcome: run.processOutcome };
}

