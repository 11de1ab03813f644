/**
 * Execute mode: after the gate, run every plan of the pull request that a trusted maintainer
 * approved — its plan label and every mutating step's label, for its current content — through
 * the supervised runner, once per content per PR. Plans are the data read at the verified head
 * SHA; nothing from the pull request runs but those plans' tool calls, inside the child.
 *
 * Immediately before each plan runs, the head SHA, labels, their appliers and roles are read
 * again (`ExecutionGuard.recheck`): a head that moved or an approval withdrawn since the gate was
 * evaluated means the plan does not run, and any API error stops everything (it propagates).
 */
import { join } from 'node:path';
import { isReservedSecretName, type SecretAllowList } from '../../plan/secret-reference.js';
import type { Plan } from '../../contract/plan.js';
import { INHERITED_ENV_NAMES } from '../../supervisor/env.js';
import { chooseChild } from '../../workflow/child.js';
import { executePlan } from '../../workflow/execute.js';
import { secretSpellings } from '../../workflow/redaction.js';
import type { RunDiagnostics } from '../../report/diagnostics.js';
import { runWithDiagnostics } from '../../workflow/diagnosed-run.js';
import { executeConclusion, executionStates, readRecord, runnable, type PlanExecution, type RecordedOutcome } from '../gate/execution-record.js';
import type { GateResult } from '../gate/gate.js';
import type { ActionInputs } from '../inputs.js';
import type { LabelingFacts } from '../gate/labels.js';
import { reportFileName } from '../../report/file-name.js';

export interface ExecutionSummary {
  executed: number;
  failed: number;
  /** Report file of each executed plan, by plan file. */
  reportPaths: Map<string, string>;
  /** Plans that ran in this job, by plan file. */
  ran: Map<string, PlanExecution>;
  /** Set when the head moved before a plan could run. */
  movedTo: string | null;
  /** Why steps of each executed plan failed (and the out-of-memory note), by plan file: for the log and the summary. */
  diagnostics: Map<string, RunDiagnostics>;
}

/** Live state re-read through the API; implementations throw on any API error. */
export interface ExecutionGuard {
  /**
   * The PR's live head, and the gate re-evaluated on live labels (same plan bytes). With `only`,
   * the plan file about to run, the gate is evaluated for that plan alone: a plan's gate depends on
   * its own bytes and the labels, never on the other plans (gate.ts), and evaluating every plan
   * before each run made a run of n plans validate n² times.
   */
  recheck(only?: string): Promise<{ headSha: string; result: GateResult; labeling: LabelingFacts }>;
  /** Writes an execution record for the plan (its run label) to the PR (record-comments.ts). */
  record(planLabel: string, outcome: RecordedOutcome): Promise<void>;
}

/**
 * The environment one plan's execution sees: the supervisor's few inherited variables and that
 * plan's own allow-listed secrets (the allow-list never holds a runner variable: see
 * secretAllowList), so nothing else of the job's environment is even readable by the runner.
 */
export function executionEnvironment(plan: Plan, env: NodeJS.ProcessEnv, allowed: SecretAllowList): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const name of INHERITED_ENV_NAMES) if (env[name] !== undefined) out[name] = env[name];
  for (const name of plan.secretNames) if (allowed.has(name) && !isReservedSecretName(name) && env[name] !== undefined) out[name] = env[name];
  return out;
}

/** What an execute-mode job runs its approved plans with: the job's inputs, where, at which head, and its guard. */
export interface ExecutionContext {
  inputs: ActionInputs;
  /** Where each plan's report is written. */
  reportDir: string;
  workspace: string;
  /** The head the gate checked: a run stops once the pull request moves past it. */
  headSha: string;
  /** The job's environment; each plan gets only its allow-listed secrets of it (executionEnvironment). */
  env: NodeJS.ProcessEnv;
  /** Masks a secret's value in the job's log before the plan that uses it runs. */
  registerSecret: (value: string) => void;
  guard: ExecutionGuard;
}

/**
 * Execute mode after the gate: run what may run, then read the live state once more before the
 * check is completed, so an approval withdrawn while a plan ran cannot end as success. Returns
 * the gate re-evaluated on that state (carrying the reports of plans run here), every plan's
 * execution state, and the execute-mode conclusion in `result.conclusion`.
 */
export async function runApprovedPlans(
  gated: GateResult,
  run: ExecutionContext,
): Promise<{ result: GateResult; states: Map<string, PlanExecution>; execution: ExecutionSummary }> {
  const { headSha, guard } = run;
  const execution = await executeApprovedPlans(gated, run);
  const live = await guard.recheck();
  if (live.headSha !== headSha) execution.movedTo ??= live.headSha;
  const result = live.result;
  for (const plan of result.plans) {
    const ran = gated.plans.find((p) => p.file === plan.file);
    if (execution.ran.has(plan.file) && ran !== undefined) plan.report = ran.report;
  }
  const states = executionStates(result, live.labeling);
  for (const [file, ran] of execution.ran) states.set(file, ran);
  result.conclusion = executeConclusion(result, states);
  return { result, states, execution };
}

/** Runs each plan `runnable` in `result`, re-checking the live state before each one. */
export async function executeApprovedPlans(result: GateResult, run: ExecutionContext): Promise<ExecutionSummary> {
  const { inputs, reportDir, workspace, headSha, env, registerSecret, guard } = run;
  const summary: ExecutionSummary = { executed: 0, failed: 0, reportPaths: new Map(), ran: new Map(), movedTo: null, diagnostics: new Map() };
  const candidates = result.plans.filter(runnable);
  if (candidates.length === 0) return summary;
  const child = chooseChild(inputs.engine, inputs.plasmatePath ?? undefined, workspace);
  for (const gate of candidates) {
    const live = await guard.recheck(gate.file);
    if (live.headSha !== headSha) {
      summary.movedTo = live.headSha;
      break;
    }
    const now = live.result.plans.find((p) => p.file === gate.file);
    if (now === undefined || !runnable(now) || now.planApproval!.label !== gate.planApproval!.label) continue;
    if (readRecord(now.planApproval!.label, live.labeling) !== null) continue;
    const plan = now.check.plan!;
    const planLabel = now.planApproval!.label;
    // At most once: the record exists before the child starts.
    await guard.record(planLabel, 'started');
    // Secrets are read only here, for a plan a maintainer approved to run with them.
    const planEnv = executionEnvironment(plan, env, inputs.secrets);
    // The runner masks each spelling child text can carry the value in, not just the value (redaction.ts).
    for (const name of plan.secretNames) for (const spelling of secretSpellings(planEnv[name] ?? '')) registerSecret(spelling);
    const reportPath = join(reportDir, reportFileName(result.plans.indexOf(gate), gate.file));
    const { report, diagnostics } = await runWithDiagnostics(plan, {
      surface: 'action', allowPrivateNetwork: inputs.allowPrivateNetwork, secretValues: plan.secretNames.map((name) => planEnv[name] ?? ''),
    }, (hooks) => executePlan(plan, new Set(now.approvals!.confirmSteps), {
      child: child.command,
      env: planEnv,
      secrets: inputs.secrets,
      allowPrivateNetwork: inputs.allowPrivateNetwork,
      trustStaticToolPolicy: inputs.trustStaticToolPolicy,
      onUnannotatedChild: hooks.onUnannotatedChild,
      reportPath,
      onChildEnd: hooks.onChildEnd,
      onStepFailure: hooks.onStepFailure,
    }));
    gate.report = report;
    summary.diagnostics.set(gate.file, diagnostics);
    const outcome = report.status === 'succeeded' ? 'succeeded' : 'failed';
    await guard.record(planLabel, outcome);
    summary.executed++;
    summary.reportPaths.set(gate.file, reportPath);
    summary.ran.set(gate.file, { state: 'executed', outcome, trusted: true, reason: `ran in this job (${outcome})` });
    if (outcome !== 'succeeded') summary.failed++;
  }
  return summary;
}
