/**
 * Builds each scenario's plan exactly as the contract's table says, from the fixture origin alone.
 * Plans go through the same validator as any user's plan, with the scenario's approvals, so the
 * benchmark exercises the real contract and yields real fingerprints.
 */
import { elementId } from '../contract/element-id.js';
import type { Approvals, Plan } from '../contract/plan.js';
import { validatePlan, type PlanCheck } from '../plan/validate.js';
import type { FixtureRoute } from './suite.js';

export const BENCHMARK_LIMITS = {
  step_timeout_ms: 15_000,
  workflow_timeout_ms: 60_000,
  response_bytes: 524_288,
  stderr_bytes: 65_536,
  memory_mb: 0,
  fail_fast: true,
} as const;

/**
 * How the child's page model names the form's `#email` input. The id is upstream's published
 * algorithm (docs/contract/engine.md §9.3): `e_` + 12 hex of SHA-256(origin|role|lowercased label|DOM path).
 * Role, label and path are facts of our own fixtures/benchmark/form.html (body child 1 = <main>,
 * its child 3 = <form>, its child 3 = <input>, counting whitespace text nodes), pinned by a test
 * against the engine's live page model. Computing it here, rather than reading it from an
 * earlier result, keeps plans free of copied values and costs no extra child.
 */
export const EMAIL_ROLE = 'text_input';
export const EMAIL_LABEL = 'Email address';
export const EMAIL_DOM_PATH = '0/1/3/3';

export function emailElementId(origin: string): string {
  return elementId(origin, EMAIL_ROLE, EMAIL_LABEL, EMAIL_DOM_PATH);
}

export interface BuiltScenario {
  check: PlanCheck;
  plan: Plan | null;
  approvals: Approvals;
}

type StepDoc = { id: string; tool: string; arguments?: Record<string, unknown>; expect?: Record<string, unknown> };

function titled(title: string) {
  return { json_pointer: '/title', equals: title };
}

function planSteps(id: string, url: (route: FixtureRoute) => string, email: string): { trace: boolean; steps: StepDoc[]; approvals: Approvals } | null {
  const approvals = (confirmSteps: string[], allowEvaluate = false): Approvals => ({ confirmSteps, allowEvaluate, allowCookieWrites: false });
  switch (id) {
    case 'navigate-between-pages':
      return {
        trace: false,
        steps: [
          { id: 'open', tool: 'open_page', arguments: { url: url('/start') }, expect: titled('Workflow start') },
          { id: 'navigate', tool: 'navigate_to', arguments: { url: url('/destination') }, expect: titled('Workflow destination') },
        ],
        approvals: approvals(['navigate']),
      };
    case 'type-and-observe-value':
      return {
        trace: false,
        steps: [
          { id: 'open', tool: 'open_page', arguments: { url: url('/form') }, expect: titled('Workflow form') },
          { id: 'type-email', tool: 'type_text', arguments: { element_id: email, text: 'agent@example.test' } },
          {
            id: 'verify-value',
            tool: 'evaluate',
            arguments: { expression: "document.getElementById('email').value" },
            expect: { json_pointer: '/result', equals: 'agent@example.test' },
          },
        ],
        approvals: approvals(['type-email', 'verify-value'], true),
      };
    case 'trace-action-export':
      return {
        trace: true,
        steps: [
          { id: 'open', tool: 'open_page', arguments: { url: url('/form') } },
          { id: 'type-email', tool: 'type_text', arguments: { element_id: email, text: 'trace@example.test' } },
          { id: 'export-trace', tool: 'trace_export', arguments: {}, expect: { json_pointer: '/retained_events', equals: 2 } },
        ],
        approvals: approvals(['type-email']),
      };
    case 'replay-cross-session-refusal':
      return {
        trace: true,
        steps: [
          { id: 'open', tool: 'open_page', arguments: { url: url('/start') } },
          {
            id: 'validate-replay',
            tool: 'replay_validate',
            arguments: { trace_id: 'not-the-live-trace', sequence: 1, confirmed: true },
            expect: { json_pointer: '/drift', equals: 'cross_session' },
          },
        ],
        approvals: approvals([]),
      };
    case 'expected-tool-error-continues':
      return {
        trace: false,
        steps: [
          { id: 'open', tool: 'open_page', arguments: { url: url('/start') } },
          { id: 'missing-click', tool: 'click', arguments: { element_id: 'missing-element' }, expect: { is_error: true } },
          { id: 'trace-status', tool: 'trace_status', arguments: {}, expect: { json_pointer: '/enabled', equals: false } },
        ],
        approvals: approvals(['missing-click']),
      };
    case 'unexpected-tool-error-is-contained':
      return {
        trace: false,
        steps: [
          { id: 'open', tool: 'open_page', arguments: { url: url('/start') } },
          { id: 'missing-click', tool: 'click', arguments: { element_id: 'missing-element' } },
          { id: 'must-skip', tool: 'trace_status', arguments: {} },
        ],
        approvals: approvals(['missing-click']),
      };
    default:
      return null;
  }
}

/** Builds and validates one scenario's plan against the fixture server at `origin`. */
export function buildScenario(id: string, origin: string): BuiltScenario {
  const shape = planSteps(id, (route) => `${origin}${route}`, emailElementId(origin));
  const approvals: Approvals = shape?.approvals ?? { confirmSteps: [], allowEvaluate: false, allowCookieWrites: false };
  const document = { schema: 'plasmate.agent-workflow.v1', name: id, trace: shape?.trace ?? false, limits: BENCHMARK_LIMITS, steps: shape?.steps ?? [] };
  const check = validatePlan(Buffer.from(JSON.stringify(document, null, 2)), `benchmark:${id}`, approvals);
  return { check, plan: check.problems.length === 0 ? check.plan : null, approvals };
}
