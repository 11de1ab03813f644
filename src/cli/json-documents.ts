/**
 * The CLI's `--json` documents: each carries a schema id of its own (versioned like the plan's),
 * and every problem or failure in any of them is one object shape — file, 1-based line and column,
 * rule, message, and the step's index when it is a step's — so a program reads `check`, `labels`
 * and `agent-run` alike. Messages are ours (bounded, redacted, one line); JSON escapes the rest.
 */
import type { Problem } from '../plan/problem.js';
import type { StepDiagnostic } from '../report/diagnostics.js';

export const CHECK_RESULT_SCHEMA = 'plasmate.agent-workflow-check.v1';
export const LABELS_RESULT_SCHEMA = 'plasmate.agent-workflow-labels.v1';
export const RUN_RESULT_SCHEMA = 'plasmate.agent-workflow-run-result.v1';
// `inspect --json`'s id (INSPECT_RESULT_SCHEMA) lives with its rows, in workflow/inspect.ts.

/** One located problem or failure, as every `--json` document gives it. */
export interface JsonProblem {
  file: string;
  line: number;
  column: number;
  /** A validation rule id (`plan.*`, `policy.*`) or a run's failure class (`step_timeout`, …). */
  rule: string;
  message: string;
  /** The 0-based index of the step it is in; absent for the document or the run as a whole. */
  step?: number;
}

/** A validation problem as a document carries it (only these fields, whatever else it holds). */
export function jsonProblem({ file, line, column, rule, message, step }: Problem): JsonProblem {
  return { file, line, column, rule, message, ...(step === undefined ? {} : { step }) };
}

/** A run's step diagnostic in the same shape: its failure class is the rule, its reason the message. */
export function jsonStepFailure(file: string, d: StepDiagnostic): JsonProblem {
  return { file, line: d.line, column: d.column, rule: d.failureClass, message: d.reason, step: d.index };
}

/** What was asked of a plan: run it, or one of the runs that do less. */
export type RunMode = 'run' | 'dry-run' | 'check-schemas' | 'test-mode';

/**
 * One plan's entry in `agent-run --json`. `outcome` is the run's own word: `unreadable`, `invalid`, `needs approval`, `validated` (dry-run), `accepted` or
 * `refused` (check-schemas), the report's status (`succeeded`, `failed`) or the test run's
 * (`passed`, `failed`), or `cancelled`. `problems` are validation's; `failures` the run's reasons
 * (the run-level one at line 1, column 1 without a step).
 */
export interface RunResultPlan {
  file: string;
  mode: RunMode;
  outcome: string;
  name: string | null;
  fingerprint: string | null;
  /** The report or test-run record written, as the command line named it; null when none was. */
  report: string | null;
  /** The report's or test-run record's step counts; null when nothing ran. */
  summary: Readonly<Record<string, number>> | null;
  /** How the child ended (`exited`, `killed`, …); null when none was started. */
  child: string | null;
  problems: JsonProblem[];
  failures: JsonProblem[];
}

/** Outcomes that count as a plan that did what was asked. */
const PASSING_OUTCOMES: ReadonlySet<string> = new Set(['validated', 'accepted', 'succeeded', 'passed']);

/** `agent-run --json`: one document for one plan or many, the plans in the order given. */
export function runResultDocument(plans: readonly RunResultPlan[]): string {
  const passed = plans.filter((p) => PASSING_OUTCOMES.has(p.outcome)).length;
  return JSON.stringify({ schema: RUN_RESULT_SCHEMA, total: plans.length, passed, failed: plans.length - passed, plans }, null, 2);
}
