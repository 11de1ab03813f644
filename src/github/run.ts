/**
 * The action's core, one function per mode behind `runMode`: read the target, the plans and the
 * labels through the API, evaluate the gate, and publish it — check run, job summary, report
 * files, labels. Everything the runner provides comes in as data (`RunContext`, `ActionIo`), so
 * `src/main.ts` only wires `@actions/core` to it.
 */
import { join } from 'node:path';
import { writeFileAtomic } from '../report/write.js';
import { ApiError, GitHubApi, usageLine, type Repository } from './rest/api.js';
import { CheckRunPublisher, type CheckRunHandle } from './rest/check-run.js';
import { eventHeadSha, field, hasCheckout, mergeGroupRange, PULL_REQUEST_EVENTS, type RunContext } from './event.js';
import type { Conclusion, GateResult, PlanSource } from './gate/gate.js';
import { GATE_SUMMARY_FILE, gateSummaryJson, SUMMARY_MARKDOWN_FILE } from './gate/gate-summary.js';
import { resolveReportDir, type ActionInputs, type ActionOutputs, type Mode } from './inputs.js';
import { executeConclusion, executionStates, worst, type PlanExecution } from './gate/execution-record.js';
import { hasRole, type LabelingFacts, type Role } from './gate/labels.js';
import { isApprovalLabelName, LABEL_COLOR, labelDescription } from '../plan/approval-labels.js';
import { isTestable, testRunCandidates } from './gate/test-requests.js';
import { localPlanSources } from './local-plans.js';
import { changedPlans, plansChangedBetween, repositoryRole, resolvePullRequest, TargetError, type PullRequestTarget } from './rest/pull-request.js';
import { liveHead, openPullRequestsAt, sameHeadScope, type SameHeadPull } from './rest/pull-request-state.js';
import { RecordCommentWriter } from './rest/record-comments.js';
import { Redactor } from './redact.js';
import { checkTitle, GATE_HEADING, renderGateMarkdown, renderPlanApprovals } from './gate/render.js';
import { deleteClosedPullRequestLabels, pruneRepositoryLabels } from './rest/label-lifecycle.js';
import { code } from '../report/markdown.js';
import { connect, failCheck, gateEvaluator, labelingFacts, openCheckRun, publishGate, readingNotes, recheckSources, type ActionIo, type ActionOutcome } from './session.js';
import type { RunDiagnostics } from '../report/diagnostics.js';
import type { ExecutionSummary } from './execute-mode.js';
import { agreeing, plural } from '../report/plural.js';

/**
 * Approval labels created per run at most. The PR author decides how many mutating steps exist,
 * and a write token must not let them flood the repository's label list.
 */
export const MAX_LABELS_CREATED = 50;
/**
 * Stale approval labels removed per run at most (`remove-stale-labels`). Anyone with triage can
 * pile labels on a PR; one run must not turn that into an unbounded burst of API calls.
 */
export const MAX_STALE_LABELS_REMOVED = 20;
/** Same-head pull requests named in the summary at most when they are only listed (an outsider can open many). */
const MAX_LISTED_SAME_HEAD = 20;


/**
 * The mode switch: each mode is one function. A closed pull request is not gated (nothing of it
 * can merge or run any more): its labels are cleaned up instead. `prune-labels` follows any run.
 */
export async function runMode(inputs: ActionInputs, ctx: RunContext, io: ActionIo, env: NodeJS.ProcessEnv): Promise<ActionOutcome> {
  const closed = PULL_REQUEST_EVENTS.has(ctx.eventName) && field<string>(ctx.payload, 'action') === 'closed' && inputs.mode !== 'benchmark';
  const outcome = closed ? await runClosed(inputs, ctx, io) : await runOpenMode(inputs, ctx, io, env);
  if (inputs.pruneLabels) await runPrune(inputs, ctx, io);
  return awaitingApprovalPasses(inputs, outcome) ? { ...outcome, failure: null } : outcome;
}

/**
 * `fail-on-awaiting-approval: auto`: a run whose verdict is only "awaiting approval" passes the
 * step when a check run carries that (blocking) verdict — the check is the gate, and a red job
 * beside it would only repeat it and mail the author a failure. Without a check run (a read-only
 * token, no token) the step's result is the only gate, so it still fails.
 */
function awaitingApprovalPasses(inputs: ActionInputs, outcome: ActionOutcome): boolean {
  return inputs.failOnAwaitingApproval === 'auto' && outcome.conclusion === 'action_required' && String(outcome.outputs['check-run-id'] ?? '') !== '';
}

async function runOpenMode(inputs: ActionInputs, ctx: RunContext, io: ActionIo, env: NodeJS.ProcessEnv): Promise<ActionOutcome> {
  const modes: Record<Mode, () => Promise<ActionOutcome>> = {
    validate: () => runValidate(inputs, ctx, io, env),
    execute: () => runValidate(inputs, ctx, io, env),
    benchmark: () => runBenchmarkMode(inputs, ctx, io, env),
    // The scheduled drift watch, loaded only in that job.
    watch: async () => (await import('./watch-mode.js')).runWatchMode(inputs, ctx, io, env),
    // Fan-out and fan-in (docs/action.md "Scaling out"), loaded only in those jobs.
    plan: async () => (await import('./shard-modes.js')).runPlanMode(inputs, ctx, io, env),
    aggregate: async () => (await import('./shard-modes.js')).runAggregateMode(inputs, ctx, io, env),
  };
  if (inputs.mode === 'execute' && inputs.shard !== null) return (await import('./shard-modes.js')).runShardMode(inputs, inputs.shard, ctx, io, env);
  return modes[inputs.mode]();
}

/** `pull_request` `closed`: delete this action's labels the PR carried that no other open PR carries (label-lifecycle.ts). */
async function runClosed(inputs: ActionInputs, ctx: RunContext, io: ActionIo): Promise<ActionOutcome> {
  const { api } = connect(inputs, ctx, io);
  if (api === null) throw new Error(`input "github-token" is required on ${ctx.eventName} events: a closed pull request's labels are deleted through the API`);
  const number = field<number>(ctx.payload, 'pull_request', 'number');
  if (typeof number !== 'number') throw new Error(`the ${ctx.eventName} payload has no pull_request.number`);
  const cleanup = await deleteClosedPullRequestLabels(api, ctx.repository, number);
  const line = `Pull request #${number} is closed: deleted ${plural(cleanup.deleted.length, 'label')} of this action that no open pull request carries from the repository${cleanup.stopped === null ? '' : ` (stopped: ${cleanup.stopped})`}.`;
  const list = cleanup.deleted.map((name) => `- ${code(name)}`);
  await io.writeJobSummary([`## ${GATE_HEADING}`, '', line, '', ...list, ''].join('\n'));
  io.info(line);
  return { conclusion: 'neutral', outputs: { conclusion: 'neutral' }, failure: null };
}

/** `prune-labels`: after any run, delete this action's unused labels older than a week (label-lifecycle.ts). */
async function runPrune(inputs: ActionInputs, ctx: RunContext, io: ActionIo): Promise<void> {
  const { api } = connect(inputs, ctx, io);
  if (api === null) {
    io.warning('prune-labels needs input "github-token": no label was pruned');
    return;
  }
  const pruned = await pruneRepositoryLabels(api, ctx.repository, new Date());
  io.info(`prune-labels: deleted ${plural(pruned.deleted.length, 'unused label')} older than a week, dated ${plural(pruned.dated.length, 'undated label')}${pruned.stopped === null ? '' : ` (stopped: ${pruned.stopped})`}`);
}

async function runValidate(inputs: ActionInputs, ctx: RunContext, io: ActionIo, env: NodeJS.ProcessEnv): Promise<ActionOutcome> {
  const reportDir = await resolveReportDir(inputs.reportDir, ctx.workspace, env.RUNNER_TEMP);
  const { redactor, api } = connect(inputs, ctx, io);
  const notes: string[] = [];
  const execute = inputs.mode === 'execute';

  const wantsPullRequest = PULL_REQUEST_EVENTS.has(ctx.eventName) || ctx.eventName === 'workflow_run';
  if (wantsPullRequest && api === null) throw new Error(`input "github-token" is required on ${ctx.eventName} events: the changed plans and approval labels are read through the API`);
  // The check opens first, on the event's head: no read before it can leave an earlier verdict standing.
  const headSha = eventHeadSha(ctx);
  const opened = await openCheckRun(api, ctx, inputs.checkName, headSha, io);
  const { publisher, handle, readOnly } = opened;
  if (readOnly) notes.push('This event gives the workflow a read-only token (a pull request from a fork): this job summary and the step result carry the gate. See the fork pattern in the action\'s documentation.');

  try {
    const target = api === null ? null : await resolvePullRequest(api, ctx, inputs.artifactDir);
    if (execute && target === null) {
      throw new Error('mode "execute" runs the approved plans of a pull request, and this event has none (approvals are labels on a pull request)');
    }
    if (target?.movedTo != null) notes.push(`The pull request's head is now ${target.movedTo.slice(0, 12)}; this run checks ${headSha.slice(0, 12)}, as its event said. The run for the newer head reports on that.`);
    if (target !== null && handle?.previousBaseSha != null && handle.previousBaseSha !== target.baseSha) {
      notes.push(`The earlier verdict of this check was computed against base ${handle.previousBaseSha.slice(0, 12)}; the pull request's base is now ${(target.baseSha ?? 'unknown').slice(0, 12)}, so that verdict is stale and this run replaces it.`);
    }
    return await gateAndPublish(inputs, ctx, io, env, { redactor, api, notes, target, headSha, publisher, handle, reportDir });
  } catch (error) {
    // Fail closed and visibly: the check must not stay in progress (or keep an older green result) when the run dies.
    throw await failCheck(opened, redactor, error, api);
  }
}

interface Prepared {
  redactor: Redactor;
  api: GitHubApi | null;
  notes: string[];
  target: PullRequestTarget | null;
  headSha: string;
  publisher: CheckRunPublisher | null;
  handle: CheckRunHandle | null;
  /** `report-dir`, resolved and checked to be inside the workspace or RUNNER_TEMP. */
  reportDir: string;
}

async function gateAndPublish(inputs: ActionInputs, ctx: RunContext, io: ActionIo, env: NodeJS.ProcessEnv, prepared: Prepared): Promise<ActionOutcome> {
  const { redactor, api, notes, target, headSha, publisher, handle, reportDir } = prepared;
  const execute = inputs.mode === 'execute';
  let sources: PlanSource[];
  let removed: string[] = [];
  let ignored = 0;
  let bases: ReadonlyMap<string, PlanSource | null> | undefined;
  if (target !== null) {
    // With each plan's base version: the summary shows what changed against the base branch.
    ({ sources, removed, ignored, bases } = await changedPlans(api!, ctx.repository, target, inputs.plans, { withBases: true }));
  } else if (ctx.eventName === 'merge_group' && api !== null) {
    // No pull request, and often no checkout: the queue's own range, read through the API as a pull request's files are.
    const range = mergeGroupRange(ctx);
    ({ sources, removed, ignored, bases } = await plansChangedBetween(api, ctx.repository, range.baseSha, range.headSha, inputs.plans));
    notes.push(`Merge queue: the plans changed between the queue's base ${range.baseSha.slice(0, 12)} and its head ${range.headSha.slice(0, 12)}, read through the API. Approvals are checked on each pull request before it joins the queue.`);
  } else if (inputs.plans.length > 0) {
    sources = await localPlanSources(inputs.plans, ctx.workspace);
    // Without a checkout the globs match nothing, and "nothing to check" would pass a required check unchecked.
    if (sources.length === 0 && !hasCheckout(ctx.workspace)) throw new TargetError(`the "plans" globs matched no file, and the workspace ${ctx.workspace} has no checkout (no .git): add actions/checkout before this step${ctx.eventName === 'merge_group' ? ', or give the step a token (github-token) so the merge queue\'s changed plans are read through the API' : ''}`);
  } else {
    sources = [];
    notes.push('No pull request in this event and no `plans` input: nothing to check.');
  }
  const evaluate = gateEvaluator(inputs, execute);
  const labeling = target === null ? null : await labelingFacts(api!, ctx.repository, target.number, target.author, execute, inputs.trustAppLabels);
  let result = evaluate(sources, labeling);
  notes.push(...readingNotes(labeling, sources.map((s) => s.file)));
  // Secret names are known now; nothing plan-derived was sent before this point. Secret *values*
  // are never matched against plan-derived text: that would be a guessing oracle (a step id
  // `try-hunter2` shown as `try-***`). Values are read only to run an approved plan (execute-mode.ts).
  for (const plan of result.plans) for (const name of plan.check.plan?.secretNames ?? []) redactor.addName(name);

  if (target !== null && inputs.createLabels && handle !== null) await createMissingLabels(api!, ctx, result, inputs.testMode !== 'off', io, new Date());
  if (target !== null && inputs.removeStaleLabels && api !== null) {
    const gone = await removeStaleLabels(api, ctx, target, result, io);
    if (gone > 0) notes.push(`Removed ${plural(gone, 'stale approval label')} from the pull request (\`remove-stale-labels\`); they are listed below as they were when the gate ran.`);
  }

  let execution: ExecutionSummary | null = null;
  let states: Map<string, PlanExecution> | null = null;
  if (execute) {
    const recheck = async (only?: string): Promise<{ headSha: string; result: GateResult; labeling: LabelingFacts }> => {
      const live = await liveHead(api!, ctx.repository, target!.number);
      const facts = await labelingFacts(api!, ctx.repository, target!.number, target!.author, true, inputs.trustAppLabels);
      return { headSha: live, result: evaluate(recheckSources(sources, only), facts), labeling: facts };
    };
    const records = new RecordCommentWriter(api!, ctx.repository, target!.number);
    // The runner (MCP SDK, supervisor) loads only in execute mode, keeping validate's cold start small.
    const { runApprovedPlans } = await import('./execute-mode.js');
    ({ result, states, execution } = await runApprovedPlans(result, {
      inputs, reportDir, workspace: ctx.workspace, headSha, env, registerSecret: (v) => io.registerSecret(v),
      guard: { recheck, record: (planLabel, outcome) => records.write(planLabel, outcome) },
    }));
    if (execution.movedTo !== null) notes.push(`The pull request's head moved to ${execution.movedTo.slice(0, 12)} during this run: plans not yet run were not run. The run for the newer head reports on that.`);
    notes.push(`Executed ${plural(execution.executed, 'approved plan')} in this job: ${execution.executed - execution.failed} succeeded, ${execution.failed} failed.`);
  }

  // Test runs (docs/test-mode.md): only a trusted trigger starts one; it sends no effect and reads no secret.
  let testDiagnostics: Map<string, RunDiagnostics> | undefined;
  const trustedAuthor = target !== null && inputs.testMode === 'auto' && await authorMayTest(api!, ctx.repository, target.author, inputs.approverPermission) ? target.author : null;
  const testRequests = target === null ? [] : testRunCandidates(result, inputs.testMode, trustedAuthor);
  if (testRequests.length > 0) {
    const { runTestRuns } = await import('./test-runs.js');
    testDiagnostics = await runTestRuns(testRequests, result, inputs, reportDir, ctx.workspace, env);
    const failed = testRequests.filter((r) => r.gate.testRun?.report.status === 'failed').length;
    notes.push(`Test-ran ${plural(testRequests.length, 'plan')} (reads real, every effect stubbed): ${testRequests.length - failed} passed, ${failed} failed.`);
  }

  // A check run belongs to the SHA, not the PR: every open PR with this head is evaluated and the worst result posted.
  const { counted: sameHead, listed } = target === null || api === null ? { counted: [], listed: [] } : await sameHeadConclusions(api, ctx, inputs, target, (bytes, facts) => {
    const other = evaluate(bytes, facts);
    return execute ? executeConclusion(other, executionStates(other, facts)) : other.conclusion;
  });
  if (listed.length > 0) {
    const shown = listed.slice(0, MAX_LISTED_SAME_HEAD).map((p) => `#${p.number}`).join(', ');
    const more = listed.length > MAX_LISTED_SAME_HEAD ? ` and ${listed.length - MAX_LISTED_SAME_HEAD} more` : '';
    notes.push(`${plural(listed.length, 'other open pull request has', 'other open pull requests have')} this head commit from another repository or into another base branch (${shown}${more}): not evaluated, and not lowering this check (\`same-head-pulls: same-base\`; set \`all\` when this check is required on those branches too).`);
  }
  for (const other of sameHead) {
    notes.push(`Pull request #${other.number} has the same head commit; its plans conclude \`${other.conclusion}\`. This check carries the worse of the results.`);
    result.conclusion = worst(result.conclusion, other.conclusion);
  }

  if (api !== null) notes.push(usageLine(api.usage()));
  const markdown = redactor.redact(renderPlanApprovals(result, states, execute, inputs.testMode !== 'off') + renderGateMarkdown(result, {
    notes, approverRole: inputs.approverPermission, allowSelfApproval: inputs.allowSelfApproval, removed, ignored, withoutPullRequest: target === null, bases,
    ...(execution === null ? {} : { diagnostics: execution.diagnostics }), ...(testDiagnostics === undefined ? {} : { testDiagnostics }),
  }));
  // Why steps failed, in the log too (redacted like everything the action prints; no secret name or value).
  // Prefixed, so a line never starts with a PR-chosen path (a line starting `::` is a workflow command).
  const reasons = [...(execution?.diagnostics ?? []), ...(testDiagnostics ?? [])];
  if (reasons.length > 0) {
    // Loaded only here: only a run that executed or test-ran a plan has reasons (the runner is loaded then anyway).
    const { diagnosticLines } = await import('../report/diagnostics.js');
    for (const [file, why] of reasons) for (const line of diagnosticLines(file, why)) io.info(redactor.redact(`why: ${line}`));
  }
  const summaryJsonPath = join(reportDir, GATE_SUMMARY_FILE);
  const markdownPath = join(reportDir, SUMMARY_MARKDOWN_FILE);
  const fullReport = `The full summary is ${SUMMARY_MARKDOWN_FILE} and the machine-readable result ${GATE_SUMMARY_FILE} in the report directory.`;
  const title = checkTitle(result, states);
  const problems = result.plans.flatMap((plan) => plan.check.problems);
  // Without a check run the problems still reach the PR's diff, as workflow-command annotations.
  if (handle === null) for (const p of problems) io.annotate(redactor.redact(p.message), { file: p.file, line: p.line, column: p.column, title: p.rule });

  const summaryJson = gateSummaryJson(result, {
    mode: inputs.mode,
    event: ctx.eventName,
    repository: `${ctx.repository.owner}/${ctx.repository.repo}`,
    headSha,
    pullRequest: target === null ? null : { number: target.number, author: target.author },
    checkRun: handle === null ? null : { id: handle.id, url: handle.url },
    removed,
    executions: states === null ? undefined : new Map([...states].map(([file, s]) => [file, { state: s.state === 'pending' ? 'not_run' : s.state, outcome: s.outcome, reason: s.reason }])),
    sameHead,
    bases,
    ...(execution === null ? {} : { diagnostics: execution.diagnostics }), ...(testDiagnostics === undefined ? {} : { testDiagnostics }),
  });
  await writeFileAtomic(summaryJsonPath, `${JSON.stringify(redactor.redactValue(summaryJson), null, 2)}\n`);
  await publishGate(io, {
    markdown, reportDir, fullReport, check: { opened: { publisher, handle }, conclusion: result.conclusion, title, problems, baseSha: target?.baseSha ?? null }, logLine: `${title} → ${result.conclusion}`,
  });

  return {
    conclusion: result.conclusion,
    outputs: { ...outputsOf(result, { summaryJsonPath, markdownPath, handle }), ...testRunOutputs(result), ...executionOutputs(execution) },
    failure: failureMessage(result, execution, states, sameHead),
  };
}

/** The conclusion of every other open PR with this head that may lower this check's verdict (`same-head-pulls`), and those only listed. */
async function sameHeadConclusions(
  api: GitHubApi,
  ctx: RunContext,
  inputs: ActionInputs,
  target: PullRequestTarget,
  conclude: (sources: readonly PlanSource[], labeling: LabelingFacts) => Conclusion,
): Promise<{ counted: { number: number; conclusion: Conclusion }[]; listed: SameHeadPull[] }> {
  const pulls = await openPullRequestsAt(api, ctx.repository, target.headSha);
  const { counted, listed } = sameHeadScope(pulls, { number: target.number, headRepo: target.headRepo ?? null, baseRef: target.baseRef ?? null }, inputs.sameHeadPulls === 'all');
  const out: { number: number; conclusion: Conclusion }[] = [];
  for (const pull of counted) {
    const other: PullRequestTarget = { number: pull.number, headSha: target.headSha, author: pull.author, baseSha: null, movedTo: null };
    const { sources } = await changedPlans(api, ctx.repository, other, inputs.plans);
    out.push({ number: pull.number, conclusion: conclude(sources, await labelingFacts(api, ctx.repository, pull.number, pull.author, inputs.mode === 'execute', inputs.trustAppLabels)) });
  }
  return { counted: out, listed };
}

/**
 * Creates the label of every step and plan still awaiting approval (and the test labels), so a
 * maintainer can pick it from the list: each plan's plan-scope label first (one label approves the
 * whole plan), then the run and step labels. Each description ends with the day it was created
 * (labelDescription): the REST label object has no creation time, and `prune-labels` needs one.
 */
async function createMissingLabels(api: GitHubApi, ctx: RunContext, result: GateResult, withTestLabels: boolean, io: ActionIo, now: Date): Promise<void> {
  const wanted = new Map<string, string>();
  for (const plan of result.plans) {
    if (plan.status === 'needs_approval' && plan.scopeApproval?.approval === 'missing') wanted.set(plan.scopeApproval.label, labelDescription(plan.check.plan?.name ?? plan.file, null, 'scope', now));
  }
  for (const plan of result.plans) {
    if (withTestLabels && isTestable(plan) && plan.testRequest?.approval === 'missing') wanted.set(plan.testRequest.label, labelDescription(plan.check.plan?.name ?? plan.file, null, 'test', now));
    if (plan.status !== 'invalid' && plan.planApproval?.approval === 'missing') wanted.set(plan.planApproval.label, labelDescription(plan.check.plan?.name ?? plan.file, null, 'plan', now));
    for (const step of plan.mutatingSteps) {
      if (step.approval === 'missing') wanted.set(step.approvalLabel, labelDescription(plan.check.plan?.name ?? plan.file, step.id, 'plan', now));
    }
  }
  let created = 0;
  for (const [name, description] of wanted) {
    if (created === MAX_LABELS_CREATED) {
      io.info(`created ${MAX_LABELS_CREATED} approval labels; the rest are named in the summary`);
      return;
    }
    try {
      // Repeatable: a label created twice answers 422 the second time, handled below.
      await api.request('POST', '/repos/{owner}/{repo}/labels', ctx.repository, { body: { name, color: LABEL_COLOR, description }, repeatable: true });
      created++;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) continue; // it exists already
      if (error instanceof ApiError && error.status === 403 && error.transient === null) return; // this token may not create labels
      throw error;
    }
  }
}

/**
 * `remove-stale-labels`: deletes from the PR the step, plan and test approval labels that are stale
 * against every plan of this PR (evaluateLabels matched each live label against all of them).
 * Execution records (`plasmate-done:`) are never approval labels, so they are never touched, nor is
 * any label of another scheme. Nothing is removed when a plan could not be read (its labels are
 * unknown, so a label might be its current approval) or when the head moved since the gate read
 * the plans (the label might approve the new content). 403: the token may not, stop quietly; 404:
 * already gone. Returns how many were removed.
 */
async function removeStaleLabels(api: GitHubApi, ctx: RunContext, target: PullRequestTarget, result: GateResult, io: ActionIo): Promise<number> {
  const stale = result.labelFindings.filter((f) => f.state === 'stale' && isApprovalLabelName(f.name)).map((f) => f.name);
  if (stale.length === 0 || result.plans.some((p) => p.check.plan === null)) return 0;
  if (await liveHead(api, ctx.repository, target.number) !== target.headSha) return 0;
  let removed = 0;
  for (const name of stale) {
    if (removed === MAX_STALE_LABELS_REMOVED) {
      io.info(`removed ${MAX_STALE_LABELS_REMOVED} stale approval labels; the rest stay listed in the summary`);
      break;
    }
    try {
      await api.request('DELETE', '/repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', { ...ctx.repository, issue_number: target.number, name });
      removed++;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) continue; // removed meanwhile
      if (error instanceof ApiError && error.status === 403 && error.transient === null) break; // this token may not remove labels
      throw error;
    }
  }
  return removed;
}

function outputsOf(result: GateResult, paths: { summaryJsonPath: string; markdownPath: string; handle: CheckRunHandle | null }): ActionOutputs {
  const c = result.counts;
  return {
    conclusion: result.conclusion,
    plans: c.plans,
    'invalid-plans': c.invalid,
    'plans-awaiting-approval': c.needsApproval,
    steps: c.steps,
    'mutating-steps': c.mutatingSteps,
    'approved-steps': c.approvedSteps,
    'steps-needing-approval': c.stepsNeedingApproval,
    'gate-summary': paths.summaryJsonPath,
    'summary-markdown': paths.markdownPath,
    'check-run-id': paths.handle?.id ?? '',
    'check-run-url': paths.handle?.url ?? '',
  };
}

function testRunOutputs(result: GateResult): ActionOutputs {
  const runs = result.plans.flatMap((p) => (p.testRun === undefined ? [] : [p.testRun]));
  return { 'test-runs': runs.length, 'failed-test-runs': runs.filter((r) => r.report.status === 'failed').length };
}

/** `test-mode: auto`: the author may start test runs with at least `approver-permission` (bots never). */
async function authorMayTest(api: GitHubApi, repo: Repository, author: string, required: Role): Promise<boolean> {
  if (author.toLowerCase().endsWith('[bot]')) return false;
  return hasRole(await repositoryRole(api, repo, author), required);
}

function executionOutputs(execution: ExecutionSummary | null): ActionOutputs {
  if (execution === null) return {};
  return { 'executed-plans': execution.executed, 'failed-executions': execution.failed, reports: [...execution.reportPaths.values()].join('\n') };
}

function failureMessage(
  result: GateResult,
  execution: ExecutionSummary | null,
  states: ReadonlyMap<string, PlanExecution> | null,
  sameHead: readonly { number: number; conclusion: Conclusion }[],
): string | null {
  const c = result.counts;
  const others = sameHead.filter((o) => o.conclusion === result.conclusion).map((o) => `pull request #${o.number} with the same head concludes ${o.conclusion}`);
  if (result.conclusion === 'failure') {
    const parts = [];
    if (execution !== null && execution.failed > 0) parts.push(`${execution.failed} of ${execution.executed} executed plans failed`);
    const earlier = [...(states?.values() ?? [])].filter((s) => s.state === 'recorded' && (s.outcome !== 'succeeded' || !s.trusted)).length;
    if (earlier > 0) parts.push(`${plural(earlier, 'plan has', 'plans have')} a failed, interrupted or untrusted execution record`);
    if (c.invalid > 0) parts.push(`${c.invalid} of ${c.plans} plans ${agreeing(c.invalid, 'is', 'are')} invalid`);
    if (c.labelProblems > 0) parts.push(`${c.labelProblems} approval labels do not count`);
    return [...parts, ...others].join('; ') || 'the gate failed';
  }
  if (result.conclusion === 'action_required') {
    const parts = [];
    if (c.needsApproval > 0) parts.push(`${plural(c.needsApproval, 'plan awaits', 'plans await')} approval by label (${plural(c.stepsNeedingApproval, 'step')})`);
    const pending = [...(states?.values() ?? [])].filter((s) => s.state === 'pending').length;
    if (pending > 0) parts.push(`${plural(pending, 'approved plan has', 'approved plans have')} not run`);
    return [...parts, ...others].join('; ') || 'approval required';
  }
  return null;
}

/** The release gate: the benchmark's evidence, its own check run, and a failed step when the gate fails. */
async function runBenchmarkMode(inputs: ActionInputs, ctx: RunContext, io: ActionIo, env: NodeJS.ProcessEnv): Promise<ActionOutcome> {
  const reportDir = await resolveReportDir(inputs.reportDir, ctx.workspace, env.RUNNER_TEMP);
  const { redactor, api } = connect(inputs, ctx, io);
  const headSha = field<string>(ctx.payload, 'pull_request', 'head', 'sha') ?? ctx.sha;
  const opened = await openCheckRun(api, ctx, inputs.checkName, headSha, io);
  const { handle } = opened;
  try {
    const { benchmarkTitle, runReleaseBenchmark } = await import('./benchmark-mode.js');
    const run = await runReleaseBenchmark(inputs, reportDir, ctx.workspace, env);
    const conclusion: Conclusion = run.report.gate.passed ? 'success' : 'failure';
    const markdown = redactor.redact(run.markdown);
    const title = benchmarkTitle(run.report);
    await publishGate(io, {
      markdown, reportDir: null, fullReport: 'The full evidence is in the report directory.', check: { opened, conclusion, title, problems: [] }, logLine: `${title} → ${conclusion}`,
    });
    const s = run.report.summary;
    return {
      conclusion,
      outputs: {
        conclusion,
        'gate-passed': String(run.report.gate.passed),
        'task-contracts-passed': s.task_contracts_passed,
        'tasks-total': s.tasks_total,
        'benchmark-report': run.jsonPath,
        'benchmark-markdown': run.markdownPath,
        'check-run-id': handle?.id ?? '',
        'check-run-url': handle?.url ?? '',
      },
      failure: run.report.gate.passed ? null : `the release benchmark gate failed: ${run.report.gate.violations.join('; ')}`,
    };
  } catch (error) {
    throw await failCheck(opened, redactor, error, api);
  }
}
