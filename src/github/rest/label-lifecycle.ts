/**
 * The repository's label list, kept clean: every content version of every plan names new labels
 * (step, run, plan-scope, test, and older versions' execution records), and GitHub keeps a
 * repository label until someone deletes it.
 *
 * - When a pull request closes, each label of this action's schemes that it carried (live, or in
 *   its `labeled` events) and that no open pull request carries is deleted from the repository.
 * - With `prune-labels: true`, any run deletes this action's labels that no open pull request
 *   carries and that are older than PRUNE_AFTER_MS. The REST label object has no creation time
 *   (@octokit/openapi's `label` schema: id, node_id, url, name, description, color, default), so
 *   the action writes the day it creates a label into its description (labelDescription); a label
 *   without that date (created by an older version, by hand, or implicitly when a label was
 *   added) gets today's date on the first prune run and is deleted a week later if still unused.
 *
 * Only names of this action's schemes in their exact shape are ever touched (isOwnLabel); which
 * open pull requests carry a label is read live. Every write is bounded per run; 403 (the token
 * may not) stops quietly, 404 (gone meanwhile) is skipped.
 */
import { ApiError, type GitHubApi, type Repository } from './api.js';
import { isRecordLabelName } from '../gate/execution-record.js';
import { datedDescription, isApprovalLabelName, isWellFormedLabel, labelCreatedAt } from '../../plan/approval-labels.js';
import { labelsEverApplied, liveLabels } from './pull-request.js';

/** Repository labels deleted per run at most: a closed PR can carry up to 100, and a run must not become an unbounded burst of API calls. */
export const MAX_LABELS_DELETED = 100;
/** Undated labels given a date per prune run at most (the rest are dated on later runs). */
export const MAX_LABELS_DATED = 50;
/** An unused label of this action is pruned once it is older than a week. */
export const PRUNE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether `name` is a label of this action's schemes in its exact shape (approval, test, record). */
export function isOwnLabel(name: string): boolean {
  const key = name.toLowerCase();
  return (isApprovalLabelName(key) && isWellFormedLabel(key)) || isRecordLabelName(key);
}

export interface LabelCleanup {
  deleted: string[];
  dated: string[];
  /** Why the cleanup stopped early (bound reached, token may not), or null. */
  stopped: string | null;
}

interface PullJson {
  number: number;
  labels: { name: string }[];
}

interface LabelJson {
  name: string;
  description: string | null;
}

/** Lowercase names of every label an open pull request other than `except` carries (a live read). */
async function labelsOnOpenPulls(api: GitHubApi, repo: Repository, except: number | null): Promise<Set<string>> {
  const pulls = await api.paginate<PullJson>('/repos/{owner}/{repo}/pulls', repo, { state: 'open' });
  const out = new Set<string>();
  for (const pull of pulls) if (pull.number !== except) for (const label of pull.labels) out.add(label.name.toLowerCase());
  return out;
}

/** Deletes repository labels in order until the bound; 404 skipped, 403 stops. */
async function deleteLabels(api: GitHubApi, repo: Repository, names: readonly string[], out: LabelCleanup): Promise<void> {
  for (const name of names) {
    if (out.deleted.length === MAX_LABELS_DELETED) {
      out.stopped = `deleted ${MAX_LABELS_DELETED} labels, the bound per run; the rest on a later run`;
      return;
    }
    try {
      await api.request('DELETE', '/repos/{owner}/{repo}/labels/{name}', { ...repo, name });
      out.deleted.push(name);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) continue;
      if (error instanceof ApiError && error.status === 403) {
        out.stopped = 'the token may not delete labels (it needs issues: write)';
        return;
      }
      throw error;
    }
  }
}

/** On `pull_request` `closed`: delete this action's labels the PR carried that no other open PR carries. */
export async function deleteClosedPullRequestLabels(api: GitHubApi, repo: Repository, number: number): Promise<LabelCleanup> {
  const carried = new Map<string, string>();
  for (const name of await liveLabels(api, repo, number)) carried.set(name.toLowerCase(), name);
  // Labels removed before the close (by a maintainer, remove-stale-labels) are still repository labels.
  for (const key of await labelsEverApplied(api, repo, number)) if (!carried.has(key)) carried.set(key, key);
  const elsewhere = await labelsOnOpenPulls(api, repo, number);
  const out: LabelCleanup = { deleted: [], dated: [], stopped: null };
  const names = [...carried].filter(([key]) => isOwnLabel(key) && !elsewhere.has(key)).map(([, name]) => name);
  await deleteLabels(api, repo, names, out);
  return out;
}

/** `prune-labels`: delete this action's labels no open PR carries and older than a week; date the undated ones. */
export async function pruneRepositoryLabels(api: GitHubApi, repo: Repository, now: Date): Promise<LabelCleanup> {
  const labels = (await api.paginate<LabelJson>('/repos/{owner}/{repo}/labels', repo)).filter((l) => isOwnLabel(l.name));
  const out: LabelCleanup = { deleted: [], dated: [], stopped: null };
  if (labels.length === 0) return out;
  const used = await labelsOnOpenPulls(api, repo, null);
  const unused = labels.filter((l) => !used.has(l.name.toLowerCase()));
  const old = unused.filter((l) => {
    const created = labelCreatedAt(l.description);
    return created !== null && now.getTime() - created.getTime() > PRUNE_AFTER_MS;
  });
  await deleteLabels(api, repo, old.map((l) => l.name), out);
  if (out.stopped !== null) return out;
  for (const label of unused.filter((l) => labelCreatedAt(l.description) === null)) {
    if (out.dated.length === MAX_LABELS_DATED) break;
    try {
      await api.request('PATCH', '/repos/{owner}/{repo}/labels/{name}', { ...repo, name: label.name }, { body: { description: datedDescription(label.description ?? '', now) } });
      out.dated.push(label.name);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) continue;
      if (error instanceof ApiError && error.status === 403) {
        out.stopped = 'the token may not edit labels (it needs issues: write)';
        break;
      }
      throw error;
    }
  }
  return out;
}
