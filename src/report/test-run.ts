/**
 * The test-run record `plasmate.agent-workflow-test-run.v1` (seed 001, step test mode): which
 * steps ran for real (reads) and which were stubbed (every effect), with what each stub would have
 * hit. A separate schema on purpose: upstream's `plasmate.agent-workflow-report.v1` is never
 * written by a test run, so no consumer can mistake a test run for an execution.
 */
import type { PlanTool } from '../contract/plan.js';
import type { StubReason } from '../mcp/tool-guard.js';
import type { FailureClass } from '../contract/failure-class.js';
import { code, escapeMarkdown, SHORT_FINGERPRINT_LENGTH } from './markdown.js';
import { cell, headerCells, table, type Cell } from './table.js';
import { plural } from './plural.js';

export const TEST_RUN_SCHEMA = 'plasmate.agent-workflow-test-run.v1';

/**
 * A test run's failure classes: the runner's own, plus `element_not_found` — a stubbed step whose
 * `element_id` is not in the page model the session last returned.
 */
export type TestRunFailureClass = FailureClass | 'element_not_found';

/** What a stub targeted, looked up in the latest page model of the session. */
export interface ElementEvidence {
  found: boolean;
  /** The element's SOM role and accessible name (label, else text), when found. */
  role?: string;
  name?: string;
  /**
   * Present (true) when an earlier stubbed step would have navigated away: the page the element
   * belongs to was never loaded, so a missing element is reported but does not fail the run.
   */
  after_stubbed_navigation?: true;
}

export interface TestRunStep {
  id: string;
  tool: PlanTool;
  mode: 'real' | 'stubbed';
  status: 'succeeded' | 'failed' | 'skipped' | 'stubbed';
  failure_class?: TestRunFailureClass;
  /** Real steps: whether `expect` held (`passed`/`failed`); stubs and skipped steps: `not_evaluated`. */
  expect: 'passed' | 'failed' | 'not_evaluated';
  /** Stubs only: why the call was kept from the child. */
  stub_reason?: StubReason;
  /** Stubs of element-targeting tools only. */
  element?: ElementEvidence;
}

/** One stubbed call as the seed's `test_mode_actions.jsonl` records it. */
export interface StubbedAction {
  step_id: string;
  tool: PlanTool;
  reason: StubReason;
  /** The plan's arguments; every secret reference shown as `{"$secret":"…"}` (no name, no value). */
  arguments: Record<string, unknown>;
  needs_secret: boolean;
  element?: ElementEvidence;
}

/** Field order here is the serialized order. */
export interface TestRunReport {
  schema: typeof TEST_RUN_SCHEMA;
  plan: { name: string; fingerprint: string };
  /** `passed`: every real step succeeded and every stub's target was found (exit 0). */
  status: 'passed' | 'failed';
  summary: {
    total: number;
    real: number;
    stubbed: number;
    succeeded: number;
    failed: number;
    skipped: number;
    elements_missing: number;
  };
  steps: TestRunStep[];
  stubbed_actions: StubbedAction[];
  /** Only when a child was spawned: `exited:N`, `signaled:N` or `timed_out`. */
  process_outcome?: string;
}

export function buildTestRunReport(input: {
  plan: { name: string; fingerprint: string };
  steps: TestRunStep[];
  stubbedActions: StubbedAction[];
  processOutcome?: string;
}): TestRunReport {
  const { steps } = input;
  const count = (predicate: (s: TestRunStep) => boolean) => steps.filter(predicate).length;
  const summary = {
    total: steps.length,
    real: count((s) => s.mode === 'real'),
    // Stubs that were reached and recorded (one stubbed action each); a stub skipped after a failure is counted as skipped.
    stubbed: count((s) => s.mode === 'stubbed' && s.status !== 'skipped'),
    succeeded: count((s) => s.status === 'succeeded'),
    failed: count((s) => s.status === 'failed'),
    skipped: count((s) => s.status === 'skipped'),
    elements_missing: count((s) => s.failure_class === 'element_not_found'),
  };
  const passed = summary.failed === 0 && summary.skipped === 0 && input.processOutcome === 'exited:0';
  const report: TestRunReport = {
    schema: TEST_RUN_SCHEMA,
    plan: { name: input.plan.name, fingerprint: input.plan.fingerprint },
    status: passed ? 'passed' : 'failed',
    summary,
    steps,
    stubbed_actions: input.stubbedActions,
  };
  if (input.processOutcome !== undefined) report.process_outcome = input.processOutcome;
  return report;
}

export function serializeTestRun(report: TestRunReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

/** The stubbed actions as JSON Lines, one object per line in step order (empty when none). */
export function stubbedActionsJsonl(report: TestRunReport): string {
  return report.stubbed_actions.map((a) => `${JSON.stringify(a)}\n`).join('');
}

/** Arguments as shown in Markdown: compact JSON, one line, bounded. */
export const MAX_SHOWN_ARGUMENTS_CHARS = 160;

function argumentsLine(args: Record<string, unknown>): string {
  const text = JSON.stringify(args);
  return text.length <= MAX_SHOWN_ARGUMENTS_CHARS ? text : `${text.slice(0, MAX_SHOWN_ARGUMENTS_CHARS - 1)}…`;
}

/** The element a stubbed action would have hit: page text (role, accessible name), so only ever escaped cells. */
function target(element: ElementEvidence | undefined): Cell {
  if (element === undefined) return cell.markup('—');
  if (!element.found) return element.after_stubbed_navigation ? cell.markup('not on the loaded page (after a stubbed navigation)') : cell.markup('**element not found**');
  return cell.join(cell.text(element.role ?? ''), cell.markup(' '), cell.code(element.name ?? ''));
}

const REASON_TEXT: Record<StubReason, string> = {
  mutating: 'changes the page',
  evaluate: 'JavaScript',
  not_read_only: 'not advertised read-only',
  secret: 'needs a secret',
};

/**
 * The seed's order: the stubbed-action summary first, then what ran for real. `headingLevel` 3
 * stands alone (the CLI); 4 nests it in a plan's section of the check summary.
 */
export function renderTestRunMarkdown(report: TestRunReport, file: string, headingLevel: 3 | 4 = 3): string {
  const s = report.summary;
  const icon = report.status === 'passed' ? '✅' : '❌';
  const lines = [
    `${'#'.repeat(headingLevel)} ${icon} Test run: ${code(file)} — ${escapeMarkdown(report.plan.name)}`,
    '',
    `fingerprint ${code(report.plan.fingerprint.slice(0, SHORT_FINGERPRINT_LENGTH))} · status **${report.status}** · ` +
      `${s.stubbed} stubbed · ${s.real} real${s.skipped === 0 ? '' : ` · ${s.skipped} skipped`} · ${plural(s.elements_missing, 'target')} missing` +
      (report.process_outcome === undefined ? '' : ` · process ${code(report.process_outcome)}`),
    '',
    `**Stubbed actions (${report.stubbed_actions.length})** — recorded, never sent to the browser:`,
    '',
  ];
  if (report.stubbed_actions.length === 0) {
    lines.push('None.', '');
  } else {
    lines.push(...table(headerCells('step', 'tool', 'why stubbed', 'target', 'arguments'), report.stubbed_actions.map((a) => [
      cell.code(a.step_id), cell.code(a.tool), cell.text(REASON_TEXT[a.reason]), target(a.element), cell.code(argumentsLine(a.arguments)),
    ])));
  }
  lines.push('**Steps**', '', ...table(headerCells('#', 'step', 'tool', 'mode', 'result', 'expect'), report.steps.map((step, i) => [
    cell.number(i + 1),
    cell.code(step.id),
    cell.code(step.tool),
    cell.text(step.mode),
    cell.join(cell.text(step.status), ...(step.failure_class === undefined ? [] : [cell.markup(' ('), cell.code(step.failure_class), cell.markup(')')])),
    cell.text(step.expect.replace('_', ' ')),
  ])));
  // The table's closing empty line, and one more: what the caller appends (a **Why** list) starts its own block.
  lines.push('');
  return lines.join('\n');
}
