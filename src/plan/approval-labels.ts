/**
 * Approval label names, bound to plan content: a pure function of the plan (used by the action's
 * gate and the CLI's `labels` command alike, so the two cannot drift). Who may apply them, and
 * whether an applied label counts, is github/gate/labels.ts.
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
 * A fourth kind approves a *whole plan in one act* (plan scope), as one command line with several
 * `--confirm-step` flags does: `plasmate-plan:` + 36 base32 characters (180 bits) of
 * SHA-256("plasmate-plan-scope-label.v1\n" + fingerprint + "\n" + secret bindings + "\n" + the
 * sorted mutating step ids). It counts as every one of those step approvals and as the run
 * approval, so a plan costs one label of GitHub's 100 per pull request however many steps it
 * mutates with. The step-id set is hashed explicitly (the fingerprint covers it too) so the label
 * names exactly what it approves: a changed set, like any content change, voids it. 14 + 36 = 50;
 * a birthday collision costs about 2^90 SHA-256 evaluations.
 */
import { createHash } from 'node:crypto';
import { mapSecretReferences } from './secret-reference.js';
import type { Plan } from '../contract/plan.js';
import { APPROVAL_LABEL_KINDS, isLabelOfKind, LABEL_KINDS, type ApprovalLabelKind, type ListedPlanLabelKind } from './label-kinds.js';

/** GitHub's bound on label names; the scheme stays within it. */
export const MAX_LABEL_LENGTH = 50;
/** GitHub's bound on label descriptions. */
export const MAX_LABEL_DESCRIPTION_LENGTH = 100;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
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
  const { prefix, hashChars, domain } = LABEL_KINDS.stepApproval;
  return prefix + labelHash(`${domain}\n${plan.fingerprint}\n${stepId}\n${JSON.stringify(bindings)}`, hashChars);
}

/** The label that approves running `plan` (every step of it) at exactly this content. */
export function planApprovalLabel(plan: Plan, bindings: readonly string[] = secretBindings(plan)): string {
  const { prefix, hashChars, domain } = LABEL_KINDS.runApproval;
  return prefix + labelHash(`${domain}\n${plan.fingerprint}\n${JSON.stringify(bindings)}`, hashChars);
}

/**
 * The label that approves every mutating step of `plan` and running it, in one act, at exactly
 * this content and this set of mutating steps.
 */
export function planScopeLabel(plan: Plan, bindings: readonly string[] = secretBindings(plan)): string {
  const mutating = plan.steps.filter((s) => s.mutates).map((s) => s.id).sort();
  const { prefix, hashChars, domain } = LABEL_KINDS.wholePlanApproval;
  return prefix + labelHash(`${domain}\n${plan.fingerprint}\n${JSON.stringify(bindings)}\n${JSON.stringify(mutating)}`, hashChars);
}

/** The label that asks for a test run of `plan` at exactly this content. */
export function testRunLabel(plan: Plan, bindings: readonly string[] = secretBindings(plan)): string {
  const { prefix, hashChars, domain } = LABEL_KINDS.testRun;
  return prefix + labelHash(`${domain}\n${plan.fingerprint}\n${JSON.stringify(bindings)}`, hashChars);
}

/** Every approval label of the plan's mutating steps, by step id. */
export function approvalLabels(plan: Plan): Map<string, string> {
  const bindings = secretBindings(plan);
  return new Map(plan.steps.filter((s) => s.mutates).map((s) => [s.id, approvalLabel(plan, s.id, bindings)]));
}

/** A whole-plan label's description starts with what it does, by the kind's listed word. */
const DESCRIPTION_VERB: Record<ListedPlanLabelKind, string> = { plan: 'run', test: 'test', scope: 'approve all of' };

/**
 * `plan / step`, `run plan` for a plan label, `test plan` for a test label or `approve all of plan`
 * for a plan-scope label, shortened to GitHub's description bound, then, when `created` is given,
 * ` · created YYYY-MM-DD`: the REST label object has no creation time, so the action writes the
 * day it created the label into the description, which is how `prune-labels` knows a label's age.
 */
export function labelDescription(planName: string, stepId: string | null, kind: ListedPlanLabelKind = LABEL_KINDS.runApproval.listedAs, created?: Date): string {
  const text = stepId !== null ? `${planName} / ${stepId}` : `${DESCRIPTION_VERB[kind]} ${planName}`;
  return created === undefined ? shortened(text, MAX_LABEL_DESCRIPTION_LENGTH) : datedDescription(text, created);
}

/** `text` shortened so that ` · created YYYY-MM-DD` fits after it within GitHub's description bound. */
export function datedDescription(text: string, created: Date): string {
  const suffix = `${CREATED_MARK}${created.toISOString().slice(0, 10)}`;
  return shortened(text, MAX_LABEL_DESCRIPTION_LENGTH - suffix.length) + suffix;
}

function shortened(text: string, bound: number): string {
  return text.length <= bound ? text : `${text.slice(0, bound - 1)}…`;
}

const CREATED_MARK = ' · created ';
const CREATED_PATTERN = / · created (\d{4}-\d{2}-\d{2})$/;

/** The creation day `labelDescription` wrote into a description (UTC midnight), or null when it carries none. */
export function labelCreatedAt(description: string | null): Date | null {
  const match = description === null ? null : CREATED_PATTERN.exec(description);
  if (match === null) return null;
  const date = new Date(`${match[1]!}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The approval kind whose prefix `key` (lower-cased) starts with, if any. */
function approvalKindOf(key: string): ApprovalLabelKind | undefined {
  return APPROVAL_LABEL_KINDS.find((kind) => key.startsWith(LABEL_KINDS[kind].prefix));
}

export function isApprovalLabelName(name: string): boolean {
  return approvalKindOf(name.toLowerCase()) !== undefined;
}

/** Whether a name of one of the approval kinds' prefixes has that kind's exact length and alphabet. */
export function isWellFormedLabel(key: string): boolean {
  return isLabelOfKind(approvalKindOf(key) ?? 'stepApproval', key);
}
