/**
 * The action's core, one function per mode behind `runMode`: read the target, the plans and the
 * labels through the API, evaluate the gate, and publish it — check run, job summary, report
 * files, labels. Everything the runner provides comes in as data (`RunContext`, `ActionIo`), so
 * `src/main.ts` only wires `@actions/core` to it.
 */
import { join } from 'node:path';
import { writeFileAtomic } from '../report/write.js';
import { ApiError, GitHubApi, type Repository } from './api.js';
import { annotationsOf, CheckRunPublisher, MAX_CHECK_SUMMARY_BYTES, type CheckRunHandle } from './check-run.js';
import { field, PULL_REQUEST_EVENTS, type RunContext } from './event.js';
import { evaluateGate, type Conclusion, type GateResult } from './gate.js';
import { GATE_SUMMARY_FILE, gateSummaryJson, SUMMARY_MARKDOWN_FILE } from './gate-summary.js';
import { resolveReportDir, type ActionInputs, type ActionOutputs, type Mode } from './inputs.js';
import { executeConclusion, executionStates, worst, type PlanExecution } from './execution-record.js';
import { actorsToCheck, hasRole, isApprovalLabelName, LABEL_COLOR, labelDescription, type LabelingFacts, type Role } from './labels.js';
import { isTestable, testRunCandidates } from './test-requests.js';
import { localPlanSources } from './local-plans.js';
import { changedPlans, latestLabelers, liveLabels, repositoryRole, resolvePullRequest, type PlanSource, type PullRequestTarget } from './pull-request.js';
import { addLabel, commitIdentities, liveHead, openPullRequestsAt } from './pull-request-state.js';
import { Redactor } from './redact.js';
import { cell, headerCells, table, type Cell } from '../report/table.js';
import { checkTitle, renderGateMarkdown, trimToBytes } from './render.js';
import type { RunDiagnostics } from '../workflow/diagnostics.js';
import type { ExecutionSummary } from './execute-mode.js';
import { plural } from '../report/plural.js';

/** GitHub's bound on one step's job summary. */
export const MAX_JOB_SUMMARY_BYTES = 1024 * 1024;
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

/** What the action does to the runner, injected so the core runs the same under tests and on a runner. */
export interface ActionIo {
  info(message: string): void;
  warning(message: string): void;
  /** A workflow-command error annotation (used when no check run carries the annotations). */
  annotate(message: string, at: { file: string; line: number; column: number; title: string }): void;
  writeJobSummary(markdown: string): Promise<void>;
  /** Registers a secret value with the runner, which then masks it in logs and job summaries. */
  registerSecret(value: string): void;
}

export interface ActionOutcome {
  conclusion: Conclusion;
  outputs: ActionOutputs;
  /** Set when the step must fail, with the message to fail it with. */
  failure: string | null;
}

/** The mode switch: each mode is one function; execute and benchmark plug in here when their runners ship. */
export async function runMode(inputs: ActionInputs, ctx: RunContext, io: ActionIo, env: NodeJS.ProcessEnv): Promise<ActionOutcome> {
  const modes: Record<Mode, () => Promise<ActionOutcome>> = {
    validate: () => runValidate(inputs, ctx, io, env),
    execute: () => runValidate(inputs, ctx, io, env),
    benchmark: () => runBenchmarkMode(inputs, ctx, io, env),
    // Fan-out and fan-in (docs/action.md "Scaling out"), loaded only in those jobs.
    plan: async () => (await import('./shard-modes.js')).runPlanMode(inputs, ctx, io, env),
    aggregate: async () => (await import('./shard-modes.js')).runAggregateMode(inputs, ctx, io, env),
  };
  if (inputs.mode === 'execute' && inputs.shard !== null) return (await import('./shard-modes.js')).runShardMode(inputs, inputs.shard, ctx, io, env);
  return modes[inputs.mode]();
}

async function runValidate(inputs: ActionInputs, ctx: RunContext, io: ActionIo, env: NodeJS.ProcessEnv): Promise<ActionOutcome> {
  const reportDir = await resolveReportDir(inputs.reportDir, ctx.workspace, env.RUNNER_TEMP);
  const { redactor, api } = connect(inputs, ctx);
  const notes: string[] = [];
  const execute = inputs.mode === 'execute';

  const wantsPullRequest = PULL_REQUEST_EVENTS.has(ctx.eventName) || ctx.eventName === 'workflow_run';
  if (wantsPullRequest && api === null) throw new Error(`input "github-token" is required on ${ctx.eventName} events: the changed plans and approval labels are read through the API`);
  const target = api === null ? null : await resolvePullRequest(api, ctx, inputs.artifactDir);
  if (execute && target === null) {
    throw new Error('mode "execute" runs the approved plans of a pull request, and this event has none (approvals are labels on a pull request)');
  }
  const headSha = target?.headSha ?? (ctx.eventName === 'workflow_run' ? field<string>(ctx.payload, 'workflow_run', 'head_sha') ?? ctx.sha : ctx.sha);
  if (target?.movedTo != null) notes.push(`The pull request's head is now ${target.movedTo.slice(0, 12)}; this run checks ${headSha.slice(0, 12)}, as its event said. The run for the newer head reports on that.`);

  const { publisher, handle, readOnly } = await openCheckRun(api, ctx, inputs.checkName, headSha, io);
  if (readOnly) notes.push('The token could not create a check run (read-only, as for pull requests from forks): this job summary and the step result carry the gate. See the fork pattern in the action\'s documentation.');

  try {
    return await gateAndPublish(inputs, ctx, io, env, { redactor, api, notes, target, headSha, publisher, handle, reportDir });
  } catch (error) {
    // Fail closed and visibly: the check must not stay in progress (or keep an older green result) when the run dies.
    if (handle !== null) {
      const message = redactor.redact(error instanceof Error ? error.message : String(error));
      await publisher!.finish(handle, { conclusion: 'failure', title: 'The gate could not complete', summary: `The action stopped with an error: ${message}`, annotations: [] }).catch(() => undefined);
    }
    throw error;
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
  if (target !== null) {
    ({ sources, removed, ignored } = await changedPlans(api!, ctx.repository, target, inputs.plans));
  } else if (inputs.plans.length > 0) {
    sources = await localPlanSources(inputs.plans, ctx.workspace);
  } else {
    sources = [];
    notes.push('No pull request in this event and no `plans` input: nothing to check.');
  }
  const evaluate = gateEvaluator(inputs, execute);
  const labeling = target === null ? null : await labelingFacts(api!, ctx.repository, target.number, target.author);
  let result = evaluate(sources, labeling);
  // Secret names are known now; nothing plan-derived was sent before this point. Secret *values*
  // are never matched against plan-derived text: that would be a guessing oracle (a step id
  // `try-hunter2` shown as `try-***`). Values are read only to run an approved plan (execute-mode.ts).
  for (const plan of result.plans) for (const name of plan.check.plan?.secretNames ?? []) redactor.addName(name);

  if (target !== null && inputs.createLabels && handle !== null) await createMissingLabels(api!, ctx, result, inputs.testMode !== 'off', io);
  if (target !== null && inputs.removeStaleLabels && api !== null) {
    const gone = await removeStaleLabels(api, ctx, target, result, io);
    if (gone > 0) notes.push(`Removed ${gone} stale approval label${gone === 1 ? '' : 's'} from the pull request (\`remove-stale-labels\`); they are listed below as they were when the gate ran.`);
  }

  let execution: ExecutionSummary | null = null;
  let states: Map<string, PlanExecution> | null = null;
  if (execute) {
    const recheck = async (): Promise<{ headSha: string; result: GateResult; labeling: LabelingFacts }> => {
      const live = await liveHead(api!, ctx.repository, target!.number);
      const facts = await labelingFacts(api!, ctx.repository, target!.number, target!.author);
      return { headSha: live, result: evaluate(sources, facts), labeling: facts };
    };
    // The runner (MCP SDK, supervisor) loads only in execute mode, keeping validate's cold start small.
    const { runApprovedPlans } = await import('./execute-mode.js');
    ({ result, states, execution } = await runApprovedPlans(result, inputs, reportDir, ctx.workspace, headSha, env, (v) => io.registerSecret(v), {
      recheck,
      record: (label) => addLabel(api!, ctx.repository, target!.number, label),
    }));
    if (execution.movedTo !== null) notes.push(`The pull request's head moved to ${execution.movedTo.slice(0, 12)} during this run: plans not yet run were not run. The run for the newer head reports on that.`);
    notes.push(`Executed ${execution.executed} approved plan${execution.executed === 1 ? '' : 's'} in this job: ${execution.executed - execution.failed} succeeded, ${execution.failed} failed.`);
  }

  // Test runs (docs/test-mode.md): only a trusted trigger starts one; it sends no effect and reads no secret.
  let testDiagnostics: Map<string, RunDiagnostics> | undefined;
  const trustedAuthor = target !== null && inputs.testMode === 'auto' && await authorMayTest(api!, ctx.repository, target.author, inputs.approverPermission) ? target.author : null;
  const testRequests = target === null ? [] : testRunCandidates(result, inputs.testMode, trustedAuthor);
  if (testRequests.length > 0) {
    const { runTestRuns } = await import('./test-runs.js');
    testDiagnostics = await runTestRuns(testRequests, result, inputs, reportDir, ctx.workspace, env);
    const failed = testRequests.filter((r) => r.gate.testRun?.report.status === 'failed').length;
    notes.push(`Test-ran ${testRequests.length} plan${testRequests.length === 1 ? '' : 's'} (reads real, every effect stubbed): ${testRequests.length - failed} passed, ${failed} failed.`);
  }

  // A check run belongs to the SHA, not the PR: every open PR with this head is evaluated and the worst result posted.
  const sameHead = target === null || api === null ? [] : await sameHeadConclusions(api, ctx, inputs, target, (bytes, facts) => {
    const other = evaluate(bytes, facts);
    return execute ? executeConclusion(other, executionStates(other, facts)) : other.conclusion;
  });
  for (const other of sameHead) {
    notes.push(`Pull request #${other.number} has the same head commit; its plans conclude \`${other.conclusion}\`. This check carries the worse of the results.`);
    result.conclusion = worst(result.conclusion, other.conclusion);
  }

  const markdown = redactor.redact(renderPlanApprovals(result, states, execute, inputs.testMode !== 'off') + renderGateMarkdown(result, {
    notes, approverRole: inputs.approverPermission, allowSelfApproval: inputs.allowSelfApproval, removed, ignored, withoutPullRequest: target === null,
    ...(execution === null ? {} : { diagnostics: execution.diagnostics }), ...(testDiagnostics === undefined ? {} : { testDiagnostics }),
  }));
  // Why steps failed, in the log too (redacted like everything the action prints; no secret name or value).
  // Prefixed, so a line never starts with a PR-chosen path (a line starting `::` is a workflow command).
  const reasons = [...(execution?.diagnostics ?? []), ...(testDiagnostics ?? [])];
  if (reasons.length > 0) {
    // Loaded only here: only a run that executed or test-ran a plan has reasons (the runner is loaded then anyway).
    const { diagnosticLines } = await import('../workflow/diagnostics.js');
    for (const [file, why] of reasons) for (const line of diagnosticLines(file, why)) io.info(redactor.redact(`why: ${line}`));
  }
  const summaryJsonPath = join(reportDir, GATE_SUMMARY_FILE);
  const markdownPath = join(reportDir, SUMMARY_MARKDOWN_FILE);
  const fullReport = `The full summary is ${SUMMARY_MARKDOWN_FILE} and the machine-readable result ${GATE_SUMMARY_FILE} in the report directory.`;
  const title = checkTitle(result);

  if (handle !== null) {
    await publisher!.finish(handle, {
      conclusion: result.conclusion,
      title,
      summary: trimToBytes(markdown, MAX_CHECK_SUMMARY_BYTES, fullReport),
      annotations: annotationsOf(result.plans.flatMap((p) => p.check.problems)),
    });
  } else {
    for (const p of result.plans.flatMap((plan) => plan.check.problems)) {
      io.annotate(redactor.redact(p.message), { file: p.file, line: p.line, column: p.column, title: p.rule });
    }
  }

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
    ...(execution === null ? {} : { diagnostics: execution.diagnostics }), ...(testDiagnostics === undefined ? {} : { testDiagnostics }),
  });
  await writeFileAtomic(summaryJsonPath, `${JSON.stringify(redactor.redactValue(summaryJson), null, 2)}\n`);
  await writeFileAtomic(markdownPath, markdown);
  await io.writeJobSummary(trimToBytes(markdown, MAX_JOB_SUMMARY_BYTES, fullReport));
  io.info(`${title} → ${result.conclusion}`);

  return {
    conclusion: result.conclusion,
    outputs: { ...outputsOf(result, { summaryJsonPath, markdownPath, handle }), ...testRunOutputs(result), ...executionOutputs(execution) },
    failure: failureMessage(result, execution, states, sameHead),
  };
}

/** The conclusion for every other open PR whose head is this SHA. */
async function sameHeadConclusions(
  api: GitHubApi,
  ctx: RunContext,
  inputs: ActionInputs,
  target: PullRequestTarget,
  conclude: (sources: readonly PlanSource[], labeling: LabelingFacts) => Conclusion,
): Promise<{ number: number; conclusion: Conclusion }[]> {
  const out: { number: number; conclusion: Conclusion }[] = [];
  for (const pull of await openPullRequestsAt(api, ctx.repository, target.headSha)) {
    if (pull.number === target.number) continue;
    const other: PullRequestTarget = { number: pull.number, headSha: target.headSha, author: pull.author, movedTo: null };
    const { sources } = await changedPlans(api, ctx.repository, other, inputs.plans);
    out.push({ number: pull.number, conclusion: conclude(sources, await labelingFacts(api, ctx.repository, pull.number, pull.author)) });
  }
  return out;
}

/** The API client (none without a token) and the redactor every call goes through; the token is its first secret. */
/**
 * The gate under the action's inputs (approver role, self-approval, opt-ins, secret allow-list):
 * one definition, so validate/execute and the shard modes judge a plan alike.
 */
export function gateEvaluator(inputs: ActionInputs, requirePlanApproval: boolean) {
  return (sources: readonly PlanSource[], labeling: LabelingFacts | null): GateResult => evaluateGate({
    sources,
    labeling,
    policy: { approverRole: inputs.approverPermission, allowSelfApproval: inputs.allowSelfApproval },
    optIns: { allowEvaluate: inputs.allowEvaluate, allowCookieWrites: inputs.allowCookieWrites },
    requirePlanApproval,
    secrets: inputs.secrets,
  });
}

export function connect(inputs: ActionInputs, ctx: RunContext): { redactor: Redactor; api: GitHubApi | null } {
  const redactor = new Redactor();
  redactor.addValue(inputs.githubToken);
  return { redactor, api: inputs.githubToken === '' ? null : new GitHubApi(ctx.apiUrl, inputs.githubToken, redactor) };
}

interface OpenedCheckRun {
  publisher: CheckRunPublisher | null;
  handle: CheckRunHandle | null;
  /** The token may not create check runs: the job summary, annotations and exit code carry the result. */
  readOnly: boolean;
}

/**
 * Creates the check `in_progress` (or takes over this name's run on this SHA) before any work, so
 * a crash leaves a visible, stale-able run — never a green one.
 */
export async function openCheckRun(api: GitHubApi | null, ctx: RunContext, name: string, headSha: string, io: ActionIo): Promise<OpenedCheckRun> {
  if (api === null || headSha === '') return { publisher: null, handle: null, readOnly: false };
  const detailsUrl = ctx.runUrl ?? `${ctx.serverUrl}/${ctx.repository.owner}/${ctx.repository.repo}/commit/${headSha}`;
  const publisher = new CheckRunPublisher(api, ctx.repository, name, headSha, detailsUrl);
  const started = await publisher.start();
  if (started.kind === 'created') return { publisher, handle: started.handle, readOnly: false };
  io.warning(`cannot create the check run (${started.reason}); reporting through the job summary, annotations and the exit code instead`);
  return { publisher: null, handle: null, readOnly: true };
}

export async function labelingFacts(api: GitHubApi, repo: Repository, number: number, author: string): Promise<LabelingFacts> {
  // Live, not from the payload: a re-run replays the original event and its labels.
  const labels = await liveLabels(api, repo, number);
  const labelers = await latestLabelers(api, repo, number);
  const roles = new Map<string, Role | null>();
  for (const actor of actorsToCheck(labels, labelers)) roles.set(actor.login, await repositoryRole(api, repo, actor.login));
  const commits = await commitIdentities(api, repo, number);
  return { liveLabels: labels, latestLabeler: labelers, roles, pullRequestAuthor: author, commitLogins: commits.logins, commitsComplete: commits.complete };
}

/** Creates the label of every step and plan still awaiting approval (and the test labels), so a maintainer can pick it from the list. */
async function createMissingLabels(api: GitHubApi, ctx: RunContext, result: GateResult, withTestLabels: boolean, io: ActionIo): Promise<void> {
  const wanted = new Map<string, string>();
  for (const plan of result.plans) {
    if (withTestLabels && isTestable(plan) && plan.testRequest?.approval === 'missing') wanted.set(plan.testRequest.label, labelDescription(plan.check.plan?.name ?? plan.file, null, 'test'));
    if (plan.status !== 'invalid' && plan.planApproval?.approval === 'missing') wanted.set(plan.planApproval.label, labelDescription(plan.check.plan?.name ?? plan.file, null));
    for (const step of plan.mutatingSteps) {
      if (step.approval === 'missing') wanted.set(step.approvalLabel, labelDescription(plan.check.plan?.name ?? plan.file, step.id));
    }
  }
  let created = 0;
  for (const [name, description] of wanted) {
    if (created === MAX_LABELS_CREATED) {
      io.info(`created ${MAX_LABELS_CREATED} approval labels; the rest are named in the summary`);
      return;
    }
    try {
      await api.request('POST', '/repos/{owner}/{repo}/labels', ctx.repository, { body: { name, color: LABEL_COLOR, description } });
      created++;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) continue; // it exists already
      if (error instanceof ApiError && error.status === 403) return; // this token may not create labels
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
      if (error instanceof ApiError && error.status === 403) break; // this token may not remove labels
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

/**
 * The plan-approval labels (execute mode needs them to run a plan), the test labels when test
 * runs may be asked for, and, in execute mode, what ran.
 */
export function renderPlanApprovals(result: GateResult, states: ReadonlyMap<string, PlanExecution> | null, execute: boolean, withTests: boolean): string {
  const rows = result.plans.filter((p) => p.planApproval !== null && p.planApproval.approval !== 'not_evaluated');
  if (rows.length === 0) return '';
  const out = ['### Plan approvals', ''];
  out.push(execute
    ? 'A plan runs only when a maintainer applied its plan label as well as every mutating step\'s label; each approved content runs once per pull request.'
    : 'To run a plan in execute mode, a maintainer also applies its plan label (it approves running exactly this plan content).', '');
  if (withTests) out.push('A maintainer\'s test label starts a test run of exactly this content: its reads run for real, every effect is stubbed and recorded with its target, and no secret is read.', '');
  const header = headerCells('plan', 'plan label', 'approval', ...(withTests ? ['test label'] : []), ...(execute ? ['execution'] : []));
  out.push(...table(header, rows.map((p): Cell[] => {
    const a = p.planApproval!;
    const approval = a.approval === 'approved' ? cell.join(cell.markup('approved by '), cell.text(a.approvedBy ?? '')) : cell.text(a.approval);
    const cells = [cell.code(p.file), cell.code(a.label), approval];
    if (withTests) {
      cells.push(p.testRequest === null || !isTestable(p)
        ? cell.markup('—')
        : cell.join(cell.code(p.testRequest.label), ...(p.testRequest.approval === 'approved' ? [cell.markup(' (applied by '), cell.text(p.testRequest.approvedBy ?? ''), cell.markup(')')] : [])));
    }
    if (execute) {
      const s = states?.get(p.file);
      cells.push(s === undefined ? cell.markup('—') : cell.text(s.reason));
    }
    return cells;
  })));
  out.push('');
  return out.join('\n');
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
    if (c.invalid > 0) parts.push(`${c.invalid} of ${c.plans} plans ${c.invalid === 1 ? 'is' : 'are'} invalid`);
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
  const { redactor, api } = connect(inputs, ctx);
  const headSha = field<string>(ctx.payload, 'pull_request', 'head', 'sha') ?? ctx.sha;
  const { publisher, handle } = await openCheckRun(api, ctx, inputs.checkName, headSha, io);
  const { benchmarkTitle, runReleaseBenchmark } = await import('./benchmark-mode.js');
  const run = await runReleaseBenchmark(inputs, reportDir, ctx.workspace, env);
  const conclusion: Conclusion = run.report.gate.passed ? 'success' : 'failure';
  const markdown = redactor.redact(run.markdown);
  const title = benchmarkTitle(run.report);
  if (handle !== null) {
    await publisher!.finish(handle, { conclusion, title, summary: trimToBytes(markdown, MAX_CHECK_SUMMARY_BYTES, 'The full evidence is in the report directory.'), annotations: [] });
  }
  await io.writeJobSummary(trimToBytes(markdown, MAX_JOB_SUMMARY_BYTES, 'The full evidence is in the report directory.'));
  io.info(`${title} → ${conclusion}`);
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
}
