/**
 * What a run's diagnostics are, as every surface renders them: the CLI's stderr lines (here), the
 * Markdown's **Why** lists (markdown.ts) and the action's log and gate summary. The reasons are
 * computed in workflow/diagnostics.ts; their shape belongs to the layer that renders them.
 */
import type { FailureClass } from '../contract/failure-class.js';
import { plural } from './plural.js';

export interface StepDiagnostic {
  index: number;
  stepId: string;
  line: number;
  column: number;
  failureClass: FailureClass;
  reason: string;
}

/** `file:line:col class step "id": reason` — the shape editors' problem matchers read. */
export function diagnosticLine(file: string, d: StepDiagnostic): string {
  return `${file}:${d.line}:${d.column} ${d.failureClass} step ${JSON.stringify(d.stepId)}: ${d.reason}`;
}

/** The run-level line: `file:1:1 class: reason`. */
export function runDiagnosticLine(file: string, run: { failureClass: FailureClass; reason: string }): string {
  return `${file}:1:1 ${run.failureClass}: ${run.reason}`;
}

/** What one run's diagnostics add beside its report: per-step reasons, a run-level reason, and notes of ours (e.g. out of memory). */
export interface RunDiagnostics {
  steps: readonly StepDiagnostic[];
  run: { failureClass: FailureClass; reason: string } | null;
  /** Bounded lines of ours, never child text. */
  notes: readonly string[];
}

/** What the ordering reads of a run's steps (the v1 report's or a test-run record's). */
interface StepOutcome {
  status: string;
  failure_class?: string;
}

/** The one line that stands for every step `fail_fast` skipped after the failure, or null when none was. */
export function failFastSkipLine(file: string, steps: readonly StepOutcome[]): string | null {
  const skipped = steps.filter((s) => s.status === 'skipped' && s.failure_class === 'fail_fast').length;
  return skipped === 0 ? null : `${file}: ${plural(skipped, 'later step')} skipped (fail_fast)`;
}

/**
 * Every line of a run's diagnostics in the CLI's stderr form, the root cause first: the run-level
 * reason, then the step lines in step order (`extra` adds lines of the caller's own, by step index),
 * then one line for the steps `fail_fast` skipped, then the notes. A 40-step plan that fails at its
 * first step prints the failure and one count, not 39 skips before it.
 */
export function diagnosticLines(
  file: string, diagnostics: RunDiagnostics, steps: readonly StepOutcome[] = [], extra: ReadonlyMap<number, string> = new Map(),
): string[] {
  const byStep = [
    ...diagnostics.steps.map((d) => ({ index: d.index, line: diagnosticLine(file, d) })),
    ...[...extra].map(([index, line]) => ({ index, line })),
  ].sort((a, b) => a.index - b.index);
  const skipped = failFastSkipLine(file, steps);
  return [
    ...(diagnostics.run === null ? [] : [runDiagnosticLine(file, diagnostics.run)]),
    ...byStep.map((s) => s.line),
    ...(skipped === null ? [] : [skipped]),
    ...diagnostics.notes.map((note) => `${file}: ${note}`),
  ];
}
