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
  head: { sha: string; repo: { full_name: string } | null };
  base: { ref: string; repo: { full_name: string } };
  user: { login: string } | null;
}

export interface SameHeadPull {
  number: number;
  author: string;
  /** The head repository (`owner/name`), null when it was deleted. */
  headRepo: string | null;
  baseRef: string;
}

/** Open pull requests of this repository whose head is `sha`, in number order. */
export async function openPullRequestsAt(api: GitHubApi, repo: Repository, sha: string): Promise<SameHeadPull[]> {
  const pulls = await api.paginate<PullJson>('/repos/{owner}/{repo}/commits/{commit_sha}/pulls', { ...repo, commit_sha: sha });
  const own = `${repo.owner}/${repo.repo}`.toLowerCase();
  return pulls
    .filter((p) => p.state === 'open' && p.head.sha === sha && p.base.repo.full_name.toLowerCase() === own)
    .map((p) => ({ number: p.number, author: p.user?.login ?? '', headRepo: p.head.repo?.full_name ?? null, baseRef: p.base.ref }))
    .sort((a, b) => a.number - b.number);
}

/**
 * Which same-head pull requests may lower this one's verdict: with `same-base`, those from the same
 * head repository into the same base branch (a stranger's fork PR with this head, or one against
 * another branch, is listed only); with `all`, every one. Past MAX_SAME_HEAD_PULLS counted ones the
 * check fails rather than reporting on a subset.
 */
export function sameHeadScope(pulls: readonly SameHeadPull[], self: { number: number; headRepo: string | null; baseRef: string | null }, all: boolean): { counted: SameHeadPull[]; listed: SameHeadPull[] } {
  const others = pulls.filter((p) => p.number !== self.number);
  const same = (p: SameHeadPull) => all || (p.headRepo !== null && self.headRepo !== null && p.headRepo.toLowerCase() === self.headRepo.toLowerCase() && p.baseRef === self.baseRef);
  const counted = others.filter(same);
  if (counted.length > MAX_SAME_HEAD_PULLS) throw new Error(`${counted.length} other open pull requests with this head commit count toward this check, more than the ${MAX_SAME_HEAD_PULLS} it evaluates`);
  return { counted, listed: others.filter((p) => !same(p)) };
}

/** The PR's live head SHA. */
export async function liveHead(api: GitHubApi, repo: Repository, number: number): Promise<string> {
  const pr = await api.json<PullJson>('GET', '/repos/{owner}/{repo}/pulls/{pull_number}', { ...repo, pull_number: number });
  return pr.head.sha;
}
