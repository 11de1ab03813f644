/**
 * The gate result as Markdown and a check-run title. Pure; the Markdown is whole here and trimmed
 * once, at the edge that has the limit (`trimToBytes`), for the check run and the job summary.
 */
import { code, diagnosticsMarkdown, escapeMarkdown, renderChecksMarkdown, type PlanSummary } from '../report/markdown.js';
import { cell, headerCells, table } from '../report/table.js';
import type { RunDiagnostics } from '../workflow/diagnostics.js';
import { basename } from 'node:path';
import { renderTestRunMarkdown } from '../report/test-run.js';
import type { GateResult } from './gate.js';
import type { PlanTestRun } from './test-requests.js';
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
