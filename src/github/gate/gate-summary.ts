/**
 * `<report-dir>/gate-summary.json`, the machine-readable result users script on. Its shape is
 * documented in docs/action.md and versioned by `schema`; fields are only ever added.
 */
import type { GateResult, StepApproval } from './gate.js';
import type { TestRunReport } from '../../report/test-run.js';
import type { LabelState, LabelTarget } from './labels.js';
import type { RunDiagnostics } from '../../report/diagnostics.js';
import { diffPlans, planBase } from '../../report/plan-diff.js';
import { bounded, MAX_EFFECT_VALUE_CHARS, openedOrigins, shownValue } from '../../report/step-effects.js';
import type { Plan } from '../../contract/plan.js';
import type { RuleId } from '../../contract/rule-ids.js';
import type { PlanSource } from './gate.js';

export const GATE_SUMMARY_SCHEMA = 'plasmate.action-gate-summary.v1';
export const GATE_SUMMARY_FILE = 'gate-summary.json';
export const SUMMARY_MARKDOWN_FILE = 'summary.md';

export interface GateSummaryJson {
  schema: typeof GATE_SUMMARY_SCHEMA;
  mode: string;
  conclusion: string;
  event: string;
  repository: string;
  head_sha: string;
  pull_request: { number: number; author: string } | null;
  check_run: { id: number; url: string } | null;
  counts: {
    plans: number; valid: number; needs_approval: number; invalid: number; steps: number; mutating_steps: number;
    approved_steps: number; steps_needing_approval: number; problems: number; label_problems: number;
  };
  plans: {
    path: string;
    name: string | null;
    fingerprint: string | null;
    status: string;
    problems: { rule: RuleId; message: string; line: number; column: number }[];
    mutating_steps: { id: string; tool: string; line: number; column: number; approval: StepApproval; approval_label: string; approved_by: string | null }[];
    /** The label approving running the whole plan (required in execute mode), or null for an unreadable plan. */
    plan_approval: { label: string; approval: StepApproval; approved_by: string | null } | null;
    /** The plan-scope label (every mutating step and running, in one label), or null for an unreadable plan. */
    plan_scope_approval: { label: string; approval: StepApproval; approved_by: string | null } | null;
    /** Execute mode: whether the plan ran in this job, earlier, or why not; null in validate mode. */
    execution: PlanExecutionJson | null;
    /** The label asking for a test run of this content, or null for an unreadable plan. */
    test_request: { label: string; approval: StepApproval; requested_by: string | null } | null;
    /** The test run of this job (docs/test-mode.md), or null when none ran. */
    test_run: TestRunJson | null;
    /** Why steps of the plan executed in this job failed (workflow/diagnostics.ts), or null when it did not run here. */
    why: WhyJson | null;
    /** What the pull request changed against the plan's base version; null when not compared (no pull request, unreadable head). */
    changes: ChangesJson | null;
  }[];
  /** `kind` is `step`, `plan` or `test`; `step` is null for the plan and test kinds. */
  labels: { name: string; state: LabelState; actor: string | null; approves: { path: string; kind: LabelTarget['kind']; step: string | null }[]; reason: string }[];
  /** The fewest labels the pull request needs (one plan-scope label per plan plus its other labels) against GitHub's limit; null without a pull request. */
  label_budget: { needed: number; plans: number; other_labels: number; limit: number } | null;
  /** Other open pull requests whose head is this SHA, evaluated too: the check carries the worst conclusion. */
  same_head_pull_requests: { number: number; conclusion: string }[];
  removed_plans: string[];
}

export interface SummaryContext {
  mode: string;
  event: string;
  repository: string;
  headSha: string;
  pullRequest: { number: number; author: string } | null;
  checkRun: { id: number; url: string } | null;
  removed: readonly string[];
  /** Per plan file, execute mode only. */
  executions?: ReadonlyMap<string, PlanExecutionJson>;
  sameHead?: readonly { number: number; conclusion: string }[];
  /** Why steps failed, by plan file: of plans executed and of plans test-run in this job. */
  diagnostics?: ReadonlyMap<string, RunDiagnostics>;
  testDiagnostics?: ReadonlyMap<string, RunDiagnostics>;
  /** A pull request's plans at its base commit (github/rest/pull-request.ts `changedPlans`), null for an added plan. */
  bases?: ReadonlyMap<string, PlanSource | null>;
}

/**
 * The changes against the base version, as the summary shows them: values as shown there (a
 * secret reference `{"$secret":"…"}`, bounded with "…"), an absent value null.
 */
export interface ChangesJson {
  /** `new`: no base version; `unreadable`: not found or not a valid plan (see `reason`); `plan`: compared. */
  base: 'new' | 'unreadable' | 'plan';
  base_path: string | null;
  reason: string | null;
  added: string[];
  removed: string[];
  changed: { id: string; fields: { field: string; before: string | null; after: string | null }[] }[];
  reordered: boolean;
  new_origins: string[];
}

const shownJson = (value: unknown, names: readonly string[]): string | null => (value === undefined ? null : bounded(shownValue(value, names), MAX_EFFECT_VALUE_CHARS));

export function changesJson(head: Plan | null, source: PlanSource | null | undefined): ChangesJson | null {
  if (head === null || source === undefined) return null;
  const none = { added: [], removed: [], changed: [], reordered: false };
  if (source === null) return { base: 'new', base_path: null, reason: null, ...none, added: head.steps.map((s) => s.id), new_origins: openedOrigins(head.steps) };
  const base = planBase(source.file, source.bytes, source.error);
  if (base.kind !== 'plan') return { base: 'unreadable', base_path: source.file, reason: base.kind === 'unreadable' ? base.reason : null, ...none, new_origins: [] };
  const d = diffPlans(base.plan, head);
  const names = [...head.secretNames, ...base.plan.secretNames];
  return {
    base: 'plan', base_path: source.file, reason: null,
    added: d.added.map((s) => s.id), removed: d.removed.map((s) => s.id),
    changed: d.changed.map((c) => ({ id: c.id, fields: c.changes.map((f) => ({ field: f.field, before: shownJson(f.before, names), after: shownJson(f.after, names) })) })),
    reordered: d.reordered, new_origins: d.newOrigins,
  };
}

export interface TestRunJson {
  trigger: 'label' | 'auto';
  requested_by: string;
  status: 'passed' | 'failed';
  summary: TestRunReport['summary'];
  /** Paths of the `plasmate.agent-workflow-test-run.v1` record and the stubbed actions (JSON Lines). */
  record: string;
  actions: string;
  /** Why its real steps failed. */
  why: WhyJson | null;
}

/** The diagnostics of one run: bounded, inert reasons, never in the v1 report. */
export interface WhyJson {
  run: { failure_class: string; reason: string } | null;
  steps: { id: string; line: number; column: number; failure_class: string; reason: string }[];
  notes: string[];
}

export function whyJson(why: RunDiagnostics | undefined): WhyJson | null {
  if (why === undefined) return null;
  return {
    run: why.run === null ? null : { failure_class: why.run.failureClass, reason: why.run.reason },
    steps: why.steps.map((d) => ({ id: d.stepId, line: d.line, column: d.column, failure_class: d.failureClass, reason: d.reason })),
    notes: [...why.notes],
  };
}

export interface PlanExecutionJson {
  /** `executed` in this job; `recorded` ran earlier for this content on this PR; `not_run` otherwise. */
  state: 'executed' | 'recorded' | 'not_run';
  /** `succeeded`, `failed`, `interrupted` (started, no outcome recorded), or null when not run. */
  outcome: string | null;
  reason: string;
}

export function gateSummaryJson(result: GateResult, ctx: SummaryContext): GateSummaryJson {
  const c = result.counts;
  return {
    schema: GATE_SUMMARY_SCHEMA,
    mode: ctx.mode,
    conclusion: result.conclusion,
    event: ctx.event,
    repository: ctx.repository,
    head_sha: ctx.headSha,
    pull_request: ctx.pullRequest,
    check_run: ctx.checkRun,
    counts: {
      plans: c.plans, valid: c.valid, needs_approval: c.needsApproval, invalid: c.invalid, steps: c.steps,
      mutating_steps: c.mutatingSteps, approved_steps: c.approvedSteps, steps_needing_approval: c.stepsNeedingApproval,
      problems: c.problems, label_problems: c.labelProblems,
    },
    plans: result.plans.map((p) => ({
      path: p.file,
      name: p.check.plan?.name ?? null,
      fingerprint: p.check.plan?.fingerprint ?? null,
      status: p.status,
      problems: p.check.problems.map((q) => ({ rule: q.rule, message: q.message, line: q.line, column: q.column })),
      mutating_steps: p.mutatingSteps.map((s) => ({
        id: s.id, tool: s.tool, line: s.line, column: s.column, approval: s.approval, approval_label: s.approvalLabel, approved_by: s.approvedBy,
      })),
      plan_approval: p.planApproval === null ? null : { label: p.planApproval.label, approval: p.planApproval.approval, approved_by: p.planApproval.approvedBy },
      plan_scope_approval: p.scopeApproval === null ? null : { label: p.scopeApproval.label, approval: p.scopeApproval.approval, approved_by: p.scopeApproval.approvedBy },
      execution: ctx.executions?.get(p.file) ?? null,
      test_request: p.testRequest === null ? null : { label: p.testRequest.label, approval: p.testRequest.approval, requested_by: p.testRequest.approvedBy },
      test_run: p.testRun === undefined ? null : {
        trigger: p.testRun.trigger, requested_by: p.testRun.requestedBy, status: p.testRun.report.status,
        summary: p.testRun.report.summary, record: p.testRun.recordPath, actions: p.testRun.actionsPath,
        why: whyJson(ctx.testDiagnostics?.get(p.file)),
      },
      why: p.report === null ? null : whyJson(ctx.diagnostics?.get(p.file)),
      changes: changesJson(p.check.plan, ctx.bases?.get(p.file)),
    })),
    labels: result.labelFindings.map((f) => ({
      name: f.name, state: f.state, actor: f.actor, approves: f.targets.map((t) => ({ path: t.file, kind: t.kind, step: t.stepId })), reason: f.reason,
    })),
    label_budget: result.labelBudget === null ? null : { needed: result.labelBudget.needed, plans: result.labelBudget.plans, other_labels: result.labelBudget.otherLabels, limit: result.labelBudget.limit },
    removed_plans: [...ctx.removed],
    same_head_pull_requests: [...(ctx.sameHead ?? [])],
  };
}
