/**
 * Execute mode's memory: which approved plan content already ran on a pull request, and how it
 * ended. Per PR and per content (not per SHA: pushing a no-op commit must not buy another run),
 * surviving re-runs, keyed by the plan's run label; outcome `started`, `succeeded` or `failed`.
 *
 * Where: the action's own record comment on the PR (record-comments.ts), off GitHub's budget of
 * 100 labels per pull request. Earlier versions wrote a label per record; those are read (never
 * written) for this release only, and the next release stops reading them (CHANGELOG, Deprecated):
 *
 *   `plasmate-done:` + 36 base32 characters of SHA-256("plasmate-execution-record.v1\n" +
 *   plan-approval label + "\n" + outcome).
 *
 * `started` is written before the plan runs and the outcome after it, so a run that dies midway
 * leaves `started` alone (reported as `interrupted`, a failure) and the plan never runs twice. A
 * record label counts as the action's only when its latest `labeled` event was by the workflow
 * token (`github-actions[bot]`, its fixed id); one applied by anyone else — a person, another
 * App — is reported and fails the check (it could claim a success that never ran). A record
 * comment counts only when this workflow wrote it (record-comments.ts ignores others). A
 * maintainer deletes the record comment (or removes old record labels) to allow another run of
 * the same content. Pure, apart from the facts it is given.
 */
import type { Conclusion, GateResult, PlanGate } from './gate.js';
import { isWorkflowToken, type LabelingFacts, type RecordedOutcome } from './labels.js';
import { labelHash } from '../../plan/approval-labels.js';
import { isLabelOfKind, LABEL_KINDS } from '../../plan/label-kinds.js';

export type { RecordedOutcome } from './labels.js';

/** Whether `name` is an execution record label in its exact shape (older versions wrote them). */
export function isRecordLabelName(name: string): boolean {
  return isLabelOfKind('executionRecord', name.toLowerCase());
}

export function recordLabel(planLabel: string, outcome: RecordedOutcome): string {
  const { prefix, hashChars, domain } = LABEL_KINDS.executionRecord;
  return prefix + labelHash(`${domain}\n${planLabel.toLowerCase()}\n${outcome}`, hashChars);
}

export interface PlanExecution {
  /** `executed` in this job; `recorded` ran earlier (a record label); `pending` approved and not yet run; `not_run` not approved or invalid. */
  state: 'executed' | 'recorded' | 'pending' | 'not_run';
  /** `succeeded`, `failed`, `interrupted` (started, no outcome recorded); null unless it ran. */
  outcome: 'succeeded' | 'failed' | 'interrupted' | null;
  /** False when a record label was applied by someone other than the action. */
  trusted: boolean;
  reason: string;
}

/** What the record comments and record labels say about one plan, or null when it never ran here. */
export function readRecord(planLabel: string, labeling: LabelingFacts): PlanExecution | null {
  const live = new Set(labeling.liveLabels.map((l) => l.toLowerCase()));
  const key = planLabel.toLowerCase();
  const commented = new Set((labeling.executionRecords ?? []).filter((r) => r.planLabel === key && isWorkflowToken(r.author)).map((r) => r.outcome));
  const labelled = (['succeeded', 'failed', 'started'] as const).filter((o) => live.has(recordLabel(planLabel, o)));
  const present = (['succeeded', 'failed', 'started'] as const).filter((o) => commented.has(o) || labelled.includes(o));
  if (present.length === 0) return null;
  const strangers = labelled
    .map((o) => labeling.latestLabeler.get(recordLabel(planLabel, o)))
    .filter((actor) => actor === undefined || !isWorkflowToken(actor))
    .map((actor) => actor?.login ?? 'an unknown actor');
  if (strangers.length > 0) {
    return { state: 'recorded', outcome: null, trusted: false, reason: `an execution record label was applied by ${strangers.join(', ')}, not by the action; remove it (records are written only by the action)` };
  }
  // A failure wins over a success (both present only if someone interfered); started alone means it died midway.
  const outcome = present.includes('failed') ? 'failed' : present.includes('succeeded') ? 'succeeded' : 'interrupted';
  return { state: 'recorded', outcome, trusted: true, reason: `already ran for this content on this pull request (${outcome}); delete its record comment (or its older ${LABEL_KINDS.executionRecord.prefix} labels) to run it again` };
}

/** Per plan file: ran earlier, may run now, or why it may not. */
export function executionStates(result: GateResult, labeling: LabelingFacts): Map<string, PlanExecution> {
  const out = new Map<string, PlanExecution>();
  for (const gate of result.plans) out.set(gate.file, stateOf(gate, labeling));
  return out;
}

function stateOf(gate: PlanGate, labeling: LabelingFacts): PlanExecution {
  const notRun = (reason: string): PlanExecution => ({ state: 'not_run', outcome: null, trusted: true, reason });
  if (gate.status === 'invalid' || gate.planApproval === null) return notRun('the plan is invalid or an approval label does not count');
  const record = readRecord(gate.planApproval.label, labeling);
  if (gate.status !== 'valid' || !runnable(gate)) {
    // An earlier run is still reported, so the check never forgets that something ran.
    return record ?? notRun(gate.planApproval.approval === 'approved' ? 'a mutating step awaits approval' : 'awaits its plan approval label');
  }
  return record ?? { state: 'pending', outcome: null, trusted: true, reason: 'approved; not yet run' };
}

/** A plan may run only when it is valid, its plan label trusted, and its steps' approvals were evaluated. */
export function runnable(gate: PlanGate): boolean {
  return gate.status === 'valid' && gate.check.plan !== null && gate.approvals !== null && gate.planApproval?.approval === 'approved';
}

const RANK: Record<Conclusion, number> = { neutral: 0, success: 1, action_required: 2, failure: 3 };

export function worst(...conclusions: Conclusion[]): Conclusion {
  return conclusions.reduce((a, b) => (RANK[b] > RANK[a] ? b : a), 'neutral');
}

/**
 * Execute mode's conclusion: the gate's, made worse by every plan that ran and failed (now or
 * earlier), every untrusted record, and every approved plan that has not run (`action_required`:
 * it is not done, whatever its approvals say).
 */
export function executeConclusion(result: GateResult, states: ReadonlyMap<string, PlanExecution>): Conclusion {
  let conclusion = result.conclusion;
  for (const s of states.values()) {
    if (!s.trusted || s.outcome === 'failed' || s.outcome === 'interrupted') conclusion = worst(conclusion, 'failure');
    else if (s.state === 'pending') conclusion = worst(conclusion, 'action_required');
  }
  return conclusion;
}
