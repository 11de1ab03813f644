/**
 * The action's inputs (action.yml), each parsed and validated with a clear error naming the input.
 * Pure: a reader of raw input strings in, a typed value out, so the rules are testable without a
 * runner and `src/main.ts` stays a wiring file.
 */
import { realpath } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { isInside } from '../plan/read.js';
import { secretAllowList, SecretAllowListError, splitSecretNames, type SecretAllowList } from '../plan/secret-reference.js';
import { DEFAULT_REQUEST_BUDGET } from './rest/api.js';
import { APPROVER_ROLES, type Role } from './gate/labels.js';
import { TEST_MODES, type TestMode } from './gate/test-requests.js';
import { DEFAULT_MAX_SHARDS, MAX_SHARDS, parseShardInput, ShardInputError, type Shard } from './gate/shard-plan.js';

export const MODES = ['validate', 'execute', 'benchmark', 'plan', 'aggregate', 'watch'] as const;
export type Mode = (typeof MODES)[number];
export const ENGINES = ['auto', 'plasmate', 'reference'] as const;
export type Engine = (typeof ENGINES)[number];

export const DEFAULT_CHECK_NAME = 'plasmate plans';
/** The release gate posts its own check, so a plan check and a benchmark never share a name on one SHA. */
export const DEFAULT_BENCHMARK_CHECK_NAME = 'plasmate benchmark';
export const DEFAULT_REPORT_DIR = 'plasmate-gate';
/** A check name is matched by branch protection; keep it short enough to read in the merge box. */
export const MAX_CHECK_NAME_LENGTH = 100;

export interface ActionInputs {
  mode: Mode;
  /** Globs; empty means "the plan files the pull request changed". */
  plans: string[];
  checkName: string;
  githubToken: string;
  engine: Engine;
  /** The Plasmate binary to run, when the workflow names one; else `plasmate` on PATH or the reference engine. */
  plasmatePath: string | null;
  allowEvaluate: boolean;
  allowCookieWrites: boolean;
  allowPrivateNetwork: boolean;
  approverPermission: Role;
  allowSelfApproval: boolean;
  reportDir: string;
  createLabels: boolean;
  /** Delete approval labels stale against every plan of the PR (never execution records); ignored when the token may not. */
  removeStaleLabels: boolean;
  /** Delete the repository's approval labels no open PR carries and older than a week (label-lifecycle.ts). */
  pruneLabels: boolean;
  /** Where a `workflow_run` job downloaded the PR workflow's artifact (a hint for the PR number only). */
  artifactDir: string;
  /** The secret names plans may reference (empty: none). */
  secrets: SecretAllowList;
  /** Who may start a test run of a plan (docs/test-mode.md). */
  testMode: TestMode;
  /** `plan` and `aggregate` modes: shards at most (both jobs must use the same value). */
  maxShards: number;
  /** `execute` in a shard job: the matrix entry; null runs every approved plan (one job). */
  shard: Shard | null;
  /** `aggregate`: `needs.<shard job>.result`, or '' when the workflow does not pass it. */
  shardsResult: string;
  /** `execute` and `benchmark`: run a child that advertises no tool annotations on the static policy alone (never in test runs). */
  trustStaticToolPolicy: boolean;
  /** GitHub API requests one run may send (api.ts, DEFAULT_REQUEST_BUDGET). */
  apiRequestBudget: number;
  /** Which other open pull requests with this head may lower the check's verdict (modes/same-head.ts). */
  sameHeadPulls: SameHeadPulls;
  /** Count approval labels applied through a GitHub App acting for a user (`performed_via_github_app`); off by default. */
  trustAppLabels: boolean;
  failOnAwaitingApproval: (typeof FAIL_ON_AWAITING_APPROVAL)[number];
}

/**
 * `same-base`: only same-head pull requests from the same head repository into the same base
 * branch lower the verdict; others are listed. `all`: every open pull request with this head does.
 */
export const SAME_HEAD_PULLS = ['same-base', 'all'] as const;
/** `fail-on-awaiting-approval`: fail the step on `action_required` only when no check run carries it, or always. */
export const FAIL_ON_AWAITING_APPROVAL = ['auto', 'always'] as const;
export type SameHeadPulls = (typeof SAME_HEAD_PULLS)[number];
/** `api-request-budget` at most: GitHub Enterprise Cloud's hourly budget of a workflow token. */
export const MAX_API_REQUEST_BUDGET = 15_000;

export class InputError extends Error {
  override name = 'InputError';
}

/**
 * Every input the action reads, as action.yml declares them: `parseInputs` can read no other name
 * (InputReader's type), and the conformance test checks this list against action.yml and
 * docs/action.md, so an input is never read without being declared, or declared and ignored.
 */
export const ACTION_INPUTS = [
  'mode', 'plans', 'check-name', 'github-token', 'engine', 'plasmate-path', 'allow-evaluate', 'allow-cookie-writes',
  'allow-private-network', 'approver-permission', 'allow-self-approval', 'create-labels', 'remove-stale-labels', 'prune-labels', 'secrets',
  'test-mode', 'report-dir', 'artifact-dir', 'max-shards', 'shard', 'shards-result', 'trust-static-tool-policy',
  'api-request-budget', 'same-head-pulls', 'trust-app-labels', 'fail-on-awaiting-approval',
] as const;
export type InputName = (typeof ACTION_INPUTS)[number];

/**
 * Every output any mode sets, as action.yml declares them. A mode's outputs are typed
 * `ActionOutputs`, so setting an undeclared name does not compile; the conformance test checks the
 * list against action.yml and docs/action.md.
 */
export const ACTION_OUTPUTS = [
  'conclusion', 'plans', 'invalid-plans', 'plans-awaiting-approval', 'steps', 'mutating-steps', 'approved-steps',
  'steps-needing-approval', 'gate-summary', 'summary-markdown', 'check-run-id', 'check-run-url', 'test-runs',
  'failed-test-runs', 'executed-plans', 'failed-executions', 'reports', 'gate-passed', 'task-contracts-passed',
  'tasks-total', 'benchmark-report', 'benchmark-markdown', 'matrix', 'shard-count', 'planned-plans', 'verified-plans',
  'missing-shards', 'artifact-name', 'shard-dir', 'healthy-plans', 'drifted-plans',
] as const;
export type OutputName = (typeof ACTION_OUTPUTS)[number];
/** What one mode sets: each name at most once, a number written as its decimal string. */
export type ActionOutputs = Partial<Record<OutputName, string | number>>;

/** `name` → raw value as the runner passes it (`core.getInput` semantics: trimmed, '' when unset). */
export type InputReader = (name: InputName) => string;

function oneOf<T extends string>(read: InputReader, name: InputName, allowed: readonly T[], fallback: T): T {
  const raw = read(name);
  if (raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new InputError(`input "${name}" must be one of ${allowed.map((a) => `"${a}"`).join(', ')} (got ${JSON.stringify(raw)})`);
  }
  return raw as T;
}

/** YAML 1.2 core booleans, as `core.getBooleanInput` accepts them, with a default when unset. */
function flag(read: InputReader, name: InputName, fallback: boolean): boolean {
  const raw = read(name);
  if (raw === '') return fallback;
  if (['true', 'True', 'TRUE'].includes(raw)) return true;
  if (['false', 'False', 'FALSE'].includes(raw)) return false;
  throw new InputError(`input "${name}" must be true or false (got ${JSON.stringify(raw)})`);
}

/** The `secrets` input: names separated by newlines, commas or spaces; a reserved or malformed name fails the step. */
function secretsInput(raw: string): SecretAllowList {
  try {
    return secretAllowList(splitSecretNames(raw), 'input "secrets"');
  } catch (error) {
    if (error instanceof SecretAllowListError) throw new InputError(error.message);
    throw error;
  }
}

export function parseInputs(read: InputReader): ActionInputs {
  const mode = oneOf(read, 'mode', MODES, 'validate');
  const checkName = read('check-name') || (mode === 'benchmark' ? DEFAULT_BENCHMARK_CHECK_NAME : DEFAULT_CHECK_NAME);
  if (checkName.length > MAX_CHECK_NAME_LENGTH || /[\r\n]/.test(checkName)) {
    throw new InputError(`input "check-name" must be one line of at most ${MAX_CHECK_NAME_LENGTH} characters`);
  }
  const plans = read('plans').split('\n').map((l) => l.trim()).filter((l) => l !== '');
  return {
    mode,
    plans,
    checkName,
    githubToken: tokenInput(read('github-token')),
    engine: oneOf(read, 'engine', ENGINES, 'auto'),
    plasmatePath: read('plasmate-path') || null,
    allowEvaluate: flag(read, 'allow-evaluate', false),
    allowCookieWrites: flag(read, 'allow-cookie-writes', false),
    allowPrivateNetwork: flag(read, 'allow-private-network', false),
    approverPermission: oneOf(read, 'approver-permission', APPROVER_ROLES, 'write'),
    allowSelfApproval: flag(read, 'allow-self-approval', false),
    reportDir: read('report-dir') || DEFAULT_REPORT_DIR,
    createLabels: flag(read, 'create-labels', true),
    removeStaleLabels: flag(read, 'remove-stale-labels', false),
    pruneLabels: flag(read, 'prune-labels', false),
    artifactDir: read('artifact-dir'),
    secrets: secretsInput(read('secrets')),
    testMode: oneOf(read, 'test-mode', TEST_MODES, 'label'),
    maxShards: maxShardsInput(read('max-shards')),
    shard: shardInput(read('shard'), mode),
    shardsResult: read('shards-result'),
    trustStaticToolPolicy: flag(read, 'trust-static-tool-policy', false),
    apiRequestBudget: apiRequestBudgetInput(read('api-request-budget')),
    sameHeadPulls: oneOf(read, 'same-head-pulls', SAME_HEAD_PULLS, 'same-base'),
    trustAppLabels: flag(read, 'trust-app-labels', false),
    failOnAwaitingApproval: oneOf(read, 'fail-on-awaiting-approval', FAIL_ON_AWAITING_APPROVAL, 'auto'),
  };
}

/**
 * action.yml's default, `${{ github.token }}`, exactly as written: what a local runner such as
 * `@github/local-action` passes when the .env file sets no token (the runner itself evaluates it).
 * It is no token, so it means none: the action then posts nothing, as without a token.
 */
const UNEVALUATED_DEFAULT_TOKEN = /^\$\{\{\s*github\.token\s*\}\}$/;

function tokenInput(raw: string): string {
  return UNEVALUATED_DEFAULT_TOKEN.test(raw) ? '' : raw;
}

function maxShardsInput(raw: string): number {
  if (raw === '') return DEFAULT_MAX_SHARDS;
  const n = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= 1 && n <= MAX_SHARDS)) throw new InputError(`input "max-shards" must be an integer from 1 to ${MAX_SHARDS} (got ${JSON.stringify(raw)})`);
  return n;
}

function apiRequestBudgetInput(raw: string): number {
  if (raw === '') return DEFAULT_REQUEST_BUDGET;
  const n = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  // Below a few dozen requests no pull request could be gated at all.
  if (!(n >= MIN_API_REQUEST_BUDGET && n <= MAX_API_REQUEST_BUDGET)) throw new InputError(`input "api-request-budget" must be an integer from ${MIN_API_REQUEST_BUDGET} to ${MAX_API_REQUEST_BUDGET} (got ${JSON.stringify(raw)})`);
  return n;
}

/** `api-request-budget` at least: what gating a one-plan pull request costs, with room for retries. */
export const MIN_API_REQUEST_BUDGET = 30;

function shardInput(raw: string, mode: Mode): Shard | null {
  if (raw === '') return null;
  if (mode !== 'execute') throw new InputError('input "shard" is for mode "execute" in a shard job');
  try {
    return parseShardInput(raw);
  } catch (error) {
    if (error instanceof ShardInputError) throw new InputError(error.message);
    throw error;
  }
}

/**
 * The report directory, which must lie inside the workspace or the runner's temp directory
 * (RUNNER_TEMP): the action writes files there, and a `report-dir` of `/etc` or `../..` would
 * have it write anywhere the job's user may. Checked on the path as written and on the real path
 * of its nearest existing ancestor, so a symlink in the checkout does not lead out either.
 */
export async function resolveReportDir(reportDir: string, workspace: string, runnerTemp: string | undefined): Promise<string> {
  const path = resolve(workspace, reportDir);
  const roots = [workspace, ...(runnerTemp === undefined || runnerTemp === '' ? [] : [runnerTemp])].map((r) => resolve(r));
  const real = await realNearestAncestor(path);
  const realRoots = await Promise.all(roots.map(realNearestAncestor));
  const within = (root: string, p: string) => p === root || isInside(root, p);
  const inside = roots.some((root, i) => within(root, path) && within(realRoots[i]!, real));
  if (!inside) throw new InputError('input "report-dir" must be a directory inside the workspace or the runner\'s temp directory (RUNNER_TEMP)');
  return path;
}

/** `path` with its longest existing prefix replaced by that prefix's real path. */
async function realNearestAncestor(path: string): Promise<string> {
  let rest = '';
  let current = path;
  for (;;) {
    try {
      return join(await realpath(current), rest);
    } catch {
      const parent = dirname(current);
      if (parent === current) return path;
      rest = join(basename(current), rest);
      current = parent;
    }
  }
}
