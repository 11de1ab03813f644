/**
 * Who may apply an approval label (plan/approval-labels.ts names them), and whether an applied
 * label counts: only if its latest `labeled` event was by a trusted actor (`evaluateLabels`): not a
 * bot, not the PR's author, not an author or committer of any of the PR's commits (the two-person
 * rule, unless `allow-self-approval`), and at least `approver-permission`.
 */
import { isApprovalLabelName, isWellFormedLabel } from '../../plan/approval-labels.js';
import { APPROVAL_LABEL_KINDS, LABEL_KINDS } from '../../plan/label-kinds.js';

// ---------------------------------------------------------------------------------------------
// Trust: who applied each live label, and whether that counts.

/** Each approval kind's prefix and hash length, as an unknown label's finding lists them: `plasmate: and 40, …, or plasmate-test: and 36`. */
const LABEL_SCHEME = APPROVAL_LABEL_KINDS.map((kind, i) => `${i === APPROVAL_LABEL_KINDS.length - 1 ? 'or ' : ''}${LABEL_KINDS[kind].prefix} and ${LABEL_KINDS[kind].hashChars}`).join(', ');

/** GitHub refuses a label beyond this many on one issue or pull request (422 "Issues cannot have more than 100 labels"). */
export const MAX_LABELS_PER_PULL_REQUEST = 100;

/** Repository roles in rank order; GitHub's permission API reports triage as `read`, maintain as `write`. */
export const ROLES = ['read', 'triage', 'write', 'maintain', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** The roles `approver-permission` may name: `read` would let anyone approve on a public repository. */
export const APPROVER_ROLES: readonly Role[] = ['triage', 'write', 'maintain', 'admin'];

export interface Actor {
  login: string;
  /** `User`, `Bot`, `Organization`, … as GitHub reports it. */
  type: string;
  /** GitHub's account id, when the answer carried one. */
  id?: number;
  /** Set when the application cannot be attributed to this actor (no actor, no date, an App acting for them): never trusted. */
  distrusted?: string;
}

/**
 * The identity every workflow token writes as: the `github-actions` App's bot account, whose user
 * id is fixed on github.com (41898282). Other Apps write as `NAME[bot]` with their own ids, so
 * "any Bot" is every installed App; only this identity is this workflow's (or another workflow of
 * this repository, which the repository's own maintainers wrote).
 */
export const WORKFLOW_TOKEN_LOGIN = 'github-actions[bot]';
export const WORKFLOW_TOKEN_USER_ID = 41898282;
export const WORKFLOW_TOKEN_APP_SLUG = 'github-actions';

/** Whether `actor` is the workflow token's identity: its login, type and fixed id, all three. */
export function isWorkflowToken(actor: Actor): boolean {
  return actor.distrusted === undefined && actor.login === WORKFLOW_TOKEN_LOGIN && actor.type === 'Bot' && actor.id === WORKFLOW_TOKEN_USER_ID;
}

export interface LabelingFacts {
  /** The PR's live labels (names as GitHub returns them). */
  liveLabels: readonly string[];
  /** The actor of each label's latest `labeled` event, by lowercase name; absent when there is none. */
  latestLabeler: ReadonlyMap<string, Actor>;
  /** Repository role of each actor asked about, by login; `null` for no access. */
  roles: ReadonlyMap<string, Role | null>;
  pullRequestAuthor: string;
  /** Lowercase logins of every author and committer of the PR's commits (GitHub accounts only). */
  commitLogins: ReadonlySet<string>;
  /** False when GitHub did not list every commit: the two-person rule cannot be checked, so no label counts. */
  commitsComplete: boolean;
  /**
   * Execution records from bot-written record comments (record-comments.ts), read in execute and
   * shard modes; absent where none were read (validate mode needs none).
   */
  executionRecords?: readonly ExecutionRecordEntry[];
  /** Comments in the record shape that do not count (another author, or not the comment the action wrote), read with the records. */
  ignoredRecordComments?: readonly IgnoredRecordComment[];
}

/** A record-shaped comment that does not count, and why (for the summary). */
export interface IgnoredRecordComment {
  id: number;
  author: string;
  reason: string;
}

export type RecordedOutcome = 'started' | 'succeeded' | 'failed';

/** One execution record: the plan's run label, the outcome, and the comment's author. */
export interface ExecutionRecordEntry {
  planLabel: string;
  outcome: RecordedOutcome;
  author: Actor;
}

export interface TrustPolicy {
  approverRole: Role;
  allowSelfApproval: boolean;
}

export type LabelState = 'trusted' | 'untrusted' | 'stale' | 'unknown' | 'duplicate';

export interface LabelFinding {
  name: string;
  state: LabelState;
  /** Which step of which plan file the label approves (trusted and untrusted only); `stepId` null: the whole plan. */
  targets: LabelTarget[];
  actor: string | null;
  /** Why the label does or does not count; plain text, no markup. */
  reason: string;
}

/**
 * `step`: one step's approval; `plan`: running the whole plan; `test`: a test run of it; `scope`:
 * the whole plan in one act (every mutating step and running it).
 */
export type LabelTarget =
  | { file: string; kind: 'step'; stepId: string }
  | { file: string; kind: 'plan'; stepId: null }
  | { file: string; kind: 'test'; stepId: null }
  | { file: string; kind: 'scope'; stepId: null };

export interface PlanLabels {
  file: string;
  /** Step id → its approval label, mutating steps only. */
  labels: ReadonlyMap<string, string>;
  /** The plan-approval label; null when the plan could not be read. */
  planLabel: string | null;
  /** The test-run label; null when the plan could not be read. */
  testLabel: string | null;
  /** The plan-scope label (every mutating step and running, in one act); null when the plan could not be read. */
  scopeLabel: string | null;
}

/** Whether `role` is at least `required` (null: no access). */
export function hasRole(role: Role | null, required: Role): boolean {
  return role !== null && ROLES.indexOf(role) >= ROLES.indexOf(required);
}

export function isBot(actor: Actor): boolean {
  return actor.type === 'Bot' || actor.login.toLowerCase().endsWith('[bot]');
}

/** Why an actor's label does not count, or null when it does. */
export function distrust(actor: Actor | undefined, facts: LabelingFacts, policy: TrustPolicy): string | null {
  if (actor === undefined) return 'no labeled event found for it';
  if (actor.distrusted !== undefined) return actor.distrusted;
  if (isBot(actor)) return `applied by the bot ${actor.login}`;
  if (actor.login.toLowerCase() === facts.pullRequestAuthor.toLowerCase() && !policy.allowSelfApproval) {
    return `applied by the pull request's author ${actor.login} (allow-self-approval is off)`;
  }
  if (!policy.allowSelfApproval) {
    // Two-person rule on everyone who wrote the change, not only on who opened the PR.
    if (!facts.commitsComplete) return `the pull request has more commits than GitHub lists, so its authors cannot all be checked (allow-self-approval is off)`;
    if (facts.commitLogins.has(actor.login.toLowerCase())) return `applied by ${actor.login}, who authored or committed a commit of this pull request (allow-self-approval is off)`;
  }
  const role = facts.roles.get(actor.login) ?? null;
  if (role === null) return `applied by ${actor.login}, who has no access to the repository`;
  if (!hasRole(role, policy.approverRole)) {
    return `applied by ${actor.login}, whose role ${role} is below ${policy.approverRole}`;
  }
  return null;
}

/** The actors whose role must be looked up: those behind an approval label that could count. */
export function actorsToCheck(liveLabels: readonly string[], latestLabeler: ReadonlyMap<string, Actor>): Actor[] {
  const out = new Map<string, Actor>();
  for (const name of liveLabels) {
    if (!isApprovalLabelName(name)) continue;
    const actor = latestLabeler.get(name.toLowerCase());
    if (actor !== undefined && actor.distrusted === undefined && !isBot(actor)) out.set(actor.login, actor);
  }
  return [...out.values()];
}

/** Classifies every live approval label against the current plans. Pure. */
export function evaluateLabels(plans: readonly PlanLabels[], facts: LabelingFacts, policy: TrustPolicy): LabelFinding[] {
  const targets = new Map<string, LabelTarget[]>();
  const add = (label: string, target: LabelTarget) => targets.set(label, [...(targets.get(label) ?? []), target]);
  for (const plan of plans) {
    for (const [stepId, label] of plan.labels) add(label, { file: plan.file, kind: 'step', stepId });
    if (plan.planLabel !== null) add(plan.planLabel, { file: plan.file, kind: 'plan', stepId: null });
    if (plan.testLabel !== null) add(plan.testLabel, { file: plan.file, kind: 'test', stepId: null });
    if (plan.scopeLabel !== null) add(plan.scopeLabel, { file: plan.file, kind: 'scope', stepId: null });
  }
  const seen = new Set<string>();
  const findings: LabelFinding[] = [];
  for (const name of facts.liveLabels) {
    if (!isApprovalLabelName(name)) continue;
    const key = name.toLowerCase();
    const actor = facts.latestLabeler.get(key);
    const base = { name, actor: actor?.login ?? null };
    if (seen.has(key)) {
      findings.push({ ...base, state: 'duplicate', targets: [], reason: 'the same approval label appears twice' });
      continue;
    }
    seen.add(key);
    if (!isWellFormedLabel(key)) {
      findings.push({ ...base, state: 'unknown', targets: [], reason: `not an approval label of this action's scheme (${LABEL_SCHEME}, base32 characters)` });
      continue;
    }
    const approves = targets.get(key);
    if (approves === undefined) {
      findings.push({ ...base, state: 'stale', targets: [], reason: 'approves no step or plan of the current content of any plan checked here (the plan changed after approval, or the label is for another plan or pull request); it does not fail the check: remove it, or set remove-stale-labels' });
      continue;
    }
    const why = distrust(actor, facts, policy);
    findings.push(why === null
      ? { ...base, state: 'trusted', targets: approves, reason: `applied by ${actor!.login}` }
      : { ...base, state: 'untrusted', targets: approves, reason: why });
  }
  return findings;
}
