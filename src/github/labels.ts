/**
 * Step approvals as pull-request labels, bound to plan content.
 *
 * A label approves exactly one step of one plan at one content: its name is
 * `plasmate:` + the first 40 base32 characters (200 bits) of
 * SHA-256("plasmate-approval-label.v1\n" + plan fingerprint + "\n" + step id + "\n" + secret bindings).
 * - Editing the plan changes the fingerprint, so every label for the old content stops matching.
 * - The step id is inside the hash, so one approval never authorizes another step or plan.
 * - The contract fingerprint deliberately ignores secret *names* (it must not be a dictionary
 *   oracle in published reports); an approval must not survive swapping which secret a step sends,
 *   so the label also hashes every secret reference's step, position and name. The label itself
 *   is a one-way hash and reveals no name.
 * - Why 200 bits: the PR author controls plan content, so the attack to price is a birthday
 *   collision (a benign plan gets approved, a malicious plan with the same label is pushed):
 *   2^100 SHA-256 evaluations, far beyond any attacker. Base32 (a–z, 2–7) because GitHub compares
 *   label names case-insensitively; 9 + 40 = 49 characters, within GitHub's 50.
 *
 * A second kind approves *running* a whole plan (execute mode): `plasmate-run:` + 37 base32
 * characters (185 bits) of SHA-256("plasmate-plan-approval-label.v1\n" + fingerprint + "\n" +
 * secret bindings) — its own prefix so a maintainer sees which kind they apply, and its own hash
 * domain so no step label can ever equal a plan label. 13 + 37 = 50 characters, GitHub's maximum;
 * a birthday collision (benign plan approved, malicious one pushed) costs about 2^92 SHA-256
 * evaluations.
 *
 * A third kind asks for a *test run* of a plan (step test mode, docs/test-mode.md): reads real,
 * every effect stubbed. `plasmate-test:` + 36 base32 characters (180 bits) of
 * SHA-256("plasmate-test-run-label.v1\n" + fingerprint + "\n" + secret bindings), 14 + 36 = 50.
 * It grants nothing a test run could misuse (no effect is ever sent, no secret resolved), but it
 * still starts the engine on the plan's URL, so it takes the same trust and content binding.
 *
 * A label counts only if its latest `labeled` event was by a trusted actor (`evaluateLabels`):
 * not a bot, not the PR's author, not an author or committer of any of the PR's commits (the
 * two-person rule, unless `allow-self-approval`), and at least `approver-permission`.
 */
import { createHash } from 'node:crypto';
import { mapSecretReferences } from '../plan/secret-reference.js';
import type { Plan } from '../plan/types.js';

export const LABEL_PREFIX = 'plasmate:';
/** 40 base32 characters = 200 bits (see the module comment for why). */
export const LABEL_HASH_CHARS = 40;
/** GitHub's bound on label names; the scheme stays within it. */
export const MAX_LABEL_LENGTH = 50;
/** GitHub's bound on label descriptions. */
export const MAX_LABEL_DESCRIPTION_LENGTH = 100;
const LABEL_DOMAIN = 'plasmate-approval-label.v1';
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const LABEL_PATTERN = new RegExp(`^${LABEL_PREFIX}[a-z2-7]{${LABEL_HASH_CHARS}}$`);
/** The plan-approval kind (see the module comment). */
export const PLAN_LABEL_PREFIX = 'plasmate-run:';
/** 37 base32 characters = 185 bits: what is left of GitHub's 50 after the prefix. */
export const PLAN_LABEL_HASH_CHARS = 37;
const PLAN_LABEL_DOMAIN = 'plasmate-plan-approval-label.v1';
const PLAN_LABEL_PATTERN = new RegExp(`^${PLAN_LABEL_PREFIX}[a-z2-7]{${PLAN_LABEL_HASH_CHARS}}$`);
/** The test-run kind (see the module comment). */
export const TEST_LABEL_PREFIX = 'plasmate-test:';
/** 36 base32 characters = 180 bits: what is left of GitHub's 50 after the prefix. */
export const TEST_LABEL_HASH_CHARS = 36;
const TEST_LABEL_DOMAIN = 'plasmate-test-run-label.v1';
const TEST_LABEL_PATTERN = new RegExp(`^${TEST_LABEL_PREFIX}[a-z2-7]{${TEST_LABEL_HASH_CHARS}}$`);
/** Label colour for approval labels (GitHub wants 6 hex digits, no `#`). */
export const LABEL_COLOR = '5319e7';

function base32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  return out;
}

/** The first `chars` base32 characters of SHA-256(`input`): the hash part of every label kind. */
export function labelHash(input: string, chars: number): string {
  return base32(createHash('sha256').update(input, 'utf8').digest()).slice(0, chars);
}

/** Every `{"$secret": NAME}` reference of the plan as `stepIndex:pointer=NAME`, in document order. */
export function secretBindings(plan: Plan): string[] {
  const out: string[] = [];
  plan.steps.forEach((step, i) => mapSecretReferences(step.arguments, (name, pointer) => out.push(`${i}:${pointer}=${name}`)));
  return out;
}

/** The label that approves `stepId` of `plan` at exactly this content. */
export function approvalLabel(plan: Plan, stepId: string, bindings: readonly string[] = secretBindings(plan)): string {
  // Step ids and the fingerprint cannot contain a newline, and bindings are JSON-encoded, so the input is unambiguous.
  const input = `${LABEL_DOMAIN}\n${plan.fingerprint}\n${stepId}\n${JSON.stringify(bindings)}`;
  return LABEL_PREFIX + base32(createHash('sha256').update(input, 'utf8').digest()).slice(0, LABEL_HASH_CHARS);
}

/** The label that approves running `plan` (every step of it) at exactly this content. */
export function planApprovalLabel(plan: Plan, bindings: readonly string[] = secretBindings(plan)): string {
  const input = `${PLAN_LABEL_DOMAIN}\n${plan.fingerprint}\n${JSON.stringify(bindings)}`;
  return PLAN_LABEL_PREFIX + labelHash(input, PLAN_LABEL_HASH_CHARS);
}

/** The label that asks for a test run of `plan` at exactly this content. */
export function testRunLabel(plan: Plan, bindings: readonly string[] = secretBindings(plan)): string {
  const input = `${TEST_LABEL_DOMAIN}\n${plan.fingerprint}\n${JSON.stringify(bindings)}`;
  return TEST_LABEL_PREFIX + labelHash(input, TEST_LABEL_HASH_CHARS);
}

/** Every approval label of the plan's mutating steps, by step id. */
export function approvalLabels(plan: Plan): Map<string, string> {
  const bindings = secretBindings(plan);
  return new Map(plan.steps.filter((s) => s.mutates).map((s) => [s.id, approvalLabel(plan, s.id, bindings)]));
}

/** `plan / step`, `run plan` for a plan label or `test plan` for a test label, shortened to GitHub's description bound. */
export function labelDescription(planName: string, stepId: string | null, kind: 'plan' | 'test' = 'plan'): string {
  const text = stepId !== null ? `${planName} / ${stepId}` : `${kind === 'test' ? 'test' : 'run'} ${planName}`;
  return text.length <= MAX_LABEL_DESCRIPTION_LENGTH ? text : `${text.slice(0, MAX_LABEL_DESCRIPTION_LENGTH - 1)}…`;
}

export function isApprovalLabelName(name: string): boolean {
  const key = name.toLowerCase();
  return key.startsWith(LABEL_PREFIX) || key.startsWith(PLAN_LABEL_PREFIX) || key.startsWith(TEST_LABEL_PREFIX);
}

function isWellFormed(key: string): boolean {
  if (key.startsWith(PLAN_LABEL_PREFIX)) return PLAN_LABEL_PATTERN.test(key);
  if (key.startsWith(TEST_LABEL_PREFIX)) return TEST_LABEL_PATTERN.test(key);
  return LABEL_PATTERN.test(key);
}

// ---------------------------------------------------------------------------------------------
// Trust: who applied each live label, and whether that counts.

/** Repository roles in rank order; GitHub's permission API reports triage as `read`, maintain as `write`. */
export const ROLES = ['read', 'triage', 'write', 'maintain', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** The roles `approver-permission` may name: `read` would let anyone approve on a public repository. */
export const APPROVER_ROLES: readonly Role[] = ['triage', 'write', 'maintain', 'admin'];

export interface Actor {
  login: string;
  /** `User`, `Bot`, `Organization`, … as GitHub reports it. */
  type: string;
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

/** `step`: one step's approval; `plan`: running the whole plan; `test`: a test run of it. */
export type LabelTarget =
  | { file: string; kind: 'step'; stepId: string }
  | { file: string; kind: 'plan'; stepId: null }
  | { file: string; kind: 'test'; stepId: null };

export interface PlanLabels {
  file: string;
  /** Step id → its approval label, mutating steps only. */
  labels: ReadonlyMap<string, string>;
  /** The plan-approval label; null when the plan could not be read. */
  planLabel: string | null;
  /** The test-run label; null when the plan could not be read. */
  testLabel: string | null;
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
    if (actor !== undefined && !isBot(actor)) out.set(actor.login, actor);
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
    if (!isWellFormed(key)) {
      findings.push({ ...base, state: 'unknown', targets: [], reason: `not an approval label of this action's scheme (${LABEL_PREFIX} and ${LABEL_HASH_CHARS}, ${PLAN_LABEL_PREFIX} and ${PLAN_LABEL_HASH_CHARS}, or ${TEST_LABEL_PREFIX} and ${TEST_LABEL_HASH_CHARS}, base32 characters)` });
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
