/**
 * The gate result as Markdown and a check-run title. Pure; the Markdown is whole here and trimmed
 * once, at the edge that has the limit (`trimToBytes`), for the check run and the job summary.
 */
import { code, diagnosticsMarkdown, escapeMarkdown, renderChecksMarkdown, type PlanSummary } from '../../report/markdown.js';
import { cell, headerCells, table, type Cell } from '../../report/table.js';
import type { RunDiagnostics } from '../../report/diagnostics.js';
import { basename } from 'node:path';
import { renderTestRunMarkdown } from '../../report/test-run.js';
import type { GateResult, PlanGate, PlanSource, PlanTestRun } from './gate.js';
import { planBase } from '../../report/plan-diff.js';
import type { StepElement } from '../../report/step-effects.js';
import type { PlanExecution } from './execution-record.js';
import { isTestable } from './test-requests.js';
import { APPROVER_ROLES, type Role } from './labels.js';
import { agreeing, plural } from '../../report/plural.js';

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
  /**
   * A pull request's plans at its base commit, by head file name (github/rest/pull-request.ts
   * `changedPlans` with `withBases`): null for a plan the pull request adds. A plan without an
   * entry shows no comparison.
   */
  bases?: ReadonlyMap<string, PlanSource | null>;
}

/** Plan files a title names at most (a check title is one line). */
const MAX_TITLE_FILES = 3;

/**
 * The one sentence a reviewer reads first — the check run's title, the first line of its summary,
 * of the job summary and of summary.md (publishGate puts it there) and the run's log line: the
 * conclusion, then what to do. `states` are execute mode's per-plan executions.
 */
export function checkTitle(result: GateResult, states: ReadonlyMap<string, PlanExecution> | null = null): string {
  const c = result.counts;
  const runs = [...(states?.values() ?? [])];
  switch (result.conclusion) {
    case 'neutral':
      return 'Nothing to check: no plan in this run';
    case 'failure': {
      const reasons: string[] = [];
      const actions: string[] = [];
      if (c.invalid > 0) {
        reasons.push(`${plural(c.invalid, 'plan')} ${agreeing(c.invalid, 'is', 'are')} invalid`);
        actions.push('fix the problems below');
      }
      if (c.labelProblems > 0) {
        reasons.push(`${plural(c.labelProblems, 'approval label')} ${agreeing(c.labelProblems, 'is', 'are')} malformed or duplicated`);
        actions.push('remove the labels listed below');
      }
      const failed = runs.filter((s) => s.outcome === 'failed' || s.outcome === 'interrupted').length;
      const forged = runs.filter((s) => !s.trusted).length;
      if (failed > 0) reasons.push(`${plural(failed, 'plan')} failed when run`);
      if (forged > 0) reasons.push(`${plural(forged, 'execution record')} ${agreeing(forged, 'was', 'were')} not applied by the action`);
      // A failed test run names its plan and the step it failed at: the plan itself may be valid.
      const tested = result.plans.filter((p) => p.testRun?.report.status === 'failed');
      if (tested.length === 1) {
        const run = tested[0]!.testRun!.report;
        const step = run.steps.find((r) => r.status === 'failed');
        reasons.push(`the test run of ${tested[0]!.file} failed${step === undefined ? ` (child ${run.process_outcome ?? 'not started'})` : ` at step "${step.id}" (${step.failure_class ?? 'failed'})`}`);
      } else if (tested.length > 1) {
        reasons.push(`${tested.length} test runs failed (${tested.slice(0, MAX_TITLE_FILES).map((p) => p.file).join(', ')}${tested.length > MAX_TITLE_FILES ? ', …' : ''})`);
      }
      if (failed > 0 || forged > 0 || tested.length > 0) actions.push('see why below');
      // Worse than this gate's own plans: another open PR with this head, or (aggregate) a shard — the notes say which.
      if (reasons.length === 0) return 'Failed: see the notes below';
      return `Failed: ${reasons.join(', ')} — ${actions.join('; ')}`;
    }
    case 'action_required': {
      const reasons: string[] = [];
      // A label that does not count is named as such: the plan is fine, the label's applier is not trusted for it.
      const distrusted = result.labelFindings.filter((f) => f.state === 'untrusted' && f.targets.some((t) => t.kind !== 'test'));
      if (distrusted.length > 0) {
        const why = distrusted.length === 1 ? distrusted[0]!.reason : 'see the labels below';
        reasons.push(`${plural(distrusted.length, 'approval label')} ${agreeing(distrusted.length, 'does', 'do')} not count — ${why}; a maintainer must apply ${agreeing(distrusted.length, 'it', 'them')}`);
      }
      const missing = result.plans.flatMap((p) => p.mutatingSteps.filter((s) => s.approval === 'missing'));
      const stepPlans = result.plans.filter((p) => p.mutatingSteps.some((s) => s.approval === 'missing')).length;
      if (missing.length > 0) reasons.push(`${plural(missing.length, 'step')} of ${plural(stepPlans, 'plan')} ${agreeing(missing.length, 'awaits', 'await')} approval`);
      if (distrusted.length > 0) return `Blocked: ${reasons.join('; ')}`;
      const planOnly = result.plans.filter((p) => p.status === 'needs_approval' && !p.mutatingSteps.some(awaitsApproval) && p.planApproval !== null && p.planApproval.approval !== 'approved').length;
      if (planOnly > 0) reasons.push(`${plural(planOnly, 'plan')} ${agreeing(planOnly, 'awaits its', 'await their')} plan label`);
      if (reasons.length > 0) return `Blocked: ${reasons.join(', ')} — apply the labels below`;
      const pending = runs.filter((s) => s.state === 'pending').length;
      if (pending > 0) return `Blocked: ${plural(pending, 'approved plan')} ${agreeing(pending, 'has', 'have')} not run yet — see the notes below`;
      return 'Blocked: see the notes below';
    }
    case 'success': {
      const ran = runs.filter((s) => s.outcome === 'succeeded').length;
      const notEvaluated = c.mutatingSteps > 0 && result.plans.every((p) => p.mutatingSteps.every((s) => s.approval === 'not_evaluated'));
      const steps = c.mutatingSteps === 0 ? 'no step to approve'
        : notEvaluated ? 'approvals are checked on pull requests'
          : c.mutatingSteps === 1 ? 'its mutating step approved' : `all ${c.mutatingSteps} mutating steps approved`;
      return `Ready: ${plural(c.valid, 'plan')} valid, ${steps}${states === null ? '' : `; ${plural(ran, 'plan')} ran and succeeded`} — nothing to do`;
    }
  }
}

const awaitsApproval = (s: PlanGate['mutatingSteps'][number]): boolean => s.approval === 'missing' || s.approval === 'untrusted';

/** The verdict as the first paragraph of a summary: this project's own sentence, escaped all the same. */
export function verdictMarkdown(verdict: string): string {
  return `**${escapeMarkdown(verdict)}**\n\n`;
}

/** The element each stubbed step of a test run acted on, by step id. */
function testRunElements(run: PlanTestRun | undefined): ReadonlyMap<string, StepElement> | undefined {
  if (run === undefined) return undefined;
  const out = new Map<string, StepElement>();
  for (const step of run.report.steps) if (step.element !== undefined) out.set(step.id, step.element);
  return out;
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
    const base = p.check.plan === null ? undefined : ctx.bases?.get(p.file);
    return {
      check: p.check, approvals: p.approvals, report: p.report,
      ...(ctx.withoutPullRequest === true ? { approvalsOnPullRequests: true } : { approvalLabels: p.labels }),
      ...(why === undefined || p.report === null ? {} : { diagnostics: why }),
      ...(p.testRun === undefined ? {} : { testRunMarkdown: renderTestRunSection(p.file, p.testRun, testWhy), elements: testRunElements(p.testRun)! }),
      ...(base === undefined ? {} : { base: base === null ? { kind: 'new' as const } : planBase(base.file, base.bytes, base.error) }),
    };
  });
  out.push(renderChecksMarkdown(summaries, GATE_HEADING));
  if (ctx.removed.length > 0) out.push(`Plans removed by this pull request (nothing to check): ${ctx.removed.map(code).join(', ')}`, '');
  if (ctx.ignored > 0) out.push(`${plural(ctx.ignored, 'changed JSON file')} without a plan \`schema\` ignored.`, '');
  return out.join('\n');
}

/**
 * GitHub's 100 labels per pull request, in one place: the plan-scope label of every plan still awaiting approval
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
  // Room for closing what the cut leaves open (see closingMarkup): cut earlier until it fits.
  let reserve = 0;
  for (;;) {
    const at = budget - reserve;
    const cut = at <= 0 ? 0 : Math.max(0, bytes.lastIndexOf(0x0a, at));
    const kept = bytes.subarray(0, cut).toString('utf8');
    const closing = cut === 0 ? '' : closingMarkup(kept);
    const needed = Buffer.byteLength(closing, 'utf8');
    // The closing markup shrinks or stays as the cut moves up (fewer open blocks), so this ends.
    if (needed <= reserve || cut === 0) return kept + closing + note;
    reserve = needed;
  }
}

/**
 * What closes the blocks a cut left open, so the trim note is not shown as code or hidden in a
 * collapsed block: the open code fence (report/step-effects.ts `fencedBlock`: a line of 3 or more
 * backticks opens it, a line of at least as many closes it), then each open `<details>`. Only
 * this project's own lines start with a backtick fence or `<details>`: every untrusted text
 * outside a fence is escaped, so its backticks and `<` never open a line.
 */
export function closingMarkup(markdown: string): string {
  let fence: string | null = null;
  let details = 0;
  for (const line of markdown.split('\n')) {
    if (fence !== null) {
      const closing = /^(`+)\s*$/.exec(line);
      if (closing !== null && closing[1]!.length >= fence.length) fence = null;
      continue;
    }
    const opening = /^(`{3,})/.exec(line);
    if (opening !== null) fence = opening[1]!;
    else if (line.startsWith('<details>')) details++;
    else if (line.startsWith('</details>')) details = Math.max(0, details - 1);
  }
  const closes: string[] = [];
  if (fence !== null) closes.push(`\n${fence}\n`);
  for (let i = 0; i < details; i++) closes.push('\n</details>\n');
  return closes.join('');
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
