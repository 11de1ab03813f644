/**
 * The tool guard and a child that advertises no tool annotations at all: one run-level problem
 * (not one drift per step), lifted only by the operator's opt-in; a child that advertises
 * annotations is judged by them whatever the opt-in says.
 */
import { advertisesNoAnnotations, UNANNOTATED_CHILD_REASON } from '../../src/mcp/tool-guard.js';
import { validatePlan } from '../../src/plan/validate.js';
import { runGates } from '../../src/workflow/gates.js';

const plan = validatePlan(Buffer.from(JSON.stringify({
  schema: 'plasmate.agent-workflow.v1',
  name: 'unannotated',
  steps: [
    { id: 'open', tool: 'open_page', arguments: { url: 'https://example.test' } },
    { id: 'status', tool: 'trace_status', arguments: {} },
    { id: 'export', tool: 'trace_export', arguments: {} },
  ],
})), 'p.json', null).plan!;

const schema = (required: string[], extra: Record<string, unknown> = {}) => ({ type: 'object', properties: { session_id: { type: 'string' }, ...extra }, required });
function listing(annotations?: (name: string) => unknown) {
  const tools = [
    { name: 'open_page', inputSchema: { type: 'object', properties: { url: { type: 'string' }, trace: { type: 'boolean' } }, required: ['url'] } },
    { name: 'trace_status', inputSchema: schema(['session_id']) },
    { name: 'trace_export', inputSchema: schema(['session_id']) },
    { name: 'close_page', inputSchema: schema(['session_id']) },
  ];
  return { tools: tools.map((t) => (annotations === undefined ? t : { ...t, annotations: annotations(t.name) })) };
}

const gates = (toolsResult: unknown, trustStaticToolPolicy?: boolean) => runGates({
  plan, approvedStepIds: new Set(), toolsResult, stepArguments: plan.steps.map((s) => s.arguments as Record<string, unknown>),
  matchDeadline: Number.MAX_SAFE_INTEGER, ...(trustStaticToolPolicy === undefined ? {} : { trustStaticToolPolicy }),
});

test('no annotations at all: one run-level problem that names the fix', () => {
  const result = gates(listing());
  expect(result.failureClass).toBe('tool_policy_drift');
  expect(result.unannotatedChild).toBe(true);
  expect(result.problems).toEqual([{ failureClass: 'tool_policy_drift', stepId: null, tool: null, detail: UNANNOTATED_CHILD_REASON, location: { line: 1, column: 1 } }]);
  expect(UNANNOTATED_CHILD_REASON).toContain('--trust-static-tool-policy');
  expect(UNANNOTATED_CHILD_REASON).toContain('trust-static-tool-policy: true');
});

test('the opt-in lifts exactly that refusal', () => {
  expect(gates(listing(), true)).toMatchObject({ failureClass: null, problems: [], unannotatedChild: true });
});

test('a child that advertises annotations is still judged by them, opt-in or not', () => {
  // trace_export advertised as not read-only: a drift at that step, which the opt-in does not lift.
  const annotated = listing((name) => (name === 'trace_export' ? { readOnlyHint: false } : name === 'open_page' ? { destructiveHint: false } : { readOnlyHint: true }));
  for (const trust of [false, true]) {
    const result = gates(annotated, trust);
    expect(result.unannotatedChild).toBe(false);
    expect(result.problems.map((p) => [p.failureClass, p.stepId])).toEqual([['tool_policy_drift', 'export']]);
  }
});

test('what counts as "no annotations": no tool with a readOnlyHint or destructiveHint', () => {
  expect(advertisesNoAnnotations([undefined, null, {}, { title: 'x' }, 'junk'])).toBe(true);
  expect(advertisesNoAnnotations([undefined, { readOnlyHint: false }])).toBe(false);
  expect(advertisesNoAnnotations([{ destructiveHint: true }])).toBe(false);
});
