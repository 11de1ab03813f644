/**
 * The gate's model: plan bytes and label facts in, per-plan checks, label findings and one
 * conclusion out. Pure (no I/O), so the same result renders to a check run, a job summary and
 * gate-summary.json, and so it can be benchmarked alone.
 */
import type { Approvals } from '../../contract/plan.js';
import { unreadablePlanCheck } from '../../plan/read.js';
import type { SecretAllowList } from '../../plan/secret-reference.js';
import { applyApprovals, validatePlan, type PlanCheck } from '../../plan/validate.js';
import type { WorkflowReport } from '../../contract/report.js';
import type { TestRunReport } from '../../report/test-run.js';
import { dryRunReport } from '../../workflow/dry-run.js';
import { evaluateLabels, MAX_LABELS_PER_PULL_REQUEST, type LabelFinding, type LabelingFacts, type TrustPolicy } from './labels.js';
import { isApprovalLabelName, approvalLabels, planApprovalLabel, planScopeLabel, secretBindings, testRunLabel } from '../../plan/approval-labels.js';
import { RULE, type RuleId } from '../../contract/rule-ids.js';

/** A plan file as the gate reads it: its bytes, or why they could not be read. */
export interface PlanSource {
  file: string;
  bytes: Uint8Array | null;
  /** Why the bytes could not be read (no content, no secrets). */
  error?: string;
}

/** A test run of a plan's content (docs/test-mode.md), as the gate shows it. */
export interface PlanTestRun {
  report: TestRunReport;
  /** What started it: a maintainer's test label, or the trusted author under `test-mode: auto`. */
  trigger: 'label' | 'auto';
  requestedBy: string;
  recordPath: string;
  actionsPath: string;
}

export type Conclusion = 'success' | 'failure' | 'action_required' | 'neutral';
export type PlanGateStatus = 'valid' | 'needs_approval' | 'invalid';
export type StepApproval = 'approved' | 'untrusted' | 'missing' | 'not_evaluated';

/** The problems that say only "this needs (another) approval": the plan awaits approval, it is not invalid. */
const APPROVAL_RULES: ReadonlySet<RuleId> = new Set([RULE.policyApprovalMissing, RULE.policyApprovalUntrusted]);

export interface MutatingStepGate {
  id: string;
  tool: string;
  line: number;
  column: number;
  approval: StepApproval;
  approvalLabel: string;
  approvedBy: string | null;
}

/** The plan-approval label of a plan and whether a trusted maintainer applied it. */
export interface PlanApprovalGate {
  label: string;
  approval: StepApproval;
  approvedBy: string | null;
}

export interface PlanGate {
  file: string;
  check: PlanCheck;
  /** The approvals the plan was validated with; null when approvals were not evaluated (no PR). */
  approvals: Approvals | null;
  report: WorkflowReport | null;
  labels: ReadonlyMap<string, string>;
  status: PlanGateStatus;
  mutatingSteps: MutatingStepGate[];
  /** Null when the plan could not be read as a plan. */
  planApproval: PlanApprovalGate | null;
  /**
   * The plan-scope label (plan/approval-labels.ts): one label that approves every mutating step
   * and running the plan; when trusted, each step and `planApproval` show it as their approval.
   * Null when the plan could not be read as a plan.
   */
  scopeApproval: PlanApprovalGate | null;
  /**
   * The test-run label and whether a trusted maintainer applied it (a request for a test run:
   * docs/test-mode.md). An untrusted one starts nothing and adds no problem; it is listed among
   * the labels that do not count. Null when the plan could not be read as a plan.
   */
  testRequest: PlanApprovalGate | null;
  /** Set after the gate when this plan was test-run in this job (github/modes/test-runs.ts). */
  testRun?: PlanTestRun;
}

export interface GateResult {
  plans: PlanGate[];
  /** Every live approval label and whether it counts; empty without a pull request. */
  labelFindings: LabelFinding[];
  conclusion: Conclusion;
  counts: GateCounts;
  /** How many labels the pull request needs at least, against GitHub's bound; null without a pull request. */
  labelBudget: LabelBudget | null;
}

/**
 * The fewest labels that approve every readable plan of the pull request — one plan-scope label
 * each — plus the labels it carries that are not approval labels (another scheme's, execution
 * records of older versions): what it would carry once approved. Over `limit`, it cannot be
 * approved as one pull request.
 */
export interface LabelBudget {
  needed: number;
  plans: number;
  otherLabels: number;
  limit: number;
}

export interface GateCounts {
  plans: number;
  valid: number;
  needsApproval: number;
  invalid: number;
  steps: number;
  mutatingSteps: number;
  approvedSteps: number;
  stepsNeedingApproval: number;
  problems: number;
  labelProblems: number;
}

export interface GateInput {
  sources: readonly PlanSource[];
  /** Null when there is no pull request: approvals are not evaluated (push, release). */
  labeling: LabelingFacts | null;
  policy: TrustPolicy;
  optIns: { allowEvaluate: boolean; allowCookieWrites: boolean };
  /**
   * Execute mode: a plan is `valid` (may run) only with a trusted plan label as well. Validate mode
   * shows the plan label without requiring it (validating runs nothing).
   */
  requirePlanApproval: boolean;
  /** The secret names plans may reference (the `secrets` input); any other is a plan problem. */
  secrets: SecretAllowList;
}

/** The label states that fail the check: `stale` is listed only (see evaluateGate). */
export const LABEL_PROBLEM_STATES: ReadonlySet<LabelFinding['state']> = new Set(['unknown', 'duplicate']);

export function evaluateGate(input: GateInput): GateResult {
  // The plan is validated once, without approvals (enough for its fingerprint and labels); the
  // labels' approvals are then applied to that one validation (applyApprovals), never by a second parse.
  const first = input.sources.map((s) => ({ source: s, check: s.bytes === null ? unreadablePlanCheck(s.file, s.error ?? 'unknown error') : validatePlan(s.bytes, s.file, null, input.secrets) }));
  const planLabels = first.map(({ source, check }) => {
    const bindings = check.plan === null ? [] : secretBindings(check.plan);
    return {
      file: source.file,
      labels: check.plan === null ? new Map<string, string>() : approvalLabels(check.plan),
      planLabel: check.plan === null ? null : planApprovalLabel(check.plan, bindings),
      testLabel: check.plan === null ? null : testRunLabel(check.plan, bindings),
      scopeLabel: check.plan === null ? null : planScopeLabel(check.plan, bindings),
    };
  });
  const findings = input.labeling === null ? [] : evaluateLabels(planLabels, input.labeling, input.policy);
  // Per plan file: step id → who approved it (trusted labels), and step id → the label that does not count.
  const trusted = new Map<string, Map<string, string>>();
  const untrusted = new Map<string, Map<string, LabelFinding>>();
  // Per plan file and label kind (plan, test, scope): who applied the trusted label, or the label that does not count.
  const trustedWhole = { plan: new Map<string, string>(), test: new Map<string, string>(), scope: new Map<string, string>() };
  const untrustedWhole = { plan: new Map<string, LabelFinding>(), test: new Map<string, LabelFinding>(), scope: new Map<string, LabelFinding>() };
  for (const f of findings) {
    for (const t of f.targets) {
      if (t.kind !== 'step') {
        if (f.state === 'trusted') trustedWhole[t.kind].set(t.file, f.actor ?? '');
        else if (f.state === 'untrusted') untrustedWhole[t.kind].set(t.file, f);
      } else if (f.state === 'trusted') {
        const perFile = trusted.get(t.file) ?? new Map<string, string>();
        perFile.set(t.stepId, f.actor ?? '');
        trusted.set(t.file, perFile);
      } else if (f.state === 'untrusted') {
        const perFile = untrusted.get(t.file) ?? new Map<string, LabelFinding>();
        perFile.set(t.stepId, f);
        untrusted.set(t.file, perFile);
      }
    }
  }
  const wholeGate = (kind: 'plan' | 'test' | 'scope', file: string, label: string | null): PlanApprovalGate | null => (label === null ? null : {
    label,
    approval: input.labeling === null ? 'not_evaluated' : trustedWhole[kind].has(file) ? 'approved' : untrustedWhole[kind].has(file) ? 'untrusted' : 'missing',
    approvedBy: trustedWhole[kind].get(file) ?? null,
  });

  // Pass 2: with the trusted labels as the approvals, every policy rule applies.
  const plans = first.map(({ source, check: firstCheck }, i): PlanGate => {
    const { labels, planLabel, testLabel, scopeLabel } = planLabels[i]!;
    const testRequest = wholeGate('test', source.file, testLabel);
    const scopeApproval = wholeGate('scope', source.file, scopeLabel);
    // A trusted plan-scope label is the run approval too; the plan label's own applier is named first.
    const runApproval = wholeGate('plan', source.file, planLabel);
    const planApproval = runApproval !== null && runApproval.approval !== 'approved' && scopeApproval?.approval === 'approved'
      ? { ...runApproval, approval: 'approved' as const, approvedBy: scopeApproval.approvedBy } : runApproval;
    if (input.labeling === null || source.bytes === null || firstCheck.plan === null) {
      return finish({ file: source.file, check: firstCheck, approvals: null, report: null, labels, testRequest, scopeApproval }, new Map(), new Map(), planApproval, input.requirePlanApproval);
    }
    const approvedBy = new Map(trusted.get(source.file) ?? []);
    // A trusted plan-scope label approves every mutating step the step labels did not.
    const scopeActor = trustedWhole.scope.get(source.file);
    if (scopeActor !== undefined) for (const step of firstCheck.plan.steps) if (step.mutates && !approvedBy.has(step.id)) approvedBy.set(step.id, scopeActor);
    const approvals: Approvals = { confirmSteps: [...approvedBy.keys()], ...input.optIns };
    const check = applyApprovals(firstCheck, approvals);
    const report = check.problems.length === 0 ? dryRunReport(check.plan!, approvals) : null;
    const distrusted = untrusted.get(source.file) ?? new Map<string, LabelFinding>();
    for (const [stepId, finding] of distrusted) {
      const step = check.plan?.steps.find((s) => s.id === stepId);
      check.problems.push({
        file: source.file, line: step?.location.line ?? 1, column: step?.location.column ?? 1, rule: RULE.policyApprovalUntrusted,
        message: `approval label ${finding.name} for step "${stepId}" does not count: ${finding.reason}`,
      });
    }
    for (const [kind, what] of [['plan', 'plan approval label'], ['scope', 'plan-scope approval label']] as const) {
      const finding = untrustedWhole[kind].get(source.file);
      if (finding !== undefined) {
        check.problems.push({ file: source.file, line: 1, column: 1, rule: RULE.policyApprovalUntrusted, message: `${what} ${finding.name} does not count: ${finding.reason}` });
      }
    }
    check.problems.sort((a, b) => a.line - b.line || a.column - b.column);
    return finish({ file: source.file, check, approvals, report: check.problems.length === 0 ? report : null, labels, testRequest, scopeApproval }, approvedBy, distrusted, planApproval, input.requirePlanApproval);
  });

  // A stale label approves nothing current: listed, never counted (an edit after approval must not fail
  // the check; the plan's new labels await approval as `action_required`). A malformed (`unknown`) or
  // `duplicate` label under our prefixes still fails: it may be a look-alike meant to mislead a
  // maintainer reading the PR, and the action never produces one.
  const labelProblems = findings.filter((f) => LABEL_PROBLEM_STATES.has(f.state)).length;
  const counts: GateCounts = {
    plans: plans.length,
    valid: plans.filter((p) => p.status === 'valid').length,
    needsApproval: plans.filter((p) => p.status === 'needs_approval').length,
    invalid: plans.filter((p) => p.status === 'invalid').length,
    steps: plans.reduce((n, p) => n + (p.check.plan?.steps.length ?? 0), 0),
    mutatingSteps: plans.reduce((n, p) => n + p.mutatingSteps.length, 0),
    approvedSteps: plans.reduce((n, p) => n + p.mutatingSteps.filter((s) => s.approval === 'approved').length, 0),
    stepsNeedingApproval: plans.reduce((n, p) => n + p.mutatingSteps.filter((s) => s.approval === 'missing' || s.approval === 'untrusted').length, 0),
    problems: plans.reduce((n, p) => n + p.check.problems.length, 0),
    labelProblems,
  };
  const conclusion: Conclusion = counts.invalid > 0 || labelProblems > 0 ? 'failure'
    : counts.needsApproval > 0 ? 'action_required'
      : counts.plans === 0 ? 'neutral' : 'success';
  const labelBudget = input.labeling === null ? null : budgetOf(plans, input.labeling);
  return { plans, labelFindings: findings, conclusion, counts, labelBudget };
}

function budgetOf(plans: readonly PlanGate[], labeling: LabelingFacts): LabelBudget {
  const readable = plans.filter((p) => p.scopeApproval !== null).length;
  const otherLabels = labeling.liveLabels.filter((name) => !isApprovalLabelName(name)).length;
  return { needed: readable + otherLabels, plans: readable, otherLabels, limit: MAX_LABELS_PER_PULL_REQUEST };
}

function finish(
  base: Omit<PlanGate, 'status' | 'mutatingSteps' | 'planApproval'>,
  approvedBy: ReadonlyMap<string, string>,
  distrusted: ReadonlyMap<string, LabelFinding>,
  planApproval: PlanApprovalGate | null,
  requirePlanApproval: boolean,
): PlanGate {
  const problems = base.check.problems;
  // An approval that does not count (RULE.policyApprovalUntrusted) leaves the plan awaiting approval, not invalid: the plan is fine.
  let status: PlanGateStatus = base.check.plan === null || problems.some((p) => !APPROVAL_RULES.has(p.rule)) ? 'invalid'
    : problems.length > 0 ? 'needs_approval' : 'valid';
  // Running needs the plan itself approved, whatever its steps: a plan with no mutating step still opens URLs.
  if (requirePlanApproval && status === 'valid' && planApproval?.approval !== 'approved') status = 'needs_approval';
  const mutatingSteps = (base.check.plan?.steps ?? []).filter((s) => s.mutates).map((s): MutatingStepGate => ({
    id: s.id,
    tool: s.tool,
    line: s.location.line,
    column: s.location.column,
    approval: base.approvals === null ? 'not_evaluated' : approvedBy.has(s.id) ? 'approved' : distrusted.has(s.id) ? 'untrusted' : 'missing',
    approvalLabel: base.labels.get(s.id)!,
    approvedBy: approvedBy.get(s.id) ?? null,
  }));
  return { ...base, status, mutatingSteps, planApproval };
}
