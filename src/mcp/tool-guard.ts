/**
 * The tool guard (seed 001, "beyond upstream"): after tools/list, a planned tool that the static
 * policy lets run without approval must also be advertised as harmless by the child; otherwise
 * the step is refused before any call (`tool_policy_drift`) unless the operator approved it.
 *
 * Read-only means exactly: `readOnlyHint === true` and `destructiveHint !== true`. Anything else
 * (absent annotations, a missing or false readOnlyHint, a non-boolean value) is not read-only,
 * since MCP's defaults for absent hints are the unsafe ones.
 */
import { MUTATING_TOOLS, type PlanTool } from '../contract/plan.js';

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
 * advertises as not read-only (readOnlyHint false, destructiveHint false, docs/contract/engine.md §4.3): it
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

/**
 * Whether the child advertises no tool annotations at all: not one advertised tool carries a
 * `readOnlyHint` or `destructiveHint` (older Plasmate builds and upstream's own test fixture list
 * tools without annotations). Then the guard has nothing to verify a read-only step against: the
 * run fails with one run-level reason (UNANNOTATED_CHILD_REASON) instead of one drift per step,
 * unless the operator passed the opt-in to rely on the plan's static policy alone.
 */
export function advertisesNoAnnotations(annotationsOfEveryTool: Iterable<unknown>): boolean {
  for (const annotations of annotationsOfEveryTool) {
    const { readOnly, destructive } = hints(annotations);
    if (readOnly !== undefined || destructive !== undefined) return false;
  }
  return true;
}

/** The opt-in as each surface spells it. */
export const TRUST_STATIC_TOOL_POLICY_FLAG = '--trust-static-tool-policy';
export const TRUST_STATIC_TOOL_POLICY_INPUT = 'trust-static-tool-policy: true';

/** The run-level reason for a child without annotations (both spellings of the opt-in: the report may be read anywhere). */
export const UNANNOTATED_CHILD_REASON =
  'this child advertises no tool annotations, so read-only steps cannot be verified; upgrade Plasmate to a version that does, ' +
  `or pass \`${TRUST_STATIC_TOOL_POLICY_FLAG}\` / input \`${TRUST_STATIC_TOOL_POLICY_INPUT}\` to rely on the plan's static policy alone`;

/**
 * Why a step is stubbed in test mode (seed 001): never sent to the child, recorded instead.
 * - `mutating`: the static policy says the tool changes page or session state.
 * - `evaluate`: JavaScript cannot be classified as read-only, whatever the policy or hints say.
 * - `not_read_only`: the policy would run it, but the child does not advertise it as read-only
 *   (`readOnlyHint: true`, no `destructiveHint: true`; open_page: `destructiveHint: false`).
 * - `secret`: its arguments reference a secret, and a test run never resolves one.
 */
export const STUB_REASONS = ['mutating', 'evaluate', 'not_read_only', 'secret'] as const;
export type StubReason = (typeof STUB_REASONS)[number];

/**
 * The test-mode half of the guard: whether a step runs for real or is stubbed. A call is real
 * only when both the static policy and the child's own annotations call it read-only; approvals
 * do not change this (a test run exists to be run before anyone approves).
 */
export function testModeDispatch(tool: PlanTool, annotations: unknown, referencesSecret: boolean): 'real' | StubReason {
  if (referencesSecret) return 'secret';
  if (tool === 'evaluate') return 'evaluate';
  if (MUTATING_TOOLS.has(tool)) return 'mutating';
  if (SESSION_OPENERS.has(tool)) return hints(annotations).destructive === false ? 'real' : 'not_read_only';
  return isAdvertisedReadOnly(annotations) ? 'real' : 'not_read_only';
}
