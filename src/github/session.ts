/**
 * What every mode of the action opens before it judges anything: the runner's I/O, the API client
 * and its redactor, the check run, the live labelling facts of a pull request, and the gate under
 * the action's inputs. One definition, so validate/execute and the shard modes start alike.
 */
import { GitHubApi, type Repository } from './api.js';
import { CheckRunPublisher, type CheckRunHandle } from './check-run.js';
import type { RunContext } from './event.js';
import { evaluateGate, type Conclusion, type GateResult, type PlanSource } from './gate.js';
import type { ActionInputs, ActionOutputs } from './inputs.js';
import { actorsToCheck, type LabelingFacts, type Role } from './labels.js';
import { latestLabelers, liveLabels, repositoryRole } from './pull-request.js';
import { commitIdentities } from './pull-request-state.js';
import { Redactor } from './redact.js';

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

/** The API client (none without a token) and the redactor every call goes through; the token is its first secret. */
export function connect(inputs: ActionInputs, ctx: RunContext): { redactor: Redactor; api: GitHubApi | null } {
  const redactor = new Redactor();
  redactor.addValue(inputs.githubToken);
  return { redactor, api: inputs.githubToken === '' ? null : new GitHubApi(ctx.apiUrl, inputs.githubToken, redactor) };
}

export interface OpenedCheckRun {
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
