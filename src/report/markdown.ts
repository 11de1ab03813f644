/**
 * Markdown rendering of plan checks: what a reviewer reads in a check run, a job summary or the
 * terminal. Pure: plain data in, a string out; trimming to a size limit happens at the edge that
 * has the limit. Everything from a plan or a PR (paths, names, messages) is escaped, so a hostile
 * file name cannot inject markup, mentions or links. Never shows arguments or secret names.
 */
import type { Approvals, OptIn } from '../plan/types.js';
import type { PlanCheck } from '../plan/validate.js';
import type { RunDiagnostics } from '../workflow/diagnostics.js';
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
  /** A test run of this plan, rendered (report/test-run.ts), shown at the end of its section. */
  testRunMarkdown?: string;
  /** Why steps failed (workflow/diagnostics.ts): shown below the step table, never in the report. */
  diagnostics?: RunDiagnostics;
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
  const plan = summary.check.plan;
  if (plan === null) return 'invalid';
  // Approvals not evaluated (the `check` command): a plan with a step that changes something is
  // not ready to run until someone approves it, so it never shows as plainly validated.
  if (summary.approvals === null && plan.steps.some((s) => s.mutates || s.optIn !== null)) return 'needs approval';
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
      `${plan.steps.length} step${plan.steps.length === 1 ? '' : 's'}`,
      `secrets referenced: ${plan.secretNames.length}`,
      `trace ${plan.trace ? 'on' : 'off'}`,
    ];
    if (report?.secrets.missing !== undefined) facts.push(`secrets missing: ${report.secrets.missing}`);
    if (report?.process_outcome !== undefined) facts.push(`process ${code(report.process_outcome)}`);
    lines.push(facts.join(' · '), '');
    lines.push(...stepTable(summary), '');
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
  const withLabels = summary.approvalLabels !== undefined;
  const header = ['#', 'step', 'tool', 'mutates', 'approval', 'opt-in', 'result'];
  if (withLabels) header.push('approval label');
  const out = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  rows.forEach((row, i) => {
    const result = results.get(row.id);
    const optIn = row.optIn === null ? '—' : `${row.optIn === 'evaluate' ? 'evaluate' : 'cookie writes'}${row.optInGranted === null ? '' : row.optInGranted ? ' (granted)' : ' (**not granted**)'}`;
    const cells = [
      String(i + 1),
      codeCell(row.id),
      codeCell(row.tool),
      row.mutates ? 'yes' : 'no',
      row.approval === 'missing' ? '**missing**' : row.approval,
      optIn,
      result === undefined ? '—' : `${result.status}${result.failure_class === undefined ? '' : ` (${codeCell(result.failure_class)})`}`,
    ];
    if (withLabels) {
      const label = summary.approvalLabels?.get(row.id);
      cells.push(label === undefined ? '—' : codeCell(label));
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

/** Makes GitHub's mention and reference filters (`@user`, `#123`) skip the character before it, invisibly. */
const ZERO_WIDTH_SPACE = '\u200b';
/**
 * The characters GFM gives meaning anywhere inside a line: escape, code, emphasis and strikethrough
 * (`\\ \` * ~`), links, images and footnotes (`[ ]`), HTML and autolinks (`< >`), entities (`&`),
 * table cells (`|`) and GitHub's math (`$`). `_` only counts next to a non-alphanumeric character
 * (GFM never opens emphasis inside a word); `:` only before `/` (`https://`); `.` only after `www`
 * (GFM's `www.` autolink). The rest — `. - ( ) / , ! ' " = + ? ; % { } ^` — means nothing mid-line.
 */
const INLINE_SPECIAL = /[\\`*~[\]<>&|$]|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])|:(?=\/)|(?<=www)\./gi;
/** Any ASCII punctuation that could start a block (heading, list, quote, rule, table, fence) when it opens the text. */
const LEADING_PUNCTUATION = /^[!-/:-@[-`{-~]/;
/** `1.` or `1)` opening the text would start an ordered list. */
const LEADING_ORDINAL = /^(\d+)([.)])/;

/**
 * Inline code for untrusted text outside table cells (headings, list items, paragraphs). The
 * fence is one backtick longer than any run inside, so the text cannot close it and is shown as
 * it is; line breaks become spaces, so it cannot end the line it is on. Inside `<code>`, GitHub
 * links no URL, mention or reference. In a table cell use `codeCell`: a `|` there ends the cell
 * even inside backticks.
 */
export function code(text: string): string {
  const flat = text.replace(/[\r\n]+/g, ' ');
  // A code span needs content; an empty text shows as one space.
  if (flat === '') return '` `';
  const longestRun = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  // CommonMark strips one space from each end when both ends have one (unless all are spaces), and a backtick at either end would touch the fence.
  const pad = /[^ ]/.test(flat) && /^[` ]|[` ]$/.test(flat) ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/**
 * `code` for a GFM table cell. The table is split into cells before inline parsing, on every
 * `|` not escaped by a backslash (a `\\` pair is an escaped backslash, so the `|` after it still
 * splits): each `|` becomes `\|` (shown as `|`), and a backslash just before it gets a zero-width
 * space after it, so it cannot pair with the escape.
 */
export function codeCell(text: string): string {
  return code(text).replace(/\\(?=\|)/g, `\\${ZERO_WIDTH_SPACE}`).replace(/\|/g, '\\|');
}

/**
 * Untrusted text for a paragraph, a heading, a list item or a table cell: one line, with a
 * backslash before each character GFM would read as markup there (INLINE_SPECIAL: no emphasis,
 * link, image, HTML, entity, autolink such as `https://…` or `www.…`, and no `|` that ends a
 * cell) and before a first character that could open a block, and a zero-width space after each
 * `@` and `#`, because GitHub turns `@user` and `#123` into mentions and references after
 * rendering. Everything else stays as written, so the raw Markdown reads as the text.
 */
export function escapeMarkdown(text: string): string {
  const escaped = text
    .replace(/[\r\n]+/g, ' ')
    .replace(INLINE_SPECIAL, (c) => `\\${c}`)
    .replace(/[@#]/g, (c) => `${c}${ZERO_WIDTH_SPACE}`);
  if (LEADING_ORDINAL.test(escaped)) return escaped.replace(LEADING_ORDINAL, '$1\\$2');
  return LEADING_PUNCTUATION.test(escaped) && !escaped.startsWith('\\') ? `\\${escaped}` : escaped;
}
