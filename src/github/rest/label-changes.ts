/**
 * The approval labels a gate run adds to the repository and takes off the pull request
 * (`create-labels`, `remove-stale-labels`), each bounded per run.
 */
import { isApprovalLabelName, LABEL_COLOR, labelDescription } from '../../plan/approval-labels.js';
import type { GateResult } from '../gate/gate.js';
import { isTestable } from '../gate/test-requests.js';
import { ApiError, type GitHubApi, type Repository } from './api.js';
import { liveHead } from './pull-request-state.js';
import type { PullRequestTarget } from './pull-request.js';

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

/**
 * Creates the label of every step and plan still awaiting approval (and the test labels), so a
 * maintainer can pick it from the list: each plan's plan-scope label first (one label approves the
 * whole plan), then the run and step labels. Each description ends with the day it was created
 * (labelDescription): the REST label object has no creation time, and `prune-labels` needs one.
 */
export async function createMissingLabels(api: GitHubApi, repo: Repository, result: GateResult, withTestLabels: boolean, info: (message: string) => void, now: Date): Promise<void> {
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
      info(`created ${MAX_LABELS_CREATED} approval labels; the rest are named in the summary`);
      return;
    }
    try {
      // Repeatable: a label created twice answers 422 the second time, handled below.
      await api.request('POST', '/repos/{owner}/{repo}/labels', repo, { body: { name, color: LABEL_COLOR, description }, repeatable: true });
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
export async function removeStaleLabels(api: GitHubApi, repo: Repository, target: PullRequestTarget, result: GateResult, info: (message: string) => void): Promise<number> {
  const stale = result.labelFindings.filter((f) => f.state === 'stale' && isApprovalLabelName(f.name)).map((f) => f.name);
  if (stale.length === 0 || result.plans.some((p) => p.check.plan === null)) return 0;
  if (await liveHead(api, repo, target.number) !== target.headSha) return 0;
  let removed = 0;
  for (const name of stale) {
    if (removed === MAX_STALE_LABELS_REMOVED) {
      info(`removed ${MAX_STALE_LABELS_REMOVED} stale approval labels; the rest stay listed in the summary`);
      break;
    }
    try {
      await api.request('DELETE', '/repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', { ...repo, issue_number: target.number, name });
      removed++;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) continue; // removed meanwhile
      if (error instanceof ApiError && error.status === 403 && error.transient === null) break; // this token may not remove labels
      throw error;
    }
  }
  return removed;
}
