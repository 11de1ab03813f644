/**
 * Plan validation throughput: 1,000 realistic plans of 1–64 steps, validated in full
 * (parse with locations, schema, contract, approvals, fingerprint) versus JSON.parse of the same
 * bytes. Both run interleaved in the same process, several rounds, and the medians are compared,
 * so machine noise hits both sides alike.
 */
import { validatePlan } from '../src/plan/validate.js';
import type { Approvals } from '../src/contract/plan.js';
import { median, mulberry32, timeMs } from './measure.js';

const PLAN_COUNT = 1000;
const ROUNDS = 9;

const READ_TOOLS = ['get_cookies', 'trace_status', 'trace_export'];
const MUTATING = ['navigate_to', 'click', 'type_text', 'select_option', 'scroll', 'toggle', 'clear'];

export function realisticPlan(random: () => number, index: number): { bytes: Buffer; approvals: Approvals } {
  const stepCount = 1 + Math.floor(random() * 64);
  const hex = () => Math.floor(random() * 0xffffffffffff).toString(16).padStart(12, '0');
  const steps: Record<string, unknown>[] = [
    { id: 'open', tool: 'open_page', arguments: { url: `https://app.example.test/section/${index}?q=${hex()}` }, expect: { json_pointer: '/title', equals: `Page ${index}` } },
  ];
  const confirm: string[] = [];
  for (let i = 1; i < stepCount; i++) {
    const mutating = random() < 0.6;
    const tool = mutating ? MUTATING[Math.floor(random() * MUTATING.length)]! : READ_TOOLS[Math.floor(random() * READ_TOOLS.length)]!;
    const id = `step-${i}-${tool}`;
    const args: Record<string, unknown> =
      tool === 'navigate_to' ? { url: `https://app.example.test/next/${hex()}` }
        : tool === 'type_text' ? { element_id: `e_${hex()}`, text: random() < 0.2 ? { $secret: 'APP_PASSWORD' } : `typed text number ${i} for plan ${index}` }
          : tool === 'scroll' ? { direction: 'down', pixels: 400 }
            : tool === 'select_option' ? { element_id: `e_${hex()}`, value: 'option-2' }
              : READ_TOOLS.includes(tool) ? {} : { element_id: `e_${hex()}` };
    const step: Record<string, unknown> = { id, tool, arguments: args };
    if (random() < 0.3) step.expect = { json_pointer: '/value', equals: { nested: [1, 2.5, 'x'], ok: true } };
    steps.push(step);
    if (mutating) confirm.push(id);
  }
  const plan = { schema: 'plasmate.agent-workflow.v1', name: `benchmark plan ${index}`, trace: random() < 0.5, limits: { step_timeout_ms: 15000, workflow_timeout_ms: 300000 }, steps };
  return { bytes: Buffer.from(JSON.stringify(plan, null, 2)), approvals: { confirmSteps: confirm, allowEvaluate: false, allowCookieWrites: false } };
}

export function benchPlanValidation(): string[] {
  const random = mulberry32(20261129);
  const plans = Array.from({ length: PLAN_COUNT }, (_, i) => realisticPlan(random, i));
  const totalBytes = plans.reduce((n, p) => n + p.bytes.length, 0);
  // Warm up both paths (JIT, ajv compile) before measuring.
  for (const p of plans.slice(0, 50)) {
    JSON.parse(p.bytes.toString('utf8'));
    validatePlan(p.bytes, 'bench.json', p.approvals);
  }
  const parseTimes: number[] = [];
  const validateTimes: number[] = [];
  let problems = 0;
  for (let round = 0; round < ROUNDS; round++) {
    parseTimes.push(timeMs(() => {
      for (const p of plans) JSON.parse(p.bytes.toString('utf8'));
    }));
    validateTimes.push(timeMs(() => {
      for (const p of plans) problems += validatePlan(p.bytes, 'bench.json', p.approvals).problems.length;
    }));
  }
  if (problems !== 0) throw new Error(`benchmark plans should be valid; found ${problems} problems`);
  const parse = median(parseTimes);
  const validate = median(validateTimes);
  return [
    `plan validation: ${PLAN_COUNT} plans, ${(totalBytes / 1024 / 1024).toFixed(1)} MiB, median of ${ROUNDS} interleaved rounds`,
    `  JSON.parse          ${parse.toFixed(1)} ms`,
    `  validatePlan (full) ${validate.toFixed(1)} ms  (${((validate / PLAN_COUNT) * 1000).toFixed(0)} µs per plan)`,
    `  ratio validate / JSON.parse = ${(validate / parse).toFixed(2)}x  (goal <= 3x)`,
  ];
}
