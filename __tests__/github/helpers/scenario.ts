/**
 * A pull request arranged on the fake GitHub API, and the action run against it: in-process by
 * default, the built bundle with `bundle: true` (for what only a real process shows: proxies, lazy chunks).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GateSummaryJson } from '../../../src/github/gate/gate-summary.js';
import { approvalLabels, planApprovalLabel, planScopeLabel, testRunLabel } from '../../../src/plan/approval-labels.js';
import { parseRecordComment } from '../../../src/github/rest/record-comments.js';
import { validatePlan } from '../../../src/plan/validate.js';
import { runAction, runActionBundle, type ActionRun } from '../../helpers/action-env.js';
import type { ActionIo } from '../../../src/github/session.js';
import { FakeGitHub, WRITE_TOKEN, type FakeFile } from './fake-github.js';

/** The check's default name (input `check-name`). */
export const CHECK = 'plasmate plans';
export const PR = 7;
export const HEAD = '1111111111111111111111111111111111111111';
export const AUTHOR = 'alice';

export function fixturePlan(name: string): Buffer {
  return readFileSync(join(process.cwd(), 'fixtures/plans', name));
}

/** The label the action expects for `stepId` of these plan bytes (computed as the action does). */
export function labelFor(bytes: Buffer, stepId: string): string {
  const plan = validatePlan(bytes, 'x.json', null).plan;
  if (plan === null) throw new Error('fixture plan does not validate');
  const label = approvalLabels(plan).get(stepId);
  if (label === undefined) throw new Error(`no mutating step ${stepId}`);
  return label;
}

/** The label approving running these plan bytes as a whole (execute mode), computed as the action does. */
export function planLabelFor(bytes: Buffer): string {
  const plan = validatePlan(bytes, 'x.json', null).plan;
  if (plan === null) throw new Error('fixture plan does not validate');
  return planApprovalLabel(plan);
}

/** The label asking for a test run of these plan bytes, computed as the action does. */
export function testLabelFor(bytes: Buffer): string {
  const plan = validatePlan(bytes, 'x.json', null).plan;
  if (plan === null) throw new Error('fixture plan does not validate');
  return testRunLabel(plan);
}

/** The execution records in the action's record comments on `pr`, as [plan label, outcome], in writing order. */
export function recordsOn(gh: FakeGitHub, pr: number): [string, string][] {
  return (gh.comments.get(pr) ?? []).flatMap((c) => (parseRecordComment(c.body) ?? []).map((r): [string, string] => [r.planLabel, r.outcome]));
}

/** The plan-scope label approving every mutating step and running these plan bytes, computed as the action does. */
export function scopeLabelFor(bytes: Buffer): string {
  const plan = validatePlan(bytes, 'x.json', null).plan;
  if (plan === null) throw new Error('fixture plan does not validate');
  return planScopeLabel(plan);
}

/** The fake with repository roles: maint (maintain), wendy (write), trish (triage), alice the author (write). */
export async function startGitHub(): Promise<FakeGitHub> {
  const gh = await new FakeGitHub().start();
  gh.roles.set('maint', { permission: 'write', role_name: 'maintain' });
  gh.roles.set('wendy', { permission: 'write', role_name: 'write' });
  gh.roles.set('trish', { permission: 'read', role_name: 'triage' });
  gh.roles.set(AUTHOR, { permission: 'write', role_name: 'write' });
  return gh;
}

/**
 * A fresh fake GitHub for every test of the file or describe block that calls this: started before
 * each test (handed to `onStart`, e.g. `(started) => (gh = started)`), stopped after it, and every
 * request it received held against GitHub's OpenAPI description. Call it before the block's own
 * hooks that use the fake.
 */
export function useFakeGitHub(onStart: (gh: FakeGitHub) => void): void {
  let current: FakeGitHub | null = null;
  beforeEach(async () => {
    current = await startGitHub();
    onStart(current);
  });
  afterEach(async () => {
    const gh = current;
    current = null;
    if (gh === null) return;
    await gh.stop();
    expect(gh.violations).toEqual([]);
  });
}

/** PR #7 at HEAD changing `plans` (path → bytes) plus whatever `extra` files. */
export function openPullRequest(gh: FakeGitHub, plans: Record<string, Buffer>, extra: FakeFile[] = [], sha = HEAD): void {
  gh.pulls.set(PR, { number: PR, author: AUTHOR, headSha: sha, headRef: 'flows/sign-in', headOwner: gh.owner, baseFullName: gh.fullName() });
  const files: FakeFile[] = Object.keys(plans).map((filename) => ({ filename, status: 'modified' }));
  for (const [path, bytes] of Object.entries(plans)) gh.contents.set(`${sha}:${path}`, bytes);
  gh.files.set(PR, [...files, ...extra]);
}

/** The parts of a pull_request payload tests change. */
export interface PullRequestPayload {
  number: number;
  pull_request: { number: number; user: { login: string }; head: { ref: string; sha: string; repo: { full_name: string } } };
}

export async function eventFile(name: string, patch: (payload: PullRequestPayload) => void = () => undefined): Promise<string> {
  const payload = JSON.parse(readFileSync(join(process.cwd(), 'fixtures/github', `${name}.json`), 'utf8')) as PullRequestPayload;
  patch(payload);
  const dir = await mkdtemp(join(tmpdir(), 'event-'));
  const path = join(dir, 'event.json');
  await writeFile(path, JSON.stringify(payload));
  return path;
}

export interface GateRun extends ActionRun {
  /** gate-summary.json as written (null when the run failed before writing it). */
  gate: GateSummaryJson;
}

/** `timeoutMs`: how long a bundle run may take before it is killed (runNode's default otherwise; in-process runs ignore it). */
export async function runGate(gh: FakeGitHub, options: { event?: string; eventName?: string; inputs?: Record<string, string>; env?: Record<string, string>; token?: string; bundle?: boolean; timeoutMs?: number; apiTiming?: NonNullable<ActionIo['apiTiming']> } = {}): Promise<GateRun> {
  const eventName = options.eventName ?? 'pull_request';
  const inputs = { mode: 'validate', 'github-token': options.token ?? WRITE_TOKEN, ...options.inputs };
  const run = await (options.bundle === true ? runActionBundle : (i: Record<string, string>, e: Record<string, string>, t?: number) => runAction(i, e, t, options.apiTiming))(inputs, {
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: options.event ?? (await eventFile('pull_request.synchronize')),
    GITHUB_REPOSITORY: gh.fullName(),
    GITHUB_SHA: 'ffffffffffffffffffffffffffffffffffffffff',
    GITHUB_API_URL: gh.url,
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_RUN_ID: '42',
    ...options.env,
  }, options.timeoutMs);
  let gate = null as unknown as GateSummaryJson;
  try {
    gate = JSON.parse(await readFile(join(run.dir, 'reports', 'gate-summary.json'), 'utf8')) as GateSummaryJson;
  } catch {
    // Some runs fail before writing it; tests that need it say so.
  }
  return { ...run, gate };
}
