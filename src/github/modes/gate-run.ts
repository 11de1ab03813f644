/**
 * The run validate and execute share, as named phases in their order: open the check, read the
 * plans, judge them on the label facts, create and remove labels, (execute), test runs, same-head
 * pull requests, publish. Execute mode adds its one phase (execute.ts); everything else is common.
 */
import { join } from 'node:path';
import { writeFileAtomic } from '../../report/write.js';
import type { RunDiagnostics } from '../../report/diagnostics.js';
import { usageLine, type GitHubApi, type Repository } from '../rest/api.js';
import type { CheckRunHandle, CheckRunPublisher } from '../rest/check-run.js';
import { createMissingLabels, removeStaleLabels } from '../rest/label-changes.js';
import { changedPlans, plansChangedBetween, repositoryRole, resolvePullRequest, TargetError, type PullRequestTarget } from '../rest/pull-request.js';
import { eventHeadSha, hasCheckout, mergeGroupRange, PULL_REQUEST_EVENTS } from '../event.js';
import type { Conclusion, GateResult, PlanSource } from '../gate/gate.js';
import { GATE_SUMMARY_FILE, gateSummaryJson, SUMMARY_MARKDOWN_FILE } from '../gate/gate-summary.js';
import { executeConclusion, executionStates, worst, type PlanExecution } from '../gate/execution-record.js';
import { hasRole, type LabelingFacts, type Role } from '../gate/labels.js';
import { checkTitle, renderGateMarkdown, renderPlanApprovals } from '../gate/render.js';
import { testRunCandidates } from '../gate/test-requests.js';
import { localPlanSources } from '../local-plans.js';
import type { Redactor } from '../redact.js';
import { addSecretNames, connect, gateEvaluator, labelingFacts, publishGate, readingNotes, type ActionOutcome } from '../session.js';
import type { ExecutionSummary } from './approved-plans.js';
import { reportDirOf, withCheckRun, staleBaseNote, type ModeContext } from './context.js';
import { executionOutputs, failureMessage, outputsOf, testRunOutputs } from './gate-outputs.js';
import { listedSameHeadNote, sameHeadConclusions } from './same-head.js';

/** What the phases of one gate run share once the check is open and the target is known. */
export interface GateRun {
  mc: ModeContext;
  redactor: Redactor;
  api: GitHubApi | null;
  /** The summary's notes, in the order the phases add them. */
  notes: string[];
  target: PullRequestTarget | null;
  headSha: string;
  publisher: CheckRunPublisher | null;
  handle: CheckRunHandle | null;
  reportDir: string;
  /** Execute mode: plan approval required, execution records read, approved plans run. */
  execute: boolean;
}

/** The changed plans, as read (with each plan's base version: the summary shows what changed against the base branch). */
export interface PlansRead {
  sources: PlanSource[];
  removed: string[];
  ignored: number;
  bases: ReadonlyMap<string, PlanSource | null> | undefined;
}

/** The gate on the live label facts, and the evaluator the later phases re-judge with. */
export interface Judged {
  evaluate: (sources: readonly PlanSource[], labeling: LabelingFacts | null) => GateResult;
  labeling: LabelingFacts | null;
  result: GateResult;
}

/** What execute mode's phase leaves for the phases after it. */
export interface Executed {
  result: GateResult;
  states: Map<string, PlanExecution> | null;
  execution: ExecutionSummary | null;
}

/** Execute mode's phase between the label changes and the test runs (execute.ts). */
export type ExecutePhase = (run: GateRun, plans: PlansRead, judged: Judged) => Promise<Executed>;

/** Validate mode, or with `executePhase` execute mode: the whole gate run. */
export async function runGate(mc: ModeContext, executePhase: ExecutePhase | null): Promise<ActionOutcome> {
  const { inputs, run: ctx } = mc;
  const reportDir = await reportDirOf(mc);
  const connected = connect(inputs, ctx, mc.io);
  const { redactor, api } = connected;
  const notes: string[] = [];
  const execute = executePhase !== null;

  const wantsPullRequest = PULL_REQUEST_EVENTS.has(ctx.eventName) || ctx.eventName === 'workflow_run';
  if (wantsPullRequest && api === null) throw new Error(`input "github-token" is required on ${ctx.eventName} events: the changed plans and approval labels are read through the API`);
  // The check opens first, on the event's head: no read before it can leave an earlier verdict standing.
  const headSha = eventHeadSha(ctx);
  return withCheckRun(mc, connected, headSha, async ({ publisher, handle, readOnly }) => {
    if (readOnly) notes.push('This event gives the workflow a read-only token (a pull request from a fork): this job summary and the step result carry the gate. See the fork pattern in the action\'s documentation.');
    const target = api === null ? null : await resolvePullRequest(api, ctx, inputs.artifactDir);
    if (execute && target === null) {
      throw new Error('mode "execute" runs the approved plans of a pull request, and this event has none (approvals are labels on a pull request)');
    }
    if (target?.movedTo != null) notes.push(`The pull request's head is now ${target.movedTo.slice(0, 12)}; this run checks ${headSha.slice(0, 12)}, as its event said. The run for the newer head reports on that.`);
    const stale = target === null ? null : staleBaseNote(handle, target);
    if (stale !== null) notes.push(stale);
    const run: GateRun = { mc, redactor, api, notes, target, headSha, publisher, handle, reportDir, execute };

    const plans = await readPlans(run);
    const judged = await judgePlans(run, plans);
    await changeLabels(run, judged.result);
    const executed: Executed = executePhase === null ? { result: judged.result, states: null, execution: null } : await executePhase(run, plans, judged);
    const testDiagnostics = await testRuns(run, executed.result);
    const sameHead = await sameHeadPulls(run, judged, executed.result);
    return publish(run, plans, executed, testDiagnostics, sameHead);
  });
}

/** The plans the event changed: the pull request's, the merge queue's range, or the local `plans` globs. */
async function readPlans(run: GateRun): Promise<PlansRead> {
  const { mc: { inputs, run: ctx }, api, target, notes } = run;
  if (target !== null) {
    return changedPlans(api!, ctx.repository, target, inputs.plans, { withBases: true });
  }
  if (ctx.eventName === 'merge_group' && api !== null) {
    // No pull request, and often no checkout: the queue's own range, read through the API as a pull request's files are.
    const range = mergeGroupRange(ctx);
    const read = await plansChangedBetween(api, ctx.repository, range.baseSha, range.headSha, inputs.plans);
    notes.push(`Merge queue: the plans changed between the queue's base ${range.baseSha.slice(0, 12)} and its head ${range.headSha.slice(0, 12)}, read through the API. Approvals are checked on each pull request before it joins the queue.`);
    return read;
  }
  if (inputs.plans.length > 0) {
    const sources = await localPlanSources(inputs.plans, ctx.workspace);
    // Without a checkout the globs match nothing, and "nothing to check" would pass a required check unchecked.
    if (sources.length === 0 && !hasCheckout(ctx.workspace)) throw new TargetError(`the "plans" globs matched no file, and the workspace ${ctx.workspace} has no checkout (no .git): add actions/checkout before this step${ctx.eventName === 'merge_group' ? ', or give the step a token (github-token) so the merge queue\'s changed plans are read through the API' : ''}`);
    return { sources, removed: [], ignored: 0, bases: undefined };
  }
  notes.push('No pull request in this event and no `plans` input: nothing to check.');
  return { sources: [], removed: [], ignored: 0, bases: undefined };
}

/** The gate on the pull request's live labels (none without a pull request). */
async function judgePlans(run: GateRun, plans: PlansRead): Promise<Judged> {
  const { mc: { inputs, run: ctx }, api, target, execute } = run;
  const evaluate = gateEvaluator(inputs, execute);
  const labeling = target === null ? null : await labelingFacts(api!, ctx.repository, target.number, target.author, execute, inputs.trustAppLabels);
  const result = evaluate(plans.sources, labeling);
  run.notes.push(...readingNotes(labeling, plans.sources.map((s) => s.file)));
  // Secret names are known now; nothing plan-derived was sent before this point. Secret *values*
  // are never matched against plan-derived text: that would be a guessing oracle (a step id
  // `try-hunter2` shown as `try-***`). Values are read only to run an approved plan (approved-plans.ts).
  addSecretNames(run.redactor, result);
  return { evaluate, labeling, result };
}

/** `create-labels` and `remove-stale-labels` (rest/label-changes.ts). */
async function changeLabels(run: GateRun, result: GateResult): Promise<void> {
  const { mc: { inputs, run: ctx, io }, api, target, handle } = run;
  if (target !== null && inputs.createLabels && handle !== null) await createMissingLabels(api!, ctx.repository, result, inputs.testMode !== 'off', (m) => io.info(m), new Date());
  if (target !== null && inputs.removeStaleLabels && api !== null) {
    const gone = await removeStaleLabels(api, ctx.repository, target, result, (m) => io.info(m));
    if (gone > 0) run.notes.push(`Removed ${gone} stale approval label${gone === 1 ? '' : 's'} from the pull request (\`remove-stale-labels\`); they are listed below as they were when the gate ran.`);
  }
}

/** Test runs (docs/test-mode.md): only a trusted trigger starts one; it sends no effect and reads no secret. */
async function testRuns(run: GateRun, result: GateResult): Promise<Map<string, RunDiagnostics> | undefined> {
  const { mc: { inputs, run: ctx, env }, api, target } = run;
  const trustedAuthor = target !== null && inputs.testMode === 'auto' && await authorMayTest(api!, ctx.repository, target.author, inputs.approverPermission) ? target.author : null;
  const testRequests = target === null ? [] : testRunCandidates(result, inputs.testMode, trustedAuthor);
  if (testRequests.length === 0) return undefined;
  const { runTestRuns } = await import('./test-runs.js');
  const testDiagnostics = await runTestRuns(testRequests, result, inputs, run.reportDir, ctx.workspace, env);
  const failed = testRequests.filter((r) => r.gate.testRun?.report.status === 'failed').length;
  run.notes.push(`Test-ran ${testRequests.length} plan${testRequests.length === 1 ? '' : 's'} (reads real, every effect stubbed): ${testRequests.length - failed} passed, ${failed} failed.`);
  return testDiagnostics;
}

/** `test-mode: auto`: the author may start test runs with at least `approver-permission` (bots never). */
async function authorMayTest(api: GitHubApi, repo: Repository, author: string, required: Role): Promise<boolean> {
  if (author.toLowerCase().endsWith('[bot]')) return false;
  return hasRole(await repositoryRole(api, repo, author), required);
}

/** A check run belongs to the SHA, not the PR: every open PR with this head is evaluated and the worst result posted. */
async function sameHeadPulls(run: GateRun, judged: Judged, result: GateResult): Promise<{ number: number; conclusion: Conclusion }[]> {
  const { mc: { inputs, run: ctx }, api, target, execute, notes } = run;
  const { counted: sameHead, listed } = target === null || api === null ? { counted: [], listed: [] } : await sameHeadConclusions(api, ctx, inputs, target, (bytes, facts) => {
    const other = judged.evaluate(bytes, facts);
    return execute ? executeConclusion(other, executionStates(other, facts)) : other.conclusion;
  });
  const listedNote = listedSameHeadNote(listed);
  if (listedNote !== null) notes.push(listedNote);
  for (const other of sameHead) {
    notes.push(`Pull request #${other.number} has the same head commit; its plans conclude \`${other.conclusion}\`. This check carries the worse of the results.`);
    result.conclusion = worst(result.conclusion, other.conclusion);
  }
  return sameHead;
}

/** The end: the summary (Markdown and JSON), the log's reasons, annotations without a check, the check, and the outputs. */
async function publish(
  run: GateRun,
  plans: PlansRead,
  executed: Executed,
  testDiagnostics: Map<string, RunDiagnostics> | undefined,
  sameHead: { number: number; conclusion: Conclusion }[],
): Promise<ActionOutcome> {
  const { mc: { inputs, run: ctx, io }, api, redactor, notes, target, headSha, publisher, handle, reportDir, execute } = run;
  const { removed, ignored, bases } = plans;
  const { result, states, execution } = executed;
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
    const { diagnosticLines } = await import('../../report/diagnostics.js');
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
