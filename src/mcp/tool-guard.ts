/**
 * The tool guard (seed 001, "beyond upstream"): after tools/list, a planned tool that the static
 * policy lets run without approval must also be advertised as harmless by the child; otherwise
 * the step is refused before any call (`tool_policy_drift`) unless the operator approved it.
 *
 * Read-only means exactly: `readOnlyHint === true` and `destructiveHint !== true`. Anything else
 * (absent annotations, a missing or false readOnlyHint, a non-boolean value) is not read-only,
 * since MCP's defaults for absent hints are the unsafe ones.
 */
import { MUTATING_TOOLS, type PlanTool } from '../plan/types.js';

function hints(annotations: unknown): { readOnly: unknown; destructive: unknown } {
  if (typeof annotations !== 'object' || annotations === null) return { readOnly: undefined, destructive: undefined };
  const record = annotations as Record<string, unknown>;
  return { readOnly: record.readOnlyHint, destructive: record.destructiveHint };
}

export function isAdvertisedReadOnly(annotations: unknown): boolean {
  const { readOnly, destructive } = hints(annotations);
  return readOnly === true && destructive !== true;
}

/**
 * open_page is the one tool the static policy runs without approval that upstream itself
 * advertises as not read-only (readOnlyHint false, destructiveHint false, engine.md §4.3): it
 * creates the runner-owned session that the runner closes. Requiring readOnlyHint for it would
 * refuse every plan against the real child (the benchmark approves only mutating steps), so for
 * open_page the guard requires an explicit `destructiveHint: false` instead. This is a
 * deliberate, documented exception; remove open_page here to apply the strict rule to it too.
 */
const SESSION_OPENERS: ReadonlySet<PlanTool> = new Set<PlanTool>(['open_page']);

/** Whether the step must be refused: static policy says read-only, the child says otherwise. */
export function violatesToolPolicy(tool: PlanTool, annotations: unknown, approved: boolean): boolean {
  if (approved || MUTATING_TOOLS.has(tool)) return false;
  if (SESSION_OPENERS.has(tool)) return hints(annotations).destructive !== false;
  return !isAdvertisedReadOnly(annotations);
}
