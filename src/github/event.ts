/**
 * What the runner tells the action about the run: the event and its payload file, the repository,
 * the API and server URLs. Read once from the environment into plain data.
 */
import { readFile } from 'node:fs/promises';
import type { Repository } from './api.js';

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
