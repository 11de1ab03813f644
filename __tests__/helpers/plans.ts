/** Builders for plan documents used across tests: small, valid by default, changed per case. */
import { validatePlan, type PlanCheck } from '../../src/plan/validate.js';
import type { Approvals, SourceLocation } from '../../src/contract/plan.js';

export type PlanDoc = Record<string, unknown> & { steps: Record<string, unknown>[] };

export function basePlan(extra: Partial<PlanDoc> = {}): PlanDoc {
  return {
    schema: 'plasmate.agent-workflow.v1',
    name: 'example plan',
    steps: [{ id: 'open', tool: 'open_page', arguments: { url: 'https://example.test/' } }],
    ...extra,
  };
}

export function openThen(...steps: Record<string, unknown>[]): PlanDoc {
  return basePlan({ steps: [{ id: 'open', tool: 'open_page', arguments: { url: 'https://example.test/' } }, ...steps] });
}

export const NO_APPROVALS: Approvals = { confirmSteps: [], allowEvaluate: false, allowCookieWrites: false };

export function check(doc: unknown, approvals: Approvals | null = NO_APPROVALS): PlanCheck {
  const text = typeof doc === 'string' ? doc : JSON.stringify(doc, null, 2);
  return validatePlan(Buffer.from(text, 'utf8'), 'plan.json', approvals);
}

export function rules(result: PlanCheck): string[] {
  return result.problems.map((p) => p.rule);
}

/** Every pointer under a step's arguments with its location, so plans compare without functions. */
export function comparable(check: PlanCheck): unknown {
  if (check.plan === null) return check;
  const steps = check.plan.steps.map(({ argumentLocations, ...step }) => {
    const at: Record<string, SourceLocation | undefined> = {};
    const walk = (value: unknown, pointer: string): void => {
      at[pointer] = argumentLocations?.get(pointer);
      if (value !== null && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) walk(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      }
    };
    if (argumentLocations !== undefined) walk(step.arguments, '');
    return { ...step, hasLocations: argumentLocations !== undefined, at };
  });
  return { ...check, plan: { ...check.plan, steps } };
}
