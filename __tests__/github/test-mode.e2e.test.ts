/**
 * Test runs in the action: a trusted maintainer's content-bound test label, or the
 * trusted author under `test-mode: auto`, starts a test run of the plan — reads real, effects
 * stubbed — and the result goes into the plan's section of the check; an untrusted label starts
 * nothing. The built action against the fake GitHub API and a recording loopback shop.
 * @needs-bundle engine
 * @needs-child-process fake children
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_LABEL_LENGTH } from '../../src/plan/approval-labels.js';
import { shopElementId, startShop, type Shop } from '../helpers/shop.js';
import type { FakeGitHub } from './helpers/fake-github.js';
import { AUTHOR, labelFor, openPullRequest, PR, runGate, testLabelFor, useFakeGitHub } from './helpers/scenario.js';
import { LABEL_KINDS } from '../../src/plan/label-kinds.js';

let gh: FakeGitHub;
let shop: Shop;

useFakeGitHub((started) => (gh = started));
beforeEach(async () => {
  shop = await startShop();
});
afterEach(async () => {
  await shop.close();
});

const elementId = (htmlId: 'email' | 'buy' | 'next') => shopElementId(shop.origin, htmlId);

/** Buys with a secret password; `target` is the buy button's id (a missing one fails the test run). */
function buyPlan(target = elementId('buy')): Buffer {
  return Buffer.from(JSON.stringify({
    schema: 'plasmate.agent-workflow.v1',
    name: 'buy',
    steps: [
      { id: 'open', tool: 'open_page', arguments: { url: `${shop.origin}/shop` } },
      { id: 'email', tool: 'type_text', arguments: { element_id: elementId('email'), text: { $secret: 'SHOP_EMAIL' } } },
      { id: 'buy', tool: 'click', arguments: { element_id: target } },
      { id: 'leave', tool: 'navigate_to', arguments: { url: `${shop.origin}/bought` } },
    ],
  }, null, 2));
}

const INPUTS = { engine: 'reference', 'allow-private-network': 'true', secrets: 'SHOP_EMAIL' };
const CANARY = 'shop-email-canary-3b9e';

test('a maintainer\'s test label runs the reads only; the check shows the stubs with their targets', async () => {
  const plan = buyPlan();
  openPullRequest(gh, { 'plans/buy.json': plan });
  const label = testLabelFor(plan);
  expect(label.startsWith(LABEL_KINDS.testRun.prefix)).toBe(true);
  expect(label).toHaveLength(MAX_LABEL_LENGTH);
  gh.applyLabel(PR, label, { login: 'maint' });
  const run = await runGate(gh, { inputs: INPUTS, env: { SHOP_EMAIL: CANARY } });
  expect(shop.requests).toEqual(['GET /shop']);
  // Still awaiting step approvals: the test run leaves the gate's conclusion as it was.
  expect(run.outputs).toMatchObject({ conclusion: 'action_required', 'test-runs': '1', 'failed-test-runs': '0' });
  const entry = run.gate.plans[0]!;
  expect(entry.test_request).toEqual({ label, approval: 'approved', requested_by: 'maint' });
  expect(entry.test_run).toMatchObject({ trigger: 'label', requested_by: 'maint', status: 'passed', summary: { real: 1, stubbed: 3, elements_missing: 0 } });
  const record = JSON.parse(await readFile(entry.test_run!.record, 'utf8'));
  expect(record.stubbed_actions.map((a: { step_id: string; element?: unknown }) => [a.step_id, a.element])).toEqual([
    ['email', { found: true, role: 'text_input', name: 'Email address' }],
    ['buy', { found: true, role: 'button', name: 'Buy now' }],
    ['leave', undefined],
  ]);
  expect((await readFile(entry.test_run!.actions, 'utf8')).trim().split('\n')).toHaveLength(3);
  const summary = gh.checkRuns[0]!.output.summary!;
  const section = summary.slice(summary.indexOf('`plans/buy.json`'));
  expect(section).toMatch(/#### ✅ Test run: `plans\/buy.json` — buy/);
  expect(section.indexOf('Stubbed actions (3)')).toBeLessThan(section.indexOf('**Steps**'));
  expect(section).toContain('button `Buy now`');
  for (const text of [summary, JSON.stringify(run.gate), run.stdout, await readFile(entry.test_run!.record, 'utf8')]) {
    expect(text).not.toContain(CANARY);
    expect(text).not.toContain('SHOP_EMAIL');
  }
}, 60_000);

test('a missing target fails the check with an annotation at the step\'s line', async () => {
  const plan = buyPlan('e_000000000000');
  openPullRequest(gh, { 'plans/buy.json': plan });
  gh.applyLabel(PR, testLabelFor(plan), { login: 'maint' });
  for (const step of ['email', 'buy', 'leave']) gh.applyLabel(PR, labelFor(plan, step), { login: 'maint' });
  const run = await runGate(gh, { inputs: INPUTS });
  expect(shop.requests).toEqual(['GET /shop']);
  expect(run.outputs).toMatchObject({ conclusion: 'failure', 'test-runs': '1', 'failed-test-runs': '1' });
  const buyLine = plan.toString('utf8').split('\n').findIndex((l) => l.includes('"id": "buy"')) + 1;
  expect(gh.checkRuns[0]!.annotations.filter((a) => a.title === 'test.element_not_found')).toEqual([
    expect.objectContaining({ path: 'plans/buy.json', start_line: buyLine - 1, annotation_level: 'failure' }),
  ]);
  expect(run.gate.plans[0]!.problems.map((p) => p.rule)).toEqual(['test.element_not_found']);
  // The verdict names the plan whose test run failed and the step, not "see the notes".
  expect(gh.checkRuns[0]!.output.title).toBe('Failed: the test run of plans/buy.json failed at step "buy" (element_not_found) — see why below');
}, 60_000);

test('an untrusted test label (the author, a triage user) starts nothing', async () => {
  for (const login of [AUTHOR, 'trish']) {
    const plan = buyPlan();
    openPullRequest(gh, { 'plans/buy.json': plan });
    gh.applyLabel(PR, testLabelFor(plan), { login });
    const run = await runGate(gh, { inputs: INPUTS });
    expect(shop.requests).toEqual([]);
    expect(run.outputs).toMatchObject({ 'test-runs': '0' });
    expect(run.gate.plans[0]!.test_request).toMatchObject({ approval: 'untrusted' });
    expect(run.gate.labels.find((l) => l.name === testLabelFor(plan))).toMatchObject({ state: 'untrusted' });
    expect(run.gate.plans[0]!.test_run).toBeNull();
    gh.removeLabel(PR, testLabelFor(plan), { login });
  }
}, 60_000);

test('test-mode auto: the author with approver-permission gets a test run, one without does not; off never runs', async () => {
  // The relay stand-in (it requests each page it opens from the shop, so shop.requests still says
  // whether a test run started): the subject is who may start one; the element lookups on the
  // reference engine are the first two tests'.
  const inputs = { ...INPUTS, engine: 'plasmate', 'plasmate-path': join(process.cwd(), 'fixtures/children/relay-plasmate.mjs') };
  const plan = buyPlan();
  openPullRequest(gh, { 'plans/buy.json': plan });
  let run = await runGate(gh, { inputs: { ...inputs, 'test-mode': 'auto' } });
  expect(run.outputs).toMatchObject({ 'test-runs': '1' });
  expect(run.gate.plans[0]!.test_run).toMatchObject({ trigger: 'auto', requested_by: AUTHOR });
  expect(shop.requests).toEqual(['GET /shop']);

  shop.requests.length = 0;
  gh.roles.set(AUTHOR, { permission: 'read', role_name: 'triage' });
  run = await runGate(gh, { inputs: { ...inputs, 'test-mode': 'auto' } });
  expect(run.outputs).toMatchObject({ 'test-runs': '0' });

  gh.applyLabel(PR, testLabelFor(plan), { login: 'maint' });
  run = await runGate(gh, { inputs: { ...inputs, 'test-mode': 'off' } });
  expect(run.outputs).toMatchObject({ 'test-runs': '0' });
  expect(shop.requests).toEqual([]);
}, 60_000);

test('the test label is created with the other labels while no test run was asked for', async () => {
  const plan = buyPlan();
  openPullRequest(gh, { 'plans/buy.json': plan });
  await runGate(gh, { inputs: INPUTS });
  expect(gh.repoLabels.get(testLabelFor(plan))).toEqual({ name: testLabelFor(plan), color: '5319e7', description: expect.stringMatching(/^test buy · created \d{4}-\d{2}-\d{2}$/) });
  expect(shop.requests).toEqual([]);
}, 60_000);
