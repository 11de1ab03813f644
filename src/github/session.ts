/**
 * What every mode of the action opens before it judges anything: the runner's I/O, the API client
 * and its redactor, the check run, the live labelling facts of a pull request, and the gate under
 * the action's inputs. One definition, so validate/execute and the shard modes start alike.
 */
import { GitHubApi, usageLine, type Repository } from './rest/api.js';
import type { ApiClock } from './rest/retry-policy.js';
import { join } from 'node:path';
import { writeFileAtomic } from '../report/write.js';
import { annotationsOf, CheckRunPublisher, MAX_CHECK_SUMMARY_BYTES, type CheckRunHandle } from './rest/check-run.js';
import { hasReadOnlyToken, type RunContext } from './event.js';
import { evaluateGate, type Conclusion, type GateResult, type PlanSource } from './gate/gate.js';
import type { ActionInputs, ActionOutputs } from './inputs.js';
import { actorsToCheck, type LabelingFacts, type Role } from './gate/labels.js';
import { latestLabelers, liveLabels, repositoryRole } from './rest/pull-request.js';
import { commitIdentities } from './rest/pull-request-state.js';
import { nonAsciiPathNote } from './gate/path-display.js';
import { isApprovalLabelName } from '../plan/approval-labels.js';
import { isRecordLabelName } from './gate/execution-record.js';
import { readExecutionRecords } from './rest/record-comments.js';
import type { Problem } from '../plan/problem.js';
import { SUMMARY_MARKDOWN_FILE } from './gate/gate-summary.js';
import { Redactor } from './redact.js';
import { plural } from '../report/plural.js';
import { RunStopped } from './stopped.js';
import { trimToBytes, verdictMarkdown } from './gate/render.js';

/** GitHub's bound on one step's job summary. */
export const MAX_JOB_SUMMARY_BYTES = 1024 * 1024;

/** What the action does to the runner, injected so the core runs the same under tests and on a runner. */
export interface ActionIo {
  info(message: string): void;
  warning(message: string): void;
  /** A workflow-command error annotation (used when no check run carries the annotations). */
  annotate(message: string, at: { file: string; line: number; column: number; title: string }): void;
  writeJobSummary(markdown: string): Promise<void>;
  /** Registers a secret value with the runner, which then masks it in logs and job summaries. */
  registerSecret(value: string): void;
  /** Time of the API client's retry waits and its per-request deadline; the system's unless a test keeps its own. */
  apiTiming?: { clock: ApiClock; requestTimeoutMs?: number };
}

export interface ActionOutcome {
  conclusion: Conclusion;
  outputs: ActionOutputs;
  /** Set when the step must fail, with the message to fail it with. */
  failure: string | null;
}

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

/** Every secret name the plans reference joins the redactor's names (names only, never values: see the gate run). */
export function addSecretNames(redactor: Redactor, result: GateResult): void {
  for (const plan of result.plans) for (const name of plan.check.plan?.secretNames ?? []) redactor.addName(name);
}

/** The sources a recheck evaluates: every plan, or only the one about to run (ExecutionGuard.recheck). */
export function recheckSources(sources: readonly PlanSource[], only: string | undefined): readonly PlanSource[] {
  return only === undefined ? sources : sources.filter((s) => s.file === only);
}

/**
 * The API client (none without a token; one per run, so its budget is the run's) and the redactor
 * every call goes through; the token is its first secret.
 */
export function connect(inputs: ActionInputs, ctx: RunContext, io: Pick<ActionIo, 'apiTiming'>): { redactor: Redactor; api: GitHubApi | null } {
  const redactor = new Redactor();
  redactor.addValue(inputs.githubToken);
  const timing = io.apiTiming;
  const options = { budget: inputs.apiRequestBudget, ...(timing === undefined ? {} : { clock: timing.clock, ...(timing.requestTimeoutMs === undefined ? {} : { timeoutMs: timing.requestTimeoutMs }) }) };
  return { redactor, api: inputs.githubToken === '' ? null : new GitHubApi(ctx.apiUrl, inputs.githubToken, redactor, options) };
}

export interface OpenedCheckRun {
  publisher: CheckRunPublisher | null;
  handle: CheckRunHandle | null;
  /** The event gives a read-only token (hasReadOnlyToken): the job summary, annotations and exit code carry the result. */
  readOnly: boolean;
}

/**
 * Opens the check `in_progress` (or takes over this name's run on this SHA) before any other
 * request, so whatever fails later leaves a visible, stale-able run — never an earlier green one.
 * A failure to open it fails the run: the step's own failure is then the only true report.
 */
export async function openCheckRun(api: GitHubApi | null, ctx: RunContext, name: string, headSha: string, io: ActionIo): Promise<OpenedCheckRun> {
  if (api === null || headSha === '') return { publisher: null, handle: null, readOnly: false };
  if (hasReadOnlyToken(ctx)) {
    io.warning('this event gives the workflow a read-only token (a pull request from a fork, or one Dependabot opened): no check run is posted; the job summary, annotations and the exit code carry the gate');
    return { publisher: null, handle: null, readOnly: true };
  }
  const detailsUrl = ctx.runUrl ?? `${ctx.serverUrl}/${ctx.repository.owner}/${ctx.repository.repo}/commit/${headSha}`;
  const publisher = new CheckRunPublisher(api, ctx.repository, name, headSha, detailsUrl);
  const handle = await publisher.start();
  if (handle.lookupFailed !== null) io.warning(`could not reopen the earlier check run (${handle.lookupFailed}); created a new one, which replaces it as the newest`);
  return { publisher, handle, readOnly: false };
}

/**
 * The fail-closed end of a run that threw: the check (when one was opened) concludes `failure`
 * with the (redacted) reason, so no earlier verdict stands. Best effort: the error it returns,
 * for the mode to throw, says whether that worked (stopped.ts reports it).
 */
export async function failCheck(opened: Pick<OpenedCheckRun, 'publisher' | 'handle'>, redactor: Redactor, error: unknown, api: GitHubApi | null): Promise<RunStopped> {
  const usage = api === null ? null : api.usage();
  if (opened.handle === null) return new RunStopped(error, 'none', usage);
  const message = redactor.redact(error instanceof Error ? error.message : String(error));
  const spent = usage === null ? '' : `\n\n${usageLine(usage)}`;
  const completed = await opened.publisher!.finish(opened.handle, { conclusion: 'failure', title: 'The gate could not complete', summary: `The action stopped with an error: ${message}${spent}`, annotations: [], stopped: true }).then(() => true, () => false);
  return new RunStopped(error, completed ? 'completed' : 'not-completed', api === null ? null : api.usage());
}

/** The live labelling facts of a pull request; with `withRecords` (execute and shard modes) its execution records too. */
export async function labelingFacts(api: GitHubApi, repo: Repository, number: number, author: string, withRecords = false, trustApps = false): Promise<LabelingFacts> {
  // Live, not from the payload: a re-run replays the original event and its labels.
  const labels = await liveLabels(api, repo, number);
  // Only the labels whose applier matters: approval labels and older versions' record labels.
  const labelers = await latestLabelers(api, repo, number, labels.filter((l) => isApprovalLabelName(l) || isRecordLabelName(l)), trustApps);
  const roles = new Map<string, Role | null>();
  for (const actor of actorsToCheck(labels, labelers)) roles.set(actor.login, await repositoryRole(api, repo, actor.login));
  const commits = await commitIdentities(api, repo, number);
  const facts: LabelingFacts = { liveLabels: labels, latestLabeler: labelers, roles, pullRequestAuthor: author, commitLogins: commits.logins, commitsComplete: commits.complete };
  if (!withRecords) return facts;
  const read = await readExecutionRecords(api, repo, number);
  return { ...facts, executionRecords: read.records, ignoredRecordComments: read.ignored };
}

/** What one run publishes at its end; the Markdown is already redacted. */
export interface Publication {
  markdown: string;
  /** Where `summary.md` is written, or null when the run writes no summary file (the benchmark's evidence has its own). */
  reportDir: string | null;
  /** The sentence a trimmed check summary or job summary ends with, pointing at the full files. */
  fullReport: string;
  /** The check run to complete, when one was opened; its annotations are the plans' problems. */
  check: { opened: Pick<OpenedCheckRun, 'publisher' | 'handle'>; conclusion: Conclusion; title: string; problems: readonly Problem[]; baseSha?: string | null } | null;
  /** The run's last log line. */
  logLine: string;
}

/**
 * The end of every mode, in one place: complete the check run (trimmed to GitHub's summary bound,
 * with the problems as annotations), write `summary.md`, append the job summary (trimmed to its
 * bound) and log the verdict. The check's title is the verdict: every summary opens with it.
 */
export async function publishGate(io: ActionIo, p: Publication): Promise<void> {
  const markdown = p.check === null ? p.markdown : `${verdictMarkdown(p.check.title)}${p.markdown}`;
  if (p.check !== null && p.check.opened.handle !== null) {
    await p.check.opened.publisher!.finish(p.check.opened.handle, {
      conclusion: p.check.conclusion,
      title: p.check.title,
      summary: trimToBytes(markdown, MAX_CHECK_SUMMARY_BYTES, p.fullReport),
      annotations: annotationsOf(p.check.problems),
      ...(p.check.baseSha === undefined ? {} : { baseSha: p.check.baseSha }),
    });
  }
  if (p.reportDir !== null) await writeFileAtomic(join(p.reportDir, SUMMARY_MARKDOWN_FILE), markdown);
  await io.writeJobSummary(trimToBytes(markdown, MAX_JOB_SUMMARY_BYTES, p.fullReport));
  io.info(p.logLine);
}

/**
 * Notes every gating summary carries about what it read: record-shaped comments that did not
 * count (another author, or a copy), and plan paths beyond ASCII.
 */
export function readingNotes(labeling: LabelingFacts | null, planPaths: readonly string[]): string[] {
  const notes: string[] = [];
  const ignored = labeling?.ignoredRecordComments ?? [];
  if (ignored.length > 0) {
    const who = [...new Set(ignored.map((c) => `${c.author}: ${c.reason}`))].join('; ');
    notes.push(`Ignored ${plural(ignored.length, 'comment')} in the execution-record shape that this workflow did not write (${who}). Only the action's own record comments count.`);
  }
  const paths = nonAsciiPathNote(planPaths);
  if (paths !== null) notes.push(paths);
  return notes;
}
