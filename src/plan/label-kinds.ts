/**
 * The kinds of label this action reads and writes, one row each (why each is shaped as it is:
 * approval-labels.ts). A label is `prefix` + `hashChars` base32 characters of SHA-256 over
 * `domain` and what the label is bound to; each kind has its own hash domain, so no label of one
 * kind can equal one of another.
 *
 * The prefixes are public: maintainers apply these labels by name, and repositories hold them, so
 * they never change. Their words predate the kinds' names here and do not match them
 * (`plasmate-run:` approves running a plan; `plasmate-plan:` approves all of a plan at once), which
 * is why code names a kind by its key, never by its prefix. `listedAs` is the kind's word in the
 * CLI's `labels` output, public as well.
 */
export const LABEL_KINDS = {
  /** Approves one mutating step of one plan at one content. */
  stepApproval: { prefix: 'plasmate:', hashChars: 40, domain: 'plasmate-approval-label.v1', listedAs: 'step' },
  /** Approves running a whole plan (execute mode). */
  runApproval: { prefix: 'plasmate-run:', hashChars: 37, domain: 'plasmate-plan-approval-label.v1', listedAs: 'plan' },
  /** Approves every mutating step of a plan and its run, in one act (plan scope). */
  wholePlanApproval: { prefix: 'plasmate-plan:', hashChars: 36, domain: 'plasmate-plan-scope-label.v1', listedAs: 'scope' },
  /** Asks for a test run of a plan: reads real, every effect stubbed (docs/test-mode.md). */
  testRun: { prefix: 'plasmate-test:', hashChars: 36, domain: 'plasmate-test-run-label.v1', listedAs: 'test' },
  /**
   * Written by the action, not applied by anyone: a plan already ran for a run label (older versions
   * wrote these; records are now a comment). The hash only needs to be unambiguous per run label.
   */
  executionRecord: { prefix: 'plasmate-done:', hashChars: 36, domain: 'plasmate-execution-record.v1', listedAs: null },
} as const;

export type LabelKind = keyof typeof LABEL_KINDS;

/** The kinds a maintainer applies to approve or ask for something, in the order messages list them. */
export const APPROVAL_LABEL_KINDS = ['stepApproval', 'runApproval', 'wholePlanApproval', 'testRun'] as const satisfies readonly LabelKind[];

export type ApprovalLabelKind = (typeof APPROVAL_LABEL_KINDS)[number];

/** The words of the CLI's `labels` output and of label descriptions for the kinds that name a whole plan. */
export type ListedPlanLabelKind = (typeof LABEL_KINDS)['runApproval' | 'wholePlanApproval' | 'testRun']['listedAs'];

const KIND_PATTERNS = new Map<LabelKind, RegExp>(
  Object.entries(LABEL_KINDS).map(([kind, { prefix, hashChars }]) => [kind as LabelKind, new RegExp(`^${prefix}[a-z2-7]{${hashChars}}$`)]),
);

/** Whether `key` (a lower-cased label name) has exactly the shape of `kind`: its prefix, length and alphabet. */
export function isLabelOfKind(kind: LabelKind, key: string): boolean {
  return KIND_PATTERNS.get(kind)!.test(key);
}
