/**
 * Reading a pull request through the API, never from a checkout and never from the replayed
 * event payload where the live state matters: which PR and head SHA this run is about, which plan
 * files it changed (renames followed, deletions skipped, JSON that provably is no plan ignored),
 * their bytes at the head SHA (untrusted data, read with the plan bound), the live labels, who
 * applied each, and the appliers' repository roles.
 */
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_PLAN_BYTES } from '../../contract/bounds.js';
import { ApiError, GitHubApi, MAX_LISTING_PAGES, type Repository } from './api.js';
import { field, PULL_REQUEST_EVENTS, type RunContext } from '../event.js';
import { GATE_SUMMARY_FILE } from '../gate/gate-summary.js';
import type { PlanSource } from '../gate/gate.js';
import { planPathMatcher } from '../gate/glob.js';
import { misleadingPathCharacter, visiblePath } from '../gate/path-display.js';
import { couldBePlan, MAX_RECOGNITION_BYTES } from '../gate/plan-recognition.js';
import { ROLES, type Actor, type Role } from '../gate/labels.js';

/**
 * Bytes read in all, per run, to recognise changed JSON files past the plan bound (each up to
 * MAX_RECOGNITION_BYTES): without it, a pull request of 3,000 large JSON files would have the
 * runner download gigabytes. Files within the plan bound are always read whole.
 */
export const MAX_RECOGNITION_TOTAL_BYTES = 64 * 1024 * 1024;
/** GitHub lists at most this many files of a pull request. */
export const MAX_PR_FILES = 3_000;

export interface PullRequestTarget {
  number: number;
  /** The commit the check attaches to and the plans are read at. */
  headSha: string;
  author: string;
  /**
   * The base branch's commit as the live pull request names it: changed plans are compared with
   * their version there. Null when not known (then no comparison is shown).
   */
  baseSha: string | null;
  /** Set when the live PR head is no longer `headSha` (a newer push will be checked by its own run). */
  movedTo: string | null;
  /** The head repository (`owner/name`; null when deleted) and the base branch, for same-head pull requests. */
  headRepo?: string | null;
  baseRef?: string | null;
}

export interface ChangedPlans {
  sources: PlanSource[];
  removed: string[];
  /** Changed `.json` files outside the globs that provably are not plans (see plan-recognition.ts). */
  ignored: number;
  /**
   * With `withBases`: each plan's version at the base commit, by its (head) file name — read from
   * the previous file name of a rename — or null when the pull request adds the file. Plans the
   * gate could not read at the head have no entry.
   */
  bases: Map<string, PlanSource | null>;
}

interface PullRequestJson {
  number: number;
  head: { sha: string; repo?: { full_name: string } | null };
  base: { sha: string; ref?: string; repo: { full_name: string } };
  user: { login: string } | null;
}

interface PullRequestFileJson {
  filename: string;
  status: string;
  previous_filename?: string;
}

export class TargetError extends Error {
  override name = 'TargetError';
}

/**
 * The pull request this run checks, or null when the event has none. For `workflow_run` (the fork
 * pattern) the PR is found from the run's own list, then the artifact's hint, then by head branch;
 * whatever the source, the live PR must belong to this repository and have the run's head SHA, so
 * an artifact written by a fork can point the check at nothing but its own commit.
 */
export async function resolvePullRequest(api: GitHubApi, ctx: RunContext, artifactDir: string): Promise<PullRequestTarget | null> {
  const { repository: repo, payload } = ctx;
  let number: number | undefined;
  let headSha: string | undefined;
  if (PULL_REQUEST_EVENTS.has(ctx.eventName)) {
    number = field<number>(payload, 'pull_request', 'number');
    headSha = field<string>(payload, 'pull_request', 'head', 'sha');
    if (typeof number !== 'number' || typeof headSha !== 'string') throw new TargetError(`the ${ctx.eventName} payload has no pull_request.number and head.sha`);
  } else if (ctx.eventName === 'workflow_run') {
    headSha = field<string>(payload, 'workflow_run', 'head_sha');
    if (typeof headSha !== 'string') throw new TargetError('the workflow_run payload has no workflow_run.head_sha');
    const cause = field<string>(payload, 'workflow_run', 'event');
    if (cause === undefined || !PULL_REQUEST_EVENTS.has(cause)) {
      // A check posted for a push or a schedule would gate nothing, on a commit no pull request asked about.
      throw new TargetError(`the workflow run that triggered this one was caused by ${JSON.stringify(cause ?? 'nothing')}, not by a pull request: the workflow_run pattern reports only pull request runs (add \`if: github.event.workflow_run.event == 'pull_request'\` to the job)`);
    }
    number = await findWorkflowRunPullRequest(api, ctx, headSha, artifactDir);
    if (number === undefined) throw new TargetError(`no open pull request of ${repo.owner}/${repo.repo} has head ${headSha}`);
  } else {
    return null;
  }
  const live = await api.json<PullRequestJson>('GET', '/repos/{owner}/{repo}/pulls/{pull_number}', { ...repo, pull_number: number });
  if (live.base.repo.full_name.toLowerCase() !== `${repo.owner}/${repo.repo}`.toLowerCase()) {
    throw new TargetError(`pull request #${number} does not belong to ${repo.owner}/${repo.repo}`);
  }
  const moved = live.head.sha !== headSha;
  if (moved && ctx.eventName === 'workflow_run') {
    throw new TargetError(`pull request #${number} has head ${live.head.sha}, not the workflow run's ${headSha}; the run for the newer head reports it`);
  }
  return { number, headSha, author: live.user?.login ?? '', baseSha: live.base.sha, movedTo: moved ? live.head.sha : null, headRepo: live.head.repo?.full_name ?? null, baseRef: live.base.ref ?? null };
}

/**
 * The fork's artifact is written by code the fork controls: read at most this much of it (a
 * gate summary of thousands of plans stays far below), so a huge file cannot exhaust memory.
 */
export const MAX_ARTIFACT_HINT_BYTES = 8 * 1024 * 1024;

/** The artifact's gate-summary.json as text; throws when it is missing or over the bound. */
async function readArtifactHint(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(MAX_ARTIFACT_HINT_BYTES + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length > MAX_ARTIFACT_HINT_BYTES) throw new Error('the artifact\'s gate summary is over the bound');
    }
    return buffer.subarray(0, length).toString('utf8');
  } finally {
    await handle.close();
  }
}

async function findWorkflowRunPullRequest(api: GitHubApi, ctx: RunContext, headSha: string, artifactDir: string): Promise<number | undefined> {
  const listed = field<{ number?: number; head?: { sha?: string } }[]>(ctx.payload, 'workflow_run', 'pull_requests') ?? [];
  const same = listed.find((pr) => pr.head?.sha === headSha && typeof pr.number === 'number');
  if (same !== undefined) return same.number;
  if (artifactDir !== '') {
    try {
      const hint = JSON.parse(await readArtifactHint(join(artifactDir, GATE_SUMMARY_FILE))) as { pull_request?: { number?: unknown } };
      const n = hint.pull_request?.number;
      // Only a hint: resolvePullRequest verifies the live PR's head against the run's head SHA.
      if (typeof n === 'number' && Number.isSafeInteger(n) && n > 0) return n;
    } catch {
      // No artifact (or not ours): fall back to the head branch.
    }
  }
  const owner = field<string>(ctx.payload, 'workflow_run', 'head_repository', 'owner', 'login');
  const branch = field<string>(ctx.payload, 'workflow_run', 'head_branch');
  if (owner === undefined || branch === undefined) return undefined;
  const pulls = await api.paginate<PullRequestJson>('/repos/{owner}/{repo}/pulls', ctx.repository, { state: 'open', head: `${owner}:${branch}` });
  return pulls.find((pr) => pr.head.sha === headSha)?.number;
}

/**
 * The plan files the PR changed, read at its head SHA. With `globs` (the `plans` input), every
 * changed `.json` file they match is a plan, whatever its content: one that does not parse or has
 * another schema is an invalid plan. Without globs, each changed `.json` file is read (up to
 * MAX_RECOGNITION_BYTES) and checked as a plan unless it provably is not one (`couldBePlan`).
 * A file name that could address another path (`..`, absolute, backslash, control characters)
 * is refused before any request.
 */
export async function changedPlans(api: GitHubApi, repo: Repository, target: PullRequestTarget, globs: readonly string[], options: { withBases?: boolean } = {}): Promise<ChangedPlans> {
  const files = await api.paginate<PullRequestFileJson>('/repos/{owner}/{repo}/pulls/{pull_number}/files', { ...repo, pull_number: target.number });
  if (files.length >= MAX_PR_FILES) throw new TargetError(`pull request #${target.number} changes ${MAX_PR_FILES} or more files, more than GitHub lists; check its plans with the "plans" input on a checkout instead`);
  return plansAmong(api, repo, files, { headSha: target.headSha, baseSha: target.baseSha, globs, withBases: options.withBases === true });
}

/** GitHub's compare API lists at most this many changed files of a comparison. */
export const MAX_COMPARE_FILES = 300;

/**
 * The plans changed between two commits (a merge queue's base and head), read at `headSha`,
 * judged exactly as a pull request's changed files are. A comparison with as many files as the
 * compare API lists may have more: refused, never checked in part.
 */
export async function plansChangedBetween(api: GitHubApi, repo: Repository, baseSha: string, headSha: string, globs: readonly string[]): Promise<ChangedPlans> {
  // One page of commits is enough: the files come with the first page (all of them, up to the bound).
  const compared = await api.json<{ files?: PullRequestFileJson[] }>('GET', '/repos/{owner}/{repo}/compare/{basehead}', { ...repo, basehead: `${baseSha}...${headSha}` }, { query: { per_page: 1 } });
  const files = compared.files ?? [];
  if (files.length >= MAX_COMPARE_FILES) throw new TargetError(`the commits ${baseSha.slice(0, 12)}...${headSha.slice(0, 12)} change ${MAX_COMPARE_FILES} or more files, more than GitHub's compare API lists; check the plans with the "plans" input on a checkout (actions/checkout) without a token instead`);
  return plansAmong(api, repo, files, { headSha, baseSha, globs, withBases: true });
}

/** How changed files are judged as plans: read at `headSha`, selected by `globs`, with or without their base versions. */
interface PlanSelection {
  headSha: string;
  /** The commit the changes are against; null when it is not known. */
  baseSha: string | null;
  /** The `plans` input; with none, each changed `.json` file is recognised by its content (couldBePlan). */
  globs: readonly string[];
  /** Also read each plan's base version (for the changes against it). */
  withBases: boolean;
}

async function plansAmong(api: GitHubApi, repo: Repository, files: readonly PullRequestFileJson[], selection: PlanSelection): Promise<ChangedPlans> {
  const { headSha, baseSha, globs, withBases } = selection;
  const selected = planPathMatcher(globs);
  const sources: PlanSource[] = [];
  const removed: string[] = [];
  let ignored = 0;
  let recognitionBudget = MAX_RECOGNITION_TOTAL_BYTES;
  const basePaths = new Map<string, string | null>();
  for (const f of files) {
    // A rename's content lives at the new name; the old name no longer exists at the head.
    if (!f.filename.toLowerCase().endsWith('.json')) continue;
    const unsafe = unsafeRepositoryPath(f.filename);
    if (unsafe !== null) {
      // Shown escaped: a refused name is still displayed, and must read as what it is.
      sources.push({ file: visiblePath(f.filename), bytes: null, error: `refused file name: ${unsafe}` });
      continue;
    }
    if (selected !== null && !selected(f.filename)) continue;
    if (f.status === 'removed') {
      removed.push(f.filename);
      continue;
    }
    basePaths.set(f.filename, f.status === 'added' ? null : f.previous_filename ?? f.filename);
    if (selected !== null) {
      sources.push(await readAtSha(api, repo, f.filename, headSha));
      continue;
    }
    // Past the budget, a file is read only to the plan bound: a longer one is then checked as a plan (and fails as too large).
    const limit = Math.max(MAX_PLAN_BYTES, Math.min(MAX_RECOGNITION_BYTES, recognitionBudget)) + 1;
    const whole = await readAtSha(api, repo, f.filename, headSha, limit);
    recognitionBudget -= whole.bytes?.length ?? 0;
    if (whole.bytes !== null && !couldBePlan(whole.bytes, whole.bytes.length < limit)) {
      ignored++;
      continue;
    }
    // The validator sees what it would have read of a plan: one byte past the bound tells it the file is too large.
    sources.push(whole.bytes === null ? whole : { file: whole.file, bytes: whole.bytes.subarray(0, MAX_PLAN_BYTES + 1) });
  }
  sources.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const bases = new Map<string, PlanSource | null>();
  if (withBases && baseSha !== null) {
    for (const s of sources) {
      const basePath = basePaths.get(s.file);
      if (s.bytes === null || basePath === undefined) continue;
      bases.set(s.file, basePath === null ? null : await readBase(api, repo, basePath, baseSha));
    }
  }
  return { sources, removed, ignored, bases };
}

/**
 * A plan's version at the base commit. Only shown to the reviewer, never judged: an API error
 * reading it is shown as the base being unreadable, not a failure of the gate.
 */
async function readBase(api: GitHubApi, repo: Repository, path: string, baseSha: string): Promise<PlanSource> {
  try {
    return await readAtSha(api, repo, path, baseSha, MAX_PLAN_BYTES + 1, 'the base commit');
  } catch (error) {
    if (error instanceof ApiError) return { file: path, bytes: null, error: `the API answered ${error.status} reading it` };
    throw error;
  }
}

/**
 * Why a changed file's name from the API must not be used as a repository path, or null. Git
 * stores no such names; an API (or a proxy) that returns them would have the contents request
 * normalised into another path (`plans/../../x` is `x`), so they are refused, never requested.
 */
export function unsafeRepositoryPath(path: string): string | null {
  if (path === '') return 'empty';
  if (/[\u0000-\u001f\u007f]/.test(path)) return 'a control character';
  const misleading = misleadingPathCharacter(path);
  if (misleading !== null) return misleading;
  if (path.includes('\\')) return 'a backslash';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'an absolute path';
  if (path.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return "an empty, '.' or '..' segment";
  return null;
}

/** One file's bytes at a commit, through the contents API, never reading past `limit` (the plan bound and one byte). */
export async function readAtSha(api: GitHubApi, repo: Repository, path: string, sha: string, limit = MAX_PLAN_BYTES + 1, commit = 'the head commit'): Promise<PlanSource> {
  const unsafe = unsafeRepositoryPath(path);
  if (unsafe !== null) return { file: visiblePath(path), bytes: null, error: `refused file name: ${unsafe}` };
  let body: ReadableStream<Uint8Array> | null;
  try {
    body = await api.stream('GET', '/repos/{owner}/{repo}/contents/{path}', { ...repo, path }, { query: { ref: sha }, accept: 'application/vnd.github.raw+json' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { file: path, bytes: null, error: `not found at ${commit}` };
    throw error;
  }
  return { file: path, bytes: await readBounded(body, limit) };
}

/** At most `limit` bytes of a body; the validator reports a plan over the bound from the extra byte. */
async function readBounded(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array> {
  const reader = body?.getReader();
  if (reader === undefined) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, limit);
}

interface LabelJson {
  name: string;
}

interface IssueEventJson {
  id: number;
  event: string;
  created_at?: string;
  actor: { login: string; type: string; id?: number } | null;
  label?: { name: string };
  performed_via_github_app?: { slug?: string } | null;
}

/** Live label names of the PR. */
export async function liveLabels(api: GitHubApi, repo: Repository, number: number): Promise<string[]> {
  const labels = await api.paginate<LabelJson>('/repos/{owner}/{repo}/issues/{issue_number}/labels', { ...repo, issue_number: number });
  return labels.map((l) => l.name);
}

/**
 * For each of `wanted` (label names), the actor of its latest `labeled` event, by lowercase name.
 * The events are read newest-first (from `rel="last"` backwards) and only as far as needed: until
 * every wanted label's latest application is found, so events an outsider adds later (each
 * @-mention adds some) cost a page per hundred, not a listing bound that stops the gate. "Latest"
 * is by event id (ids grow; dates can tie or be missing). An application that cannot be attributed
 * fails closed: no actor (a deleted account), no date, or an App acting for the actor (unless
 * `trustApps`) make that label untrusted — it is the latest application, so an earlier
 * maintainer's application of the same label never counts in its place.
 */
export async function latestLabelers(api: GitHubApi, repo: Repository, number: number, wanted: readonly string[], trustApps = false): Promise<Map<string, Actor>> {
  const want = new Set(wanted.map((w) => w.toLowerCase()));
  const latest = new Map<string, IssueEventJson>();
  const take = (pages: readonly IssueEventJson[][]): void => {
    for (const page of pages) {
      for (const e of [...page].sort((a, b) => b.id - a.id)) {
        if (e.event !== 'labeled' || e.label === undefined) continue;
        const key = e.label.name.toLowerCase();
        const prev = latest.get(key);
        if (prev === undefined || e.id > prev.id) latest.set(key, e);
      }
    }
  };
  const pages = await api.paginateNewestFirst<IssueEventJson>('/repos/{owner}/{repo}/issues/{issue_number}/events', { ...repo, issue_number: number }, (read) => {
    take(read.slice(-1));
    return [...want].every((k) => latest.has(k));
  });
  // Every page read, the first included (taking a page twice changes nothing: the highest id wins).
  take(pages);
  return new Map([...latest].filter(([k]) => want.has(k)).map(([k, e]) => [k, attribute(e, trustApps)]));
}

/** Every label name (lowercased) ever applied to the PR: the whole event listing (closing cleanup only). */
export async function labelsEverApplied(api: GitHubApi, repo: Repository, number: number): Promise<Set<string>> {
  const events = await api.paginate<IssueEventJson>('/repos/{owner}/{repo}/issues/{issue_number}/events', { ...repo, issue_number: number }, {}, MAX_LISTING_PAGES);
  return new Set(events.filter((e) => e.event === 'labeled' && e.label !== undefined).map((e) => e.label!.name.toLowerCase()));
}

/** The actor of a `labeled` event, or an actor marked `distrusted` with the reason it cannot be attributed. */
function attribute(e: IssueEventJson, trustApps: boolean): Actor {
  if (e.actor === null) return { login: 'an unknown account', type: '', distrusted: 'its latest labeled event has no actor (a deleted or system account)' };
  const actor: Actor = { login: e.actor.login, type: e.actor.type, ...(e.actor.id === undefined ? {} : { id: e.actor.id }) };
  if (typeof e.created_at !== 'string' || Number.isNaN(Date.parse(e.created_at))) return { ...actor, distrusted: 'its latest labeled event has no date' };
  const app = e.performed_via_github_app?.slug;
  // A bot acts for no one: its own identity is judged (and bots never approve).
  if (app !== undefined && e.actor.type !== 'Bot' && !trustApps) return { ...actor, distrusted: `applied through the App ${app} acting for ${e.actor.login} (trust-app-labels is off)` };
  return actor;
}

interface PermissionJson {
  permission: string;
  role_name?: string;
}

/** An actor's exact repository role (role_name; triage and maintain are not in `permission`), or null. */
export async function repositoryRole(api: GitHubApi, repo: Repository, login: string): Promise<Role | null> {
  let body: PermissionJson;
  try {
    body = await api.json<PermissionJson>('GET', '/repos/{owner}/{repo}/collaborators/{username}/permission', { ...repo, username: login });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  const roles = ROLES as readonly string[];
  // A custom role's name is not one of ours: fall back to its base permission.
  if (body.role_name !== undefined && roles.includes(body.role_name)) return body.role_name as Role;
  return roles.includes(body.permission) ? (body.permission as Role) : null;
}
