/**
 * Live pull-request facts the trust decisions need beyond the changed plans: who wrote the PR's
 * commits (the two-person rule), which open PRs share a head SHA (one check run per SHA), the
 * PR's live head (re-read before executing).
 * Every read is live through the API; any error propagates, so callers fail closed.
 */
import type { GitHubApi, Repository } from './api.js';

/**
 * GitHub lists at most 250 commits of a pull request. A list that long may be cut short, so
 * the commit authors cannot all be known: the caller then counts no label (fail closed).
 */
export const MAX_PR_COMMITS = 250;
/**
 * Open PRs sharing one head SHA evaluated at most. Each costs several API reads; a SHA shared by
 * more is pathological, and the check then fails rather than reporting on a subset.
 */
export const MAX_SAME_HEAD_PULLS = 20;

interface CommitJson {
  author: { login: string } | null;
  committer: { login: string } | null;
}

export interface CommitIdentities {
  /** Lowercase logins of every commit author and committer that GitHub linked to an account. */
  logins: Set<string>;
  /** False when GitHub may not have listed every commit. */
  complete: boolean;
}

export async function commitIdentities(api: GitHubApi, repo: Repository, number: number): Promise<CommitIdentities> {
  const commits = await api.paginate<CommitJson>('/repos/{owner}/{repo}/pulls/{pull_number}/commits', { ...repo, pull_number: number });
  const logins = new Set<string>();
  for (const c of commits) {
    if (c.author !== null) logins.add(c.author.login.toLowerCase());
    if (c.committer !== null) logins.add(c.committer.login.toLowerCase());
  }
  return { logins, complete: commits.length < MAX_PR_COMMITS };
}

interface PullJson {
  number: number;
  state: string;
  head: { sha: string };
  base: { repo: { full_name: string } };
  user: { login: string } | null;
}

export interface SameHeadPull {
  number: number;
  author: string;
}

/** Open pull requests of this repository whose head is `sha`, in number order. */
export async function openPullRequestsAt(api: GitHubApi, repo: Repository, sha: string): Promise<SameHeadPull[]> {
  const pulls = await api.paginate<PullJson>('/repos/{owner}/{repo}/commits/{commit_sha}/pulls', { ...repo, commit_sha: sha });
  const own = `${repo.owner}/${repo.repo}`.toLowerCase();
  const found = pulls
    .filter((p) => p.state === 'open' && p.head.sha === sha && p.base.repo.full_name.toLowerCase() === own)
    .map((p) => ({ number: p.number, author: p.user?.login ?? '' }))
    .sort((a, b) => a.number - b.number);
  if (found.length > MAX_SAME_HEAD_PULLS) throw new Error(`${found.length} open pull requests have head ${sha}, more than the ${MAX_SAME_HEAD_PULLS} this check evaluates`);
  return found;
}

/** The PR's live head SHA. */
export async function liveHead(api: GitHubApi, repo: Repository, number: number): Promise<string> {
  const pr = await api.json<PullJson>('GET', '/repos/{owner}/{repo}/pulls/{pull_number}', { ...repo, pull_number: number });
  return pr.head.sha;
}
