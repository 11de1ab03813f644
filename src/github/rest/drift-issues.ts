/**
 * The watch's issues through the REST API: list the open issues labelled `plasmate-drift` that the
 * workflow token wrote (anyone may open an issue with that label and marker on a public
 * repository; only the action's own count), create the label, open, update and close a plan's
 * tracking issue, and read and write the ledger issue. Bodies are gate/drift-issues.ts's.
 */
import { ApiError, MAX_PAGES, type GitHubApi, type Repository } from './api.js';
import { isWorkflowToken, WORKFLOW_TOKEN_APP_SLUG } from '../gate/labels.js';
import { DRIFT_LABEL, DRIFT_LABEL_COLOR, LEDGER_MARKER } from '../gate/drift-issues.js';

interface IssueJson {
  number: number;
  body?: string | null;
  user: { login: string; type: string; id?: number } | null;
  performed_via_github_app?: { slug?: string } | null;
  pull_request?: unknown;
}

/** An issue (not a pull request) the workflow token opened itself, not another App acting through a bot. */
function writtenByWorkflowToken(issue: IssueJson): boolean {
  if (issue.pull_request !== undefined || issue.user === null) return false;
  const app = issue.performed_via_github_app?.slug;
  if (app !== undefined && app !== WORKFLOW_TOKEN_APP_SLUG) return false;
  return isWorkflowToken({ login: issue.user.login, type: issue.user.type, ...(issue.user.id === undefined ? {} : { id: issue.user.id }) });
}

/** One of the action's own open watch issues. */
export interface OwnIssue {
  number: number;
  body: string;
}

/** The open `plasmate-drift` issues the workflow token wrote (pull requests and everyone else's left out), oldest first. */
export async function ownDriftIssues(api: GitHubApi, repo: Repository): Promise<OwnIssue[]> {
  const issues = await api.paginate<IssueJson>('/repos/{owner}/{repo}/issues', repo, { labels: DRIFT_LABEL, state: 'open', sort: 'created', direction: 'asc' }, MAX_PAGES);
  return issues.filter(writtenByWorkflowToken).map((i) => ({ number: i.number, body: i.body ?? '' }));
}

/** Creates the `plasmate-drift` label; one that exists already (422) is fine. */
export async function ensureDriftLabel(api: GitHubApi, repo: Repository): Promise<void> {
  try {
    await api.request('POST', '/repos/{owner}/{repo}/labels', repo, {
      body: { name: DRIFT_LABEL, color: DRIFT_LABEL_COLOR, description: 'A plan the drift watch found no longer fitting its pages (opened by the action)' }, repeatable: true,
    });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 422)) throw error;
  }
}

export async function openIssue(api: GitHubApi, repo: Repository, title: string, body: string): Promise<number> {
  const created = await api.json<{ number: number }>('POST', '/repos/{owner}/{repo}/issues', repo, { body: { title, body, labels: [DRIFT_LABEL] } });
  return created.number;
}

export async function updateIssue(api: GitHubApi, repo: Repository, number: number, title: string, body: string): Promise<void> {
  await api.request('PATCH', '/repos/{owner}/{repo}/issues/{issue_number}', { ...repo, issue_number: number }, { body: { title, body }, repeatable: true });
}

/** A comment saying why, then the issue closed as completed. */
export async function closeIssue(api: GitHubApi, repo: Repository, number: number, comment: string): Promise<void> {
  await api.request('POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments', { ...repo, issue_number: number }, { body: { body: comment } });
  await api.request('PATCH', '/repos/{owner}/{repo}/issues/{issue_number}', { ...repo, issue_number: number }, { body: { state: 'closed', state_reason: 'completed' }, repeatable: true });
}

/** The action's own ledger issue among its watch issues, if any. */
export function ledgerIssue(issues: readonly OwnIssue[]): OwnIssue | null {
  return issues.find((i) => i.body.startsWith(LEDGER_MARKER)) ?? null;
}
