/** The validated plan, as the rest of the pipeline sees it (docs/contract/plan-and-report.md §1). */

export const PLAN_SCHEMA = 'plasmate.agent-workflow.v1';

/** The stateful browser tools a plan may call, in the contract's order. close_page is runner-owned. */
export const PLAN_TOOLS = [
  'open_page', 'navigate_to', 'click', 'type_text', 'select_option', 'scroll', 'toggle', 'clear',
  'evaluate', 'get_cookies', 'set_cookies', 'clear_cookies', 'trace_status', 'trace_export',
  'trace_clear', 'replay_validate',
] as const;
export type PlanTool = (typeof PLAN_TOOLS)[number];

/** Tools that change page or session state: each such step needs its own approval. */
/** Tools whose `element_id` argument names an element of the session's page model. */
export const ELEMENT_TOOLS: ReadonlySet<PlanTool> = new Set<PlanTool>(['click', 'type_text', 'select_option', 'toggle', 'clear', 'scroll']);

export const MUTATING_TOOLS: ReadonlySet<PlanTool> = new Set<PlanTool>([
  'navigate_to', 'click', 'type_text', 'select_option', 'scroll', 'toggle', 'clear', 'evaluate',
  'set_cookies', 'clear_cookies', 'trace_clear',
]);

/** Category gates, additional to (never instead of) the step approval. */
export type OptIn = 'evaluate' | 'cookie_writes';
export const TOOL_OPT_IN: Partial<Record<PlanTool, OptIn>> = {
  evaluate: 'evaluate',
  set_cookies: 'cookie_writes',
  clear_cookies: 'cookie_writes',
};

export function isPlanTool(name: string): name is PlanTool {
  return (PLAN_TOOLS as readonly string[]).includes(name);
}

export interface Limits {
  step_timeout_ms: number;
  workflow_timeout_ms: number;
  response_bytes: number;
  stderr_bytes: number;
  memory_mb: number;
  fail_fast: boolean;
}

export interface Expectation {
  is_error: boolean;
  /** Empty string (the whole payload) or a JSON Pointer starting with `/`. */
  json_pointer: string | null;
  /** `null` means absent: upstream cannot assert a null value. */
  equals: unknown;
}

/** A 1-based source position inside the plan file. */
export interface SourceLocation {
  line: number;
  column: number;
}

export interface Step {
  id: string;
  tool: PlanTool;
  /** Plain JSON values; secret references are still `{"$secret":"NAME"}` objects here. */
  arguments: Record<string, unknown>;
  expect: Expectation;
  mutates: boolean;
  optIn: OptIn | null;
  /** Where the step object starts, for annotations. */
  location: SourceLocation;
  /**
   * Where each value inside `arguments` starts, by JSON Pointer relative to `arguments` (`""`
   * is the arguments object itself, `/cookies/0/name` a nested value; the same escaping as
   * ajv's `instancePath`). Set by validatePlan when the step has `arguments`; not part of the
   * fingerprint or any report. Lets a schema problem point at the offending value.
   */
  argumentLocations?: ArgumentLocations;
}

/** A read-only pointer → location lookup (a `ReadonlyMap<string, SourceLocation>` is one). */
export interface ArgumentLocations {
  get(pointer: string): SourceLocation | undefined;
}

export interface Plan {
  schema: typeof PLAN_SCHEMA;
  name: string;
  trace: boolean;
  limits: Limits;
  steps: Step[];
  /** Every secret name the plan references, in first-use order, each once. Never reported. */
  secretNames: string[];
  /** Count of secret reference objects (a name used twice counts twice). */
  secretReferences: number;
  fingerprint: string;
}

/** What the operator grants from outside the plan (upstream: CLI flags). */
export interface Approvals {
  confirmSteps: string[];
  allowEvaluate: boolean;
  allowCookieWrites: boolean;
}
