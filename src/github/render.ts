/**
 * The gate result as Markdown and a check-run title. Pure; the Markdown is whole here and trimmed
 * once, at the edge that has the limit (`trimToBytes`), for the check run and the job summary.
 */
import { code, diagnosticsMarkdown, escapeMarkdown, renderChecksMarkdown, type PlanSummary } from '../report/markdown.js';
import { cell, headerCells, table, type Cell } from '../report/table.js';
import type { RunDiagnostics } from '../report/diagnostics.js';
import { basename } from 'node:path';
import { renderTestRunMarkdown } from '../report/test-run.js';
import type { GateResult, PlanTestRun } from './gate.js';
import type { PlanExecution } from './execution-record.js';
import { isTestable } from './test-requests.js';
import { APPROVER_ROLES, type Role } from './labels.js';
import { plural } from '../report/plural.js';

export const GATE_HEADING = 'Plasmate agent workflow plans';

export interface RenderContext {
  /** Lines shown before everything else (the PR moved on, the check could not be posted, …). */
  notes: readonly string[];
  approverRole: Role;
  allowSelfApproval: boolean;
  removed: readonly string[];
  ignored: number;
  /** Why steps of plans executed in this job failed, by plan file (workflow/diagnostics.ts). */
  diagnostics?: ReadonlyMap<string, RunDiagnostics>;
  /** Why steps of plans test-run in this job failed, by plan file. */
  testDiagnostics?: ReadonlyMap<string, RunDiagnostics>;
  /** No pull request (a push, a merge queue, a release): approvals are not evaluated, and the summary says so. */
  withoutPullRequest?: boolean;
}

export function checkTitle(result: GateResult): string {
  const c = result.counts;
  if (c.plans === 0 && c.labelProblems === 0) return 'No plans to check';
  const parts = [`${plural(c.plans, 'plan')}: ${c.valid} valid, ${c.needsApproval} awaiting approval, ${c.invalid} invalid`];
  if (c.stepsNeedingApproval > 0) parts.push(`${plural(c.stepsNeedingApproval, 'step')} to approve`);
  if (c.problems > 0) parts.push(plural(c.problems, 'problem'));
  if (c.labelProblems > 0) parts.push(`${plural(c.labelProblems, 'approval label')} not counted`);
  return parts.join(' · ');
}

export function renderGateMarkdown(result: GateResult, ctx: RenderContext): string {
  const out: string[] = [];
  for (const note of ctx.notes) out.push(`> ${note}`, '');
  const roles = APPROVER_ROLES.slice(APPROVER_ROLES.indexOf(ctx.approverRole)).join(', ');
  const awaiting = result.plans.flatMap((p) => p.mutatingSteps.filter((s) => s.approval === 'missing' || s.approval === 'untrusted').map((s) => ({ plan: p, step: s })));
  if (awaiting.length > 0) {
    out.push('### Approvals needed', '');
    out.push(`A person with the ${roles} role${ctx.allowSelfApproval ? '' : ' (not the pull request\'s author)'} approves a step by applying its label. A label approves exactly that step of exactly this plan content: any edit to the plan voids it.`, '');
    out.push(...table(headerCells('plan', 'step', 'label to apply'), awaiting.map(({ plan, step }) => [cell.code(plan.file), cell.code(step.id), cell.code(step.approvalLabel)])));
  }
  out.push(...renderScopeAndBudget(result));
  const notCounted = result.labelFindings.filter((f) => f.state !== 'trusted');
  if (notCounted.length > 0) {
    out.push('### Approval labels that do not count', '');
    for (const f of notCounted) out.push(`- ${code(f.name)} **${f.state}**: ${escapeMarkdown(f.reason)}`);
    out.push('');
  }
  const summaries: PlanSummary[] = result.plans.map((p) => {
    const why = ctx.diagnostics?.get(p.file);
    const testWhy = ctx.testDiagnostics?.get(p.file);
    return {
      check: p.check, approvals: p.approvals, report: p.report,
      ...(ctx.withoutPullRequest === true ? { approvalsOnPullRequests: true } : { approvalLabels: p.labels }),
      ...(why === undefined || p.report === null ? {} : { diagnostics: why }),
      ...(p.testRun === undefined ? {} : { testRunMarkdown: renderTestRunSection(p.file, p.testRun, testWhy) }),
    };
  });
  out.push(renderChecksMarkdown(summaries, GATE_HEADING));
  if (ctx.removed.length > 0) out.push(`Plans removed by this pull request (nothing to check): ${ctx.removed.map(code).join(', ')}`, '');
  if (ctx.ignored > 0) out.push(`${plural(ctx.ignored, 'changed JSON file')} without a plan \`schema\` ignored.`, '');
  return out.join('\n');
}

/**
 * Issue 21 items 4 and 6, in one place: the plan-scope label of every plan still awaiting approval
 * (one label for all its steps and running it), and a plain warning when the pull request would
 * need more labels than GitHub allows on one pull request.
 */
function renderScopeAndBudget(result: GateResult): string[] {
  const out: string[] = [];
  const b = result.labelBudget;
  if (b !== null && b.needed > b.limit) {
    const room = Math.max(b.limit - b.otherLabels, 1);
    out.push(`**Too many plans for one pull request:** approving its ${plural(b.plans, 'plan')} takes at least ${b.needed} labels (one plan-scope label each, plus the ${plural(b.otherLabels, 'other label')} it carries), and GitHub allows ${b.limit} on one pull request. Split it into pull requests of at most ${plural(room, 'changed plan')} each.`, '');
  }
  const open = result.plans.filter((p) => p.status === 'needs_approval' && p.scopeApproval !== null && p.scopeApproval.approval !== 'approved');
  if (open.length > 0) {
    out.push('### Approve a whole plan', '');
    out.push('One plan-scope label approves every mutating step of exactly this plan content and running it, in one act (per-step labels still work, for partial approval). A change to the plan or to its set of mutating steps voids it.', '');
    out.push(...table(headerCells('plan', 'mutating steps', 'plan-scope label'), open.map((p) => [cell.code(p.file), cell.number(p.mutatingSteps.length), cell.code(p.scopeApproval!.label)])));
  }
  return out;
}

/** A plan's test run inside its section: who asked for it, then the run (stubbed actions first). */
function renderTestRunSection(file: string, run: PlanTestRun, why: RunDiagnostics | undefined): string {
  const who = run.trigger === 'label' ? `a test label applied by ${escapeMarkdown(run.requestedBy)}` : `test-mode auto, for the author ${escapeMarkdown(run.requestedBy)}`;
  const reasons = why === undefined ? '' : diagnosticsMarkdown(why).map((line) => `${line}\n`).join('');
  return `${renderTestRunMarkdown(run.report, file, 4)}${reasons}Requested by ${who}; the record is ${code(basename(run.recordPath))} in the report directory.\n`;
}

/**
 * Trims Markdown to `maxBytes` UTF-8 bytes at a line boundary and says so visibly at the end.
 * Bytes, not characters: GitHub's limits are stated in characters, and bytes never undercount.
 */
export function trimToBytes(markdown: string, maxBytes: number, fullReport: string): string {
  if (Buffer.byteLength(markdown, 'utf8') <= maxBytes) return markdown;
  const note = `\n\n---\n**Trimmed:** this summary was cut to GitHub's size limit. ${fullReport}\n`;
  const budget = maxBytes - Buffer.byteLength(note, 'utf8');
  const bytes = Buffer.from(markdown, 'utf8');
  let cut = bytes.lastIndexOf(0x0a, budget);
  if (cut <= 0) cut = 0;
  return bytes.subarray(0, cut).toString('utf8') + note;
}

/**
 * The plan-approval labels (execute mode needs them to run a plan), the test labels when test
 * runs may be asked for, and, in execute mode, what ran.
 */
export function renderPlanApprovals(result: GateResult, states: ReadonlyMap<string, PlanExecution> | null, execute: boolean, withTests: boolean): string {
  const rows = result.plans.filter((p) => p.planApproval !== null && p.planApproval.approval !== 'not_evaluated');
  if (rows.length === 0) return '';
  const out = ['### Plan approvals', ''];
  out.push(execute
    ? 'A plan runs only when a maintainer applied its plan label as well as every mutating step\'s label; each approved content runs once per pull request.'
    : 'To run a plan in execute mode, a maintainer also applies its plan label (it approves running exactly this plan content).', '');
  if (withTests) out.push('A maintainer\'s test label starts a test run of exactly this content: its reads run for real, every effect is stubbed and recorded with its target, and no secret is read.', '');
  const header = headerCells('plan', 'plan label', 'approval', ...(withTests ? ['test label'] : []), ...(execute ? ['execution'] : []));
  out.push(...table(header, rows.map((p): Cell[] => {
    const a = p.planApproval!;
    const approval = a.approval === 'approved' ? cell.join(cell.markup('approved by '), cell.text(a.approvedBy ?? '')) : cell.text(a.approval);
    const cells = [cell.code(p.file), cell.code(a.label), approval];
    if (withTests) {
      cells.push(p.testRequest === null || !isTestable(p)
        ? cell.markup('—')
        : cell.join(cell.code(p.testRequest.label), ...(p.testRequest.approval === 'approved' ? [cell.markup(' (applied by '), cell.text(p.testRequest.approvedBy ?? ''), cell.markup(')')] : [])));
    }
    if (execute) {
      const s = states?.get(p.file);
      cells.push(s === undefined ? cell.markup('—') : cell.text(s.reason));
    }
    return cells;
  })));
  out.push('');
  return out.join('\n');
}
