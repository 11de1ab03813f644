/**
 * Markdown rendering of plan checks: what a reviewer reads in a check run, a job summary or the
 * terminal. Pure: plain data in, a string out; trimming to a size limit happens at the edge that
 * has the limit. Everything from a plan or a PR (paths, names, messages) is escaped, so a hostile
 * file name cannot inject markup, mentions or links. Never shows arguments or secret names.
 */
import type { Approvals, OptIn } from '../plan/types.js';
import type { PlanCheck } from '../plan/validate.js';
import type { WorkflowReport } from './types.js';

export const SHORT_FINGERPRINT_LENGTH = 12;

export interface PlanSummary {
  check: PlanCheck;
  /** Null when approvals were not evaluated (the `check` command): mutating steps show "needs approval". */
  approvals: Approvals | null;
  /** The report, when one was produced (dry-run or execution). */
  report: WorkflowReport | null;
  /** The label that would approve each mutating step, when approvals come from labels. */
  approvalLabels?: ReadonlyMap<string, string>;
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
    return summary.check.problems.every((p) => p.rule === 'policy.approval.missing') ? 'needs approval' : 'invalid';
  }
  // No problem at all: the plan passed everything it was checked against.
  return summary.check.plan !== null ? 'validated' : 'invalid';
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
      `${plan.steps.length} step${plan.steps.length === 1 ? '' : 's'}`,
      `secrets referenced: ${plan.secretNames.length}`,
      `trace ${plan.trace ? 'on' : 'off'}`,
    ];
    if (report?.secrets.missing !== undefined) facts.push(`secrets missing: ${report.secrets.missing}`);
    if (report?.process_outcome !== undefined) facts.push(`process ${code(report.process_outcome)}`);
    lines.push(facts.join(' · '), '');
    lines.push(...stepTable(summary), '');
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
  return lines.join('\n');
}

function stepTable(summary: PlanSummary): string[] {
  const rows = stepRows(summary.check, summary.approvals);
  const results = new Map(summary.report?.steps.map((s) => [s.id, s]) ?? []);
  const withLabels = summary.approvalLabels !== undefined;
  const header = ['#', 'step', 'tool', 'mutates', 'approval', 'opt-in', 'result'];
  if (withLabels) header.push('approval label');
  const out = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  rows.forEach((row, i) => {
    const result = results.get(row.id);
    const optIn = row.optIn === null ? '—' : `${row.optIn === 'evaluate' ? 'evaluate' : 'cookie writes'}${row.optInGranted === null ? '' : row.optInGranted ? ' (granted)' : ' (**not granted**)'}`;
    const cells = [
      String(i + 1),
      code(row.id),
      code(row.tool),
      row.mutates ? 'yes' : 'no',
      row.approval === 'missing' ? '**missing**' : row.approval,
      optIn,
      result === undefined ? '—' : `${result.status}${result.failure_class === undefined ? '' : ` (${code(result.failure_class)})`}`,
    ];
    if (withLabels) {
      const label = summary.approvalLabels?.get(row.id);
      cells.push(label === undefined ? '—' : code(label));
    }
    out.push(`| ${cells.join(' | ')} |`);
  });
  return out;
}

/** Several plans in one document, with a count line a reviewer reads first. */
export function renderChecksMarkdown(summaries: readonly PlanSummary[], heading: string): string {
  const counts = new Map<string, number>();
  for (const s of summaries) counts.set(planStatus(s), (counts.get(planStatus(s)) ?? 0) + 1);
  const tally = [...counts].map(([status, n]) => `${n} ${status}`).join(', ');
  const head = `## ${escapeMarkdown(heading)}\n\n${summaries.length} plan${summaries.length === 1 ? '' : 's'} checked${tally === '' ? '' : `: ${tally}`}.\n`;
  return [head, ...summaries.map(renderPlanMarkdown)].join('\n');
}

/** Inline code that cannot be broken out of: backticks inside become a lookalike, newlines spaces. */
export function code(text: string): string {
  return `\`${text.replace(/`/g, 'ˋ').replace(/[\r\n]+/g, ' ')}\``;
}

/** Escapes text for a Markdown paragraph or table cell; `@` is broken so no one is mentioned. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/[\\`*_{}[\]()#+!|<>~]/g, (c) => `\\${c}`)
    .replace(/@/g, '@\u200b');
}
