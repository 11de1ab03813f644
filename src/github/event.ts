/**
 * What the runner tells the action about the run: the event and its payload file, the repository,
 * the API and server URLs. Read once from the environment into plain data.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Repository } from './rest/api.js';

export interface RunContext {
  eventName: string;
  payload: Record<string, unknown>;
  repository: Repository;
  /** GITHUB_SHA: the pushed commit, or the merge commit on pull_request events. */
  sha: string;
  apiUrl: string;
  serverUrl: string;
  /** This workflow run's page, the check's details_url. */
  runUrl: string | null;
  workspace: string;
}

export async function readRunContext(env: NodeJS.ProcessEnv): Promise<RunContext> {
  const eventPath = env.GITHUB_EVENT_PATH;
  let payload: Record<string, unknown> = {};
  if (eventPath !== undefined && eventPath !== '') {
    try {
      payload = JSON.parse(await readFile(eventPath, 'utf8')) as Record<string, unknown>;
    } catch (error) {
      throw new Error(`cannot read the event payload at GITHUB_EVENT_PATH (${(error as Error).message})`, { cause: error });
    }
  }
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const serverUrl = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '');
  const runUrl = env.GITHUB_REPOSITORY !== undefined && env.GITHUB_RUN_ID !== undefined
    ? `${serverUrl}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : null;
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    payload,
    repository: { owner, repo },
    sha: env.GITHUB_SHA ?? '',
    apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    serverUrl,
    runUrl,
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
  };
}

/** Events whose payload carries `pull_request`. */
export const PULL_REQUEST_EVENTS: ReadonlySet<string> = new Set(['pull_request', 'pull_request_target']);

export function field<T>(value: unknown, ...path: string[]): T | undefined {
  let cur: unknown = value;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur as T | undefined;
}

/**
 * Whether GitHub gives this run a read-only token whatever the workflow asks: a `pull_request`
 * from a fork (or from a deleted head repository), or one Dependabot triggered. Decided from the
 * event, never from a 403 (GitHub answers rate limits with 403 too).
 */
export function hasReadOnlyToken(ctx: RunContext): boolean {
  if (ctx.eventName !== 'pull_request') return false;
  const head = field<string>(ctx.payload, 'pull_request', 'head', 'repo', 'full_name');
  const base = field<string>(ctx.payload, 'pull_request', 'base', 'repo', 'full_name') ?? `${ctx.repository.owner}/${ctx.repository.repo}`;
  if (typeof head !== 'string' || head.toLowerCase() !== base.toLowerCase()) return true;
  return field<string>(ctx.payload, 'sender', 'login') === 'dependabot[bot]';
}

/**
 * The commit this run reports on, from the event alone (no API read): the pull request's head,
 * the triggering run's head for `workflow_run`, else GITHUB_SHA. The check opens on it first.
 */
export function eventHeadSha(ctx: RunContext): string {
  if (PULL_REQUEST_EVENTS.has(ctx.eventName)) return field<string>(ctx.payload, 'pull_request', 'head', 'sha') ?? '';
  if (ctx.eventName === 'merge_group') return field<string>(ctx.payload, 'merge_group', 'head_sha') ?? ctx.sha;
  if (ctx.eventName === 'workflow_run') {
    // A run caused by anything but a pull request gets no check (resolvePullRequest says why).
    const cause = field<string>(ctx.payload, 'workflow_run', 'event');
    return cause !== undefined && PULL_REQUEST_EVENTS.has(cause) ? field<string>(ctx.payload, 'workflow_run', 'head_sha') ?? '' : '';
  }
  return ctx.sha;
}

const SHA = /^[0-9a-f]{40}$/;

/** A merge queue's range: the base branch's commit and the group's head commit (`merge_group` payload). */
export function mergeGroupRange(ctx: RunContext): { baseSha: string; headSha: string } {
  const baseSha = field<string>(ctx.payload, 'merge_group', 'base_sha');
  const headSha = field<string>(ctx.payload, 'merge_group', 'head_sha');
  if (typeof baseSha !== 'string' || !SHA.test(baseSha) || typeof headSha !== 'string' || !SHA.test(headSha)) {
    throw new Error('the merge_group payload has no merge_group.base_sha and head_sha (40 hexadecimal digits each)');
  }
  return { baseSha, headSha };
}

/** Whether the workspace holds a checkout (actions/checkout leaves `.git`, a directory or, for a worktree, a file). */
export function hasCheckout(workspace: string): boolean {
  return existsSync(join(workspace, '.git'));
}
