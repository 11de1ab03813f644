/**
 * The drift verdict and its repair suggestions (src/workflow/drift.ts) on records and page models
 * built here: the page model is untrusted child data (ids of another shape, hostile names, a
 * model that is not one), the ledger is untrusted file data and stays bounded, and each verdict
 * names what stopped the plan.
 */
import { validatePlan } from '../../src/plan/validate.js';
import { candidatesFor, classifyDrift, emptyLedger, MAX_CANDIDATES, MAX_LEDGER_PLANS, parseLedger, rememberHealthy, type DriftLedger } from '../../src/workflow/drift.js';
import type { TestRunReport, TestRunStep } from '../../src/report/test-run.js';
import type { Plan } from '../../src/contract/plan.js';

const OLD = 'e_0123456789ab';
const NEW = 'e_ba9876543210';

function plan(): Plan {
  const bytes = Buffer.from(JSON.stringify({
    schema: 'plasmate.agent-workflow.v1', name: 'drift',
    steps: [{ id: 'open', tool: 'open_page', arguments: { url: 'https://shop.example/' } }, { id: 'buy', tool: 'click', arguments: { element_id: OLD } }],
  }, null, 2));
  return validatePlan(bytes, 'drift.json', null).plan!;
}

function record(steps: Partial<TestRunStep>[], status: 'passed' | 'failed' = 'failed'): TestRunReport {
  return {
    schema: 'plasmate.agent-workflow-test-run.v1', plan: { name: 'drift', fingerprint: plan().fingerprint }, status,
    summary: { total: 2, real: 1, stubbed: 1, succeeded: 1, failed: 0, skipped: 0, elements_missing: 0 },
    steps: steps.map((s, i) => ({ id: i === 0 ? 'open' : 'buy', tool: i === 0 ? 'open_page' : 'click', mode: i === 0 ? 'real' : 'stubbed', status: 'succeeded', expect: 'not_evaluated', ...s }) as TestRunStep),
    stubbed_actions: [],
  };
}

const model = (elements: unknown[]) => ({ title: 'T', url: 'https://shop.example/', regions: [{ id: 'r_main', role: 'main', elements }] });

function healthyLedger(): DriftLedger {
  const ledger = emptyLedger();
  rememberHealthy(ledger, plan(), 'drift.json', record([{}, { status: 'stubbed', element: { found: true, role: 'button', name: 'Buy now' } }], 'passed'), new Date(0));
  return ledger;
}

const missing = record([{}, { status: 'failed', failure_class: 'element_not_found', element: { found: false } }]);

test('a moved target: one exact edit at the element_id value', () => {
  const verdict = classifyDrift(plan(), missing, new Map([[1, model([{ id: NEW, role: 'button', text: 'Buy now' }])]]), healthyLedger());
  expect(verdict.state).toBe('drifted');
  const at = plan().steps[1]!.argumentLocations!.get('/element_id')!;
  expect(verdict.findings[0]).toMatchObject({ stepId: 'buy', edit: { line: at.line, column: at.column, from: OLD, to: NEW }, candidates: [{ element_id: NEW, rank: 1 }] });
});

test('ranked candidates: exact, then case and spacing, then another interactive role; containers never; ids of another shape never', () => {
  const page = model([
    { id: 'e_11111111111a', role: 'link', text: 'Buy now' },
    { id: 'e_22222222222b', role: 'button', text: '  BUY   now ' },
    { id: 'e_33333333333c', role: 'section', text: 'Buy now' },
    { id: 'not-an-id', role: 'button', text: 'Buy now' },
    { id: 'e_44444444444d', role: 'button', label: 'Buy now' },
  ]);
  expect(candidatesFor({ element_id: OLD, role: 'button', name: 'Buy now' }, page).map((c) => [c.element_id, c.rank]))
    .toEqual([['e_44444444444d', 1], ['e_22222222222b', 2], ['e_11111111111a', 3]]);
});

test('several equally good: candidates, no edit; at most MAX_CANDIDATES; a model that is not one gives none', () => {
  const alike = Array.from({ length: 12 }, (_, i) => ({ id: `e_${i.toString(16).padStart(12, '0')}`, role: 'button', text: 'Buy now' }));
  const verdict = classifyDrift(plan(), missing, new Map([[1, model(alike)]]), healthyLedger());
  expect(verdict.findings[0]!.edit).toBeUndefined();
  expect(verdict.findings[0]!.candidates).toHaveLength(MAX_CANDIDATES);
  for (const junk of [null, 'regions', { regions: 'x' }, { regions: [null, 7, { elements: [null, 'x'] }] }]) expect(candidatesFor({ element_id: OLD, role: 'button', name: 'x' }, junk)).toEqual([]);
});

test('a hostile name is cleaned and bounded in a candidate', () => {
  const [candidate] = candidatesFor({ element_id: OLD, role: 'button', name: 'Buy' }, model([{ id: NEW, role: 'button', text: 'Buy' }, { id: 'e_0000000000ff', role: 'link', text: `Buy\u001b[31m\n${'x'.repeat(500)}` }]));
  expect(candidate!.element_id).toBe(NEW);
  const [hostile] = candidatesFor({ element_id: OLD, role: 'link', name: `Buy\u001b[31m\n${'x'.repeat(500)}` }, model([{ id: 'e_0000000000ff', role: 'link', text: `Buy\u001b[31m\n${'x'.repeat(500)}` }]));
  expect(hostile!.name).not.toMatch(/[\u0000-\u001f]/);
  expect([...hostile!.name].length).toBeLessThanOrEqual(200);
});

test('unreachable when a page would not open; not run when the child never started', () => {
  const gone = record([{ status: 'failed', failure_class: 'tool_error_expectation' }, { status: 'skipped', failure_class: 'fail_fast' }]);
  expect(classifyDrift(plan(), gone, new Map(), emptyLedger()).state).toBe('unreachable');
  const notRun = record([{ status: 'skipped', failure_class: 'spawn_failed' }, { status: 'skipped', failure_class: 'spawn_failed' }]);
  expect(classifyDrift(plan(), notRun, new Map(), emptyLedger())).toEqual({ state: 'not run', findings: [] });
});

test('the ledger keeps the most recently healthy MAX_LEDGER_PLANS contents and reads only well-formed entries', () => {
  const ledger = healthyLedger();
  const fp = plan().fingerprint;
  for (let i = 0; i < MAX_LEDGER_PLANS; i++) ledger.plans[i.toString(16).padStart(64, '0')] = { file: 'x', healthy_at: 'x', targets: {} };
  rememberHealthy(ledger, plan(), 'drift.json', record([{}, { status: 'stubbed', element: { found: true, role: 'button', name: 'Buy now' } }], 'passed'), new Date(1));
  expect(Object.keys(ledger.plans)).toHaveLength(MAX_LEDGER_PLANS);
  expect(Object.keys(ledger.plans).at(-1)).toBe(fp);
  const reread = parseLedger(JSON.parse(JSON.stringify(ledger)));
  expect(reread.plans[fp]!.targets.buy).toEqual({ element_id: OLD, role: 'button', name: 'Buy now' });
  expect(parseLedger({ schema: 'other', plans: { [fp]: ledger.plans[fp] } }).plans).toEqual({});
});
