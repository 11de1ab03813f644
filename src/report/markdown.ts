/**
 * Markdown rendering of plan checks: what a reviewer reads in a check run, a job summary or the
 * terminal. Pure: plain data in, a string out; trimming to a size limit happens at the edge that
 * has the limit. Everything from a plan or a PR (paths, names, messages) is escaped, so a hostile
 * file name cannot inject markup, mentions or links. Arguments are shown as what each step does
 * (report/step-effects.ts), every value bounded and escaped; a secret reference never shows its name.
 */
import type { Approvals, OptIn } from '../contract/plan.js';
import type { PlanCheck } from '../plan/validate.js';
import type { RunDiagnostics } from './diagnostics.js';
import { code, escapeMarkdown } from './escape.js';
import { cell, headerCells, table, type Cell } from './table.js';
import type { WorkflowReport } from '../contract/report.js';
import { expressionBlocks, pageBefore, stepEffectCell, type StepElement } from './step-effects.js';
import { renderPlanChanges, type PlanBase } from './plan-diff.js';
import { RULE } from '../contract/rule-ids.js';
import { plural } from './plural.js';

export { code, escapeInline, escapeMarkdown } from './escape.js';

export const SHORT_FINGERPRINT_LENGTH = 12;

export interface PlanSummary {
  check: PlanCheck;
  /** Null when approvals were not evaluated (the `check` command): mutating steps show "needs approval". */
  approvals: Approvals | null;
  /** The report, when one was produced (dry-run or execution). */
  report: WorkflowReport | null;
  /** The label that would approve each mutating step, when approvals come from labels. */
  approvalLabels?: ReadonlyMap<string, string>;
  /** A test run of this plan, rendered (report/test-run.ts), shown at the end of its section. */
  testRunMarkdown?: string;
  /** Why steps failed (workflow/diagnostics.ts): shown below the step table, never in the report. */
  diagnostics?: RunDiagnostics;
  /**
   * The run has no pull request (the action on a push): approvals are not evaluated, so the plan
   * is judged on everything else, and no approval column or ⏸️ is shown.
   */
  approvalsOnPullRequests?: boolean;
  /**
   * The element each step's `element_id` names, by step id, as a test run of this content found
   * it (the action's test mode: the only place a page model of this content exists in the gate).
   */
  elements?: ReadonlyMap<string, StepElement>;
  /** The base branch's version (a pull request's changed plan): the section lists what changed against it. */
  base?: PlanBase;
}

type ApprovalState = 'not needed' | 'approved' | 'missing' | 'needs approval';

interface StepRow {
  id: string;
  tool: string;
  mutates: boolean;
  approval: ApprovalState;
  optIn: OptIn | null;
  optInGranted: boolean | null;
}

/** The per-step approval view of the step table. */
function stepRows(check: PlanCheck, approvals: Approvals | null): StepRow[] {
  const plan = check.plan;
  if (plan === null) return [];
  const confirmed = new Set(approvals?.confirmSteps ?? []);
  return plan.steps.map((step) => ({
    id: step.id,
    tool: step.tool,
    mutates: step.mutates,
    approval: !step.mutates ? 'not needed' : approvals === null ? 'needs approval' : confirmed.has(step.id) ? 'approved' : 'missing',
    optIn: step.optIn,
    optInGranted: step.optIn === null || approvals === null ? null : step.optIn === 'evaluate' ? approvals.allowEvaluate : approvals.allowCookieWrites,
  }));
}

export function planStatus(summary: PlanSummary): 'validated' | 'succeeded' | 'failed' | 'invalid' | 'needs approval' {
  if (summary.report !== null) return summary.report.status;
  if (summary.check.problems.length > 0) {
    return summary.check.problems.every((p) => p.rule === RULE.policyApprovalMissing) ? 'needs approval' : 'invalid';
  }
  const plan = summary.check.plan;
  if (plan === null) return 'invalid';
  // Approvals not evaluated (the `check` command): a plan with a step that changes something is
  // not ready to run until someone approves it, so it never shows as plainly validated.
  if (summary.approvals === null && summary.approvalsOnPullRequests !== true && plan.steps.some((s) => s.mutates || s.optIn !== null)) return 'needs approval';
  // No problem at all: the plan passed everything it was checked against.
  return 'validated';
}

const STATUS_ICON: Record<ReturnType<typeof planStatus>, string> = {
  validated: '✅',
  succeeded: '✅',
  failed: '❌',
  invalid: '❌',
  'needs approval': '⏸️',
};

export function renderPlanMarkdown(summary: PlanSummary): string {
  const { check, report } = summary;
  const plan = check.plan;
  const status = planStatus(summary);
  const lines: string[] = [];
  const title = plan === null ? '' : ` — ${escapeMarkdown(plan.name)}`;
  lines.push(`### ${STATUS_ICON[status]} ${code(check.file)}${title}`, '');
  if (plan !== null) {
    const facts = [
      `fingerprint ${code(plan.fingerprint.slice(0, SHORT_FINGERPRINT_LENGTH))}`,
      `status **${status}**`,
      plural(plan.steps.length, 'step'),
      `secrets referenced: ${plan.secretNames.length}`,
      `trace ${plan.trace ? 'on' : 'off'}`,
    ];
    if (report?.secrets.missing !== undefined) facts.push(`secrets missing: ${report.secrets.missing}`);
    if (report?.process_outcome !== undefined) facts.push(`process ${code(report.process_outcome)}`);
    lines.push(facts.join(' · '), '');
    lines.push(...stepTable(summary));
    lines.push(...expressionBlocks(plan.steps, plan.secretNames));
    if (summary.base !== undefined) lines.push(...renderPlanChanges(summary.base, plan, check.file));
    if (summary.diagnostics !== undefined) lines.push(...diagnosticsMarkdown(summary.diagnostics));
  } else {
    lines.push(`status **${status}** — the plan could not be read as a valid plan, so no steps are shown.`, '');
  }
  if (check.problems.length > 0) {
    lines.push(`**Problems (${check.problems.length})**`, '');
    for (const p of check.problems) {
      lines.push(`- ${code(`${p.file}:${p.line}:${p.column}`)} ${code(p.rule)} ${escapeMarkdown(p.message)}`);
    }
    lines.push('');
  }
  if (summary.testRunMarkdown !== undefined) lines.push(summary.testRunMarkdown);
  return lines.join('\n');
}

/**
 * The reasons as a list: location, class and step in code spans, the reason (untrusted, already
 * one bounded inert line) in a code span too, so no Markdown or HTML in it is read as such.
 */
export function diagnosticsMarkdown(diagnostics: RunDiagnostics): string[] {
  const items: string[] = [];
  if (diagnostics.run !== null) items.push(`- ${code(diagnostics.run.failureClass)}: ${code(diagnostics.run.reason)}`);
  for (const d of diagnostics.steps) items.push(`- ${code(`${d.line}:${d.column}`)} step ${code(d.stepId)} ${code(d.failureClass)}: ${code(d.reason)}`);
  for (const note of diagnostics.notes) items.push(`- ${escapeMarkdown(note)}`);
  return items.length === 0 ? [] : ['**Why**', '', ...items, ''];
}

function stepTable(summary: PlanSummary): string[] {
  const rows = stepRows(summary.check, summary.approvals);
  const results = new Map(summary.report?.steps.map((s) => [s.id, s]) ?? []);
  // Without a pull request there is nothing to approve with: no approval columns at all.
  const withApprovals = summary.approvalsOnPullRequests !== true;
  const withLabels = withApprovals && summary.approvalLabels !== undefined;
  const steps = summary.check.plan?.steps ?? [];
  const pages = pageBefore(steps);
  const header = headerCells('#', 'step', 'tool', 'does', 'mutates', ...(withApprovals ? ['approval'] : []), 'opt-in', 'result', ...(withLabels ? ['approval label'] : []));
  const body = rows.map((row, i): Cell[] => {
    const result = results.get(row.id);
    const optIn = row.optIn === null
      ? cell.markup('—')
      : cell.join(cell.markup(row.optIn === 'evaluate' ? 'evaluate' : 'cookie writes'), row.optInGranted === null ? cell.markup('') : row.optInGranted ? cell.markup(' (granted)') : cell.markup(' (**not granted**)'));
    const approval = row.approval === 'missing' ? cell.markup('**missing**') : cell.text(row.approval);
    const label = summary.approvalLabels?.get(row.id);
    return [
      cell.number(i + 1),
      cell.code(row.id),
      cell.code(row.tool),
      stepEffectCell(steps[i]!, i, pages[i]!, summary.check.plan?.secretNames ?? [], summary.elements?.get(row.id)),
      cell.markup(row.mutates ? 'yes' : 'no'),
      ...(withApprovals ? [approval] : []),
      optIn,
      result === undefined ? cell.markup('—') : cell.join(cell.text(result.status), ...(result.failure_class === undefined ? [] : [cell.markup(' ('), cell.code(result.failure_class), cell.markup(')')])),
      ...(withLabels ? [label === undefined ? cell.markup('—') : cell.code(label)] : []),
    ];
  });
  return table(header, body);
}

/** `4 validated, 1 needs approval, 2 need approval`: a status as the count's verb phrase. */
function statusCount(status: ReturnType<typeof planStatus>, n: number): string {
  return `${n} ${status === 'needs approval' && n !== 1 ? 'need approval' : status}`;
}

/** Several plans in one document, with a count line a reviewer reads first. */
export function renderChecksMarkdown(summaries: readonly PlanSummary[], heading: string): string {
  const counts = new Map<ReturnType<typeof planStatus>, number>();
  for (const s of summaries) counts.set(planStatus(s), (counts.get(planStatus(s)) ?? 0) + 1);
  const tally = [...counts].map(([status, n]) => statusCount(status, n)).join(', ');
  const onPullRequests = summaries.length > 0 && summaries.every((s) => s.approvalsOnPullRequests === true);
  const approvalsNote = onPullRequests ? ' Approvals are checked on pull requests: this run has none, so no step approval is evaluated or shown.' : '';
  const head = `## ${escapeMarkdown(heading)}\n\n${plural(summaries.length, 'plan')} checked${tally === '' ? '' : `: ${tally}`}.${approvalsNote}\n`;
  return [head, ...summaries.map(renderPlanMarkdown)].join('\n');
}
