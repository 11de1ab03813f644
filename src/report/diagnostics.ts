/**
 * What a run's diagnostics are, as every surface renders them: the CLI's stderr lines (here), the
 * Markdown's **Why** lists (markdown.ts) and the action's log and gate summary. The reasons are
 * computed in workflow/diagnostics.ts; their shape belongs to the layer that renders them.
 */
import type { FailureClass } from '../contract/failure-class.js';

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

/** Every line of a run's diagnostics in the CLI's stderr form, run-level first. */
export function diagnosticLines(file: string, diagnostics: RunDiagnostics): string[] {
  return [
    ...(diagnostics.run === null ? [] : [runDiagnosticLine(file, diagnostics.run)]),
    ...diagnostics.steps.map((d) => diagnosticLine(file, d)),
    ...diagnostics.notes.map((note) => `${file}: ${note}`),
  ];
}
