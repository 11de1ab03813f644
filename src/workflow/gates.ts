/**
 * The gates between tools/list and the first tool call, in order (plan-and-report.md §6.5 and
 * the tool guard): the advertised list (`tool_schema_drift`), each used inputSchema's keywords
 * (`tool_schema_drift`), each step's arguments against the closed schema
 * (`argument_schema_invalid`; a child pattern that exhausts the matching budget is
 * `tool_schema_drift`), then the advertised annotations against the static policy
 * (`tool_policy_drift`). Every problem is collected for `--check-schemas`; the run fails with
 * the class of the first gate that found one. Problem texts never contain argument values.
 */
import type { Plan } from '../plan/types.js';
import {
  ArgumentValidator, PatternBudgetExceeded, precheckSchema, readToolList, type AdvertisedTool,
} from '../mcp/schema-gate.js';
import { violatesToolPolicy } from '../mcp/tool-guard.js';
import type { FailureClass } from './failure-class.js';

/** What the runner injects for validation only (engine.md §11.3), in place of the real session. */
export const PLACEHOLDER_SESSION_ID = 'validated-session-placeholder';
/** The runner-owned tool that must be advertised even though no plan names it. */
export const CLOSE_PAGE = 'close_page';

export type GateClass = Extract<FailureClass, 'tool_schema_drift' | 'argument_schema_invalid' | 'tool_policy_drift'>;

export interface GateProblem {
  failureClass: GateClass;
  /** The step concerned, or null for a problem of the listing itself. */
  stepId: string | null;
  tool: string | null;
  detail: string;
}

export interface GateInput {
  plan: Plan;
  approvedStepIds: ReadonlySet<string>;
  toolsResult: unknown;
  /** Per step, the arguments as the child would receive them (secrets resolved or masked). */
  stepArguments: readonly Record<string, unknown>[];
  /** Per step, JSON Pointers whose errors are unknowable (masked secrets); empty when resolved. */
  ignoredPointers?: readonly (readonly string[])[];
  /** Monotonic deadline for all pattern matching of this run. */
  matchDeadline: number;
}

export interface GateResult {
  /** The class the run fails with, or null when every gate passed. */
  failureClass: GateClass | null;
  problems: GateProblem[];
  /** The advertised tools by name (null when the listing itself was unusable): test mode reads annotations here. */
  tools: ReadonlyMap<string, AdvertisedTool> | null;
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

export function runGates(input: GateInput): GateResult {
  const { plan } = input;
  const problems: GateProblem[] = [];
  const listing = readToolList(input.toolsResult);
  if (typeof listing === 'string') {
    return { failureClass: 'tool_schema_drift', problems: [{ failureClass: 'tool_schema_drift', stepId: null, tool: null, detail: listing }], tools: null };
  }
  if (!listing.has(CLOSE_PAGE)) {
    problems.push({ failureClass: 'tool_schema_drift', stepId: null, tool: CLOSE_PAGE, detail: 'close_page is not advertised' });
  }
  // Each used schema once: pre-check, then compile (a compile failure is drift too).
  const validator = new ArgumentValidator(input.matchDeadline);
  const compiled = new Map<string, ((args: unknown) => ReturnType<ReturnType<ArgumentValidator['compile']>>) | null>();
  const usable = (tool: AdvertisedTool, stepId: string): boolean => {
    if (!compiled.has(tool.name)) {
      const problem = precheckSchema(tool.inputSchema);
      if (problem !== null) {
        problems.push({ failureClass: 'tool_schema_drift', stepId, tool: tool.name, detail: `inputSchema ${problem}` });
        compiled.set(tool.name, null);
      } else {
        try {
          compiled.set(tool.name, validator.compile(tool.inputSchema));
        } catch {
          problems.push({ failureClass: 'tool_schema_drift', stepId, tool: tool.name, detail: 'inputSchema does not compile' });
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
      problems.push({ failureClass: 'tool_schema_drift', stepId: step.id, tool: step.tool, detail: `${step.tool} is not advertised` });
      return;
    }
    if (!usable(tool, step.id) || budgetSpent) return;
    const check = compiled.get(tool.name)!;
    const args = argumentsForValidation(plan, i, input.stepArguments[i]!);
    let outcome;
    try {
      outcome = check(args);
    } catch (error) {
      if (!(error instanceof PatternBudgetExceeded)) throw error;
      budgetSpent = true;
      problems.push({ failureClass: 'tool_schema_drift', stepId: step.id, tool: step.tool, detail: 'an advertised pattern exceeded the matching budget' });
      return;
    }
    if (outcome.valid) return;
    const skip = input.ignoredPointers?.[i] ?? [];
    for (const error of outcome.errors) {
      if (ignored(error.instancePath, skip)) continue;
      problems.push({
        failureClass: 'argument_schema_invalid', stepId: step.id, tool: step.tool,
        detail: `arguments${error.instancePath || ' (root)'}: fails "${error.keyword}"`,
      });
    }
  });

  plan.steps.forEach((step) => {
    const tool = listing.get(step.tool);
    if (tool && violatesToolPolicy(step.tool, tool.annotations, input.approvedStepIds.has(step.id))) {
      problems.push({
        failureClass: 'tool_policy_drift', stepId: step.id, tool: step.tool,
        detail: `${step.tool} runs without approval but the child does not advertise it as read-only`,
      });
    }
  });

  const failureClass = GATE_ORDER.find((cls) => problems.some((p) => p.failureClass === cls)) ?? null;
  return { failureClass, problems, tools: listing };
}
