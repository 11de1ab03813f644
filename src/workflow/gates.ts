/**
 * The gates between tools/list and the first tool call, in order (docs/contract/plan-and-report.md §6.5 and
 * the tool guard): the advertised list (`tool_schema_drift`), each used inputSchema's keywords
 * (`tool_schema_drift`), each step's arguments against the closed schema
 * (`argument_schema_invalid`; a child pattern that exhausts the matching budget is
 * `tool_schema_drift`), then the advertised annotations against the static policy
 * (`tool_policy_drift`). Every problem is collected for `--check-schemas`; the run fails with
 * the class of the first gate that found one. Problem texts never contain argument values: an
 * argument problem names the argument's path, the keyword and what the child's schema allows,
 * and is located at the offending value in the plan file.
 */
import type { Plan, SourceLocation, Step } from '../contract/plan.js';
import {
  advertisedText, ArgumentValidator, PatternBudgetExceeded, precheckSchema, readToolList, type AdvertisedTool, type ArgumentError,
} from '../mcp/schema-gate.js';
import { advertisesNoAnnotations, UNANNOTATED_CHILD_REASON, violatesToolPolicy } from '../mcp/tool-guard.js';
import type { FailureClass } from '../contract/failure-class.js';

/** What the runner injects for validation only (docs/contract/engine.md §11.3), in place of the real session. */
export const PLACEHOLDER_SESSION_ID = 'validated-session-placeholder';
/** The runner-owned tool that must be advertised even though no plan names it. */
export const CLOSE_PAGE = 'close_page';

export type GateClass = Extract<FailureClass, 'tool_schema_drift' | 'argument_schema_invalid' | 'tool_policy_drift'>;

export interface GateProblem {
  failureClass: GateClass;
  /** The step concerned, or null for a problem of the listing itself. */
  stepId: string | null;
  tool: string | null;
  /** One line: for an argument, `arguments.cookies[0].name must be a string (type)`. Never a value. */
  detail: string;
  /**
   * Where in the plan file: the offending argument value (or, when it is absent, the nearest
   * enclosing value, the `arguments` object or the step); the step for other step problems;
   * 1:1 (the plan as a whole) for a problem of the listing itself.
   */
  location: SourceLocation;
}

/** The location of a problem that concerns the whole listing, not a step (validation's plan-wide form). */
export const PLAN_LOCATION: SourceLocation = { line: 1, column: 1 };
/** Characters of a readable argument path kept in a message; a longer one keeps its end. */
export const MAX_ARGUMENT_PATH_CHARS = 64;
/**
 * Characters of an argument problem's detail: the path, what the schema allows (cut to fit) and
 * the keyword. The CLI's printable() cuts at 200 too; staying within it keeps the keyword shown.
 */
export const MAX_ARGUMENT_DETAIL_CHARS = 200;

export interface ToolGatesInput {
  plan: Plan;
  approvedStepIds: ReadonlySet<string>;
  toolsResult: unknown;
  /** Per step, the arguments as the child would receive them (secrets resolved or masked). */
  stepArguments: readonly Record<string, unknown>[];
  /** Per step, JSON Pointers whose errors are unknowable (masked secrets); empty when resolved. */
  ignoredPointers?: readonly (readonly string[])[];
  /** Monotonic deadline for all pattern matching of this run. */
  matchDeadline: number;
  /**
   * Operator opt-in (`--trust-static-tool-policy`): when the child advertises no annotations at
   * all, rely on the plan's static policy alone. Annotations a child does advertise are still
   * checked; test mode never passes this.
   */
  trustStaticToolPolicy?: boolean;
}

/** What the gates between tools/list and the first tool call found (not the action's pull-request gate, github/gate.ts). */
export interface ToolGatesResult {
  /** The class the run fails with, or null when every gate passed. */
  failureClass: GateClass | null;
  problems: GateProblem[];
  /** The advertised tools by name (null when the listing itself was unusable): test mode reads annotations here. */
  tools: ReadonlyMap<string, AdvertisedTool> | null;
  /** The child advertised no tool annotations at all (advertisesNoAnnotations). */
  unannotatedChild: boolean;
}

const GATE_ORDER: readonly GateClass[] = ['tool_schema_drift', 'argument_schema_invalid', 'tool_policy_drift'];

/** The arguments the child would receive, as the gate validates them. */
export function argumentsForValidation(plan: Plan, index: number, args: Record<string, unknown>): Record<string, unknown> {
  const step = plan.steps[index]!;
  return step.tool === 'open_page' ? { ...args, trace: plan.trace } : { ...args, session_id: PLACEHOLDER_SESSION_ID };
}

function ignored(pointer: string, ignoredPointers: readonly string[]): boolean {
  return ignoredPointers.some((p) => pointer === p || pointer.startsWith(`${p}/`));
}

function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function pointerSegments(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeSegment);
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * `arguments.cookies[0].name`: a reader's path through the arguments as validated. Array indices
 * are told from numeric keys by the arguments' shape (structure, not values); other keys are
 * cleaned and cut like any untrusted text. A path longer than MAX_ARGUMENT_PATH_CHARS keeps its end.
 */
export function readablePath(args: unknown, segments: readonly string[]): string {
  let out = 'arguments';
  let node: unknown = args;
  for (const segment of segments) {
    if (Array.isArray(node) && /^(?:0|[1-9][0-9]*)$/.test(segment)) {
      out += `[${segment}]`;
      node = node[Number(segment)];
      continue;
    }
    out += IDENTIFIER.test(segment) && segment.length <= 64 ? `.${segment}` : `[${JSON.stringify(advertisedText(segment))}]`;
    node = typeof node === 'object' && node !== null && !Array.isArray(node) && Object.hasOwn(node, segment)
      ? (node as Record<string, unknown>)[segment]
      : undefined;
  }
  const points = Array.from(out);
  return points.length > MAX_ARGUMENT_PATH_CHARS ? `…${points.slice(-(MAX_ARGUMENT_PATH_CHARS - 1)).join('')}` : out;
}

/** The plan location of the value at `pointer`, else of its nearest enclosing value that the plan wrote, else the step. */
function locate(step: Step, pointer: string): SourceLocation {
  const locations = step.argumentLocations;
  if (locations !== undefined) {
    for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
      const found = locations.get(p);
      if (found !== undefined) return found;
      if (p === '') break;
    }
  }
  return step.location;
}

/** The message and location of one argument error; the path names the offending value (a missing one for `required`). */
export function argumentProblem(step: Step, args: unknown, error: ArgumentError): { detail: string; location: SourceLocation } {
  const segments = pointerSegments(error.instancePath);
  const named = error.property !== undefined && (error.keyword === 'required' || error.keyword === 'additionalProperties');
  const path = readablePath(args, named ? [...segments, error.property!] : segments);
  const keyword = advertisedText(error.keyword);
  let what: string;
  if (error.keyword === 'required') what = 'is missing';
  else if (error.keyword === 'additionalProperties') what = `is not accepted; the tool ${error.allowed ?? 'accepts other properties'}`;
  else what = error.allowed ?? `fails "${keyword}"`;
  // An unknown key is located at its value; a missing property at the object that lacks it.
  const at = error.keyword === 'additionalProperties' && error.property !== undefined
    ? `${error.instancePath}/${error.property.replace(/~/g, '~0').replace(/\//g, '~1')}`
    : error.instancePath;
  const suffix = ` (${keyword})`;
  const room = MAX_ARGUMENT_DETAIL_CHARS - Array.from(path).length - 1 - Array.from(suffix).length;
  return { detail: `${path} ${advertisedText(what, Math.max(room, 1))}${suffix}`, location: locate(step, at) };
}

export function runGates(input: ToolGatesInput): ToolGatesResult {
  const { plan } = input;
  const problems: GateProblem[] = [];
  const listing = readToolList(input.toolsResult);
  if (typeof listing === 'string') {
    return { failureClass: 'tool_schema_drift', problems: [{ failureClass: 'tool_schema_drift', stepId: null, tool: null, detail: listing, location: PLAN_LOCATION }], tools: null, unannotatedChild: false };
  }
  if (!listing.has(CLOSE_PAGE)) {
    problems.push({ failureClass: 'tool_schema_drift', stepId: null, tool: CLOSE_PAGE, detail: 'close_page is not advertised', location: PLAN_LOCATION });
  }
  // Each used schema once: pre-check, then compile (a compile failure is drift too).
  const validator = new ArgumentValidator(input.matchDeadline);
  const compiled = new Map<string, ((args: unknown) => ReturnType<ReturnType<ArgumentValidator['compile']>>) | null>();
  const usable = (tool: AdvertisedTool, step: Step): boolean => {
    const { id: stepId, location } = step;
    if (!compiled.has(tool.name)) {
      const problem = precheckSchema(tool.inputSchema);
      if (problem !== null) {
        problems.push({ failureClass: 'tool_schema_drift', stepId, tool: tool.name, detail: `inputSchema ${problem}`, location });
        compiled.set(tool.name, null);
      } else {
        try {
          compiled.set(tool.name, validator.compile(tool.inputSchema));
        } catch {
          problems.push({ failureClass: 'tool_schema_drift', stepId, tool: tool.name, detail: 'inputSchema does not compile', location });
          compiled.set(tool.name, null);
        }
      }
    }
    return compiled.get(tool.name) !== null;
  };

  let budgetSpent = false;
  plan.steps.forEach((step, i) => {
    const tool = listing.get(step.tool);
    if (!tool) {
      problems.push({ failureClass: 'tool_schema_drift', stepId: step.id, tool: step.tool, detail: `${step.tool} is not advertised`, location: step.location });
      return;
    }
    if (!usable(tool, step) || budgetSpent) return;
    const check = compiled.get(tool.name)!;
    const args = argumentsForValidation(plan, i, input.stepArguments[i]!);
    let outcome;
    try {
      outcome = check(args);
    } catch (error) {
      if (!(error instanceof PatternBudgetExceeded)) throw error;
      budgetSpent = true;
      problems.push({ failureClass: 'tool_schema_drift', stepId: step.id, tool: step.tool, detail: 'an advertised pattern exceeded the matching budget', location: step.location });
      return;
    }
    if (outcome.valid) return;
    const skip = input.ignoredPointers?.[i] ?? [];
    for (const error of outcome.errors) {
      if (ignored(error.instancePath, skip)) continue;
      problems.push({ failureClass: 'argument_schema_invalid', stepId: step.id, tool: step.tool, ...argumentProblem(step, args, error) });
    }
  });

  const unannotatedChild = advertisesNoAnnotations(Array.from(listing.values(), (t) => t.annotations));
  const unverifiable = plan.steps.filter((step) => {
    const tool = listing.get(step.tool);
    return tool !== undefined && violatesToolPolicy(step.tool, tool.annotations, input.approvedStepIds.has(step.id));
  });
  if (unannotatedChild && unverifiable.length > 0) {
    // Nothing to verify against: one run-level problem rather than a drift for every step, which
    // would blame the steps for what the child lacks. The opt-in drops the check for this child.
    if (input.trustStaticToolPolicy !== true) {
      problems.push({ failureClass: 'tool_policy_drift', stepId: null, tool: null, detail: UNANNOTATED_CHILD_REASON, location: PLAN_LOCATION });
    }
  } else {
    for (const step of unverifiable) {
      problems.push({
        failureClass: 'tool_policy_drift', stepId: step.id, tool: step.tool,
        detail: `${step.tool} runs without approval but the child does not advertise it as read-only`,
        location: step.location,
      });
    }
  }

  const failureClass = GATE_ORDER.find((cls) => problems.some((p) => p.failureClass === cls)) ?? null;
  return { failureClass, problems, tools: listing, unannotatedChild };
}
