/**
 * Step test mode (seed 001) through the real runner: the dispatch policy, element evidence, fault
 * children (which log every message they receive, so a test sees exactly what reached the child),
 * and the loopback proof — a recording page server sees only the reads of a test run, and the
 * effects of the same plan executed for real.
 * @needs-bundle engine
 * @needs-child-process node
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STUB_REASONS, testModeDispatch } from '../../src/mcp/tool-guard.js';
import { validatePlan } from '../../src/plan/validate.js';
import { PLAN_TOOLS, type Plan } from '../../src/contract/plan.js';
import { renderTestRunMarkdown, stubbedActionsJsonl, TEST_RUN_SCHEMA } from '../../src/report/test-run.js';
import { executePlan } from '../../src/workflow/execute.js';
import { referenceEngineBundle, referenceEngineCommand } from '../../src/workflow/child.js';
import { findElement, MAX_ELEMENTS_VISITED, testRunPlan } from '../../src/workflow/test-run.js';
import { shopElementId, startShop } from '../helpers/shop.js';
import { faultChild, loggedCalls, loggedPids, makePlan, survivors } from './helpers.js';

const toolCalls = (file: string) => loggedCalls(file).filter((c) => c.startsWith('tools/call'));

const UPSTREAM_ANNOTATIONS: Record<string, { readOnlyHint: boolean; destructiveHint: boolean }> = {
  open_page: { readOnlyHint: false, destructiveHint: false },
  navigate_to: { readOnlyHint: false, destructiveHint: true },
  click: { readOnlyHint: false, destructiveHint: true },
  type_text: { readOnlyHint: false, destructiveHint: true },
  select_option: { readOnlyHint: false, destructiveHint: true },
  scroll: { readOnlyHint: false, destructiveHint: false },
  toggle: { readOnlyHint: false, destructiveHint: true },
  clear: { readOnlyHint: false, destructiveHint: true },
  evaluate: { readOnlyHint: false, destructiveHint: true },
  get_cookies: { readOnlyHint: true, destructiveHint: false },
  set_cookies: { readOnlyHint: false, destructiveHint: true },
  clear_cookies: { readOnlyHint: false, destructiveHint: true },
  trace_status: { readOnlyHint: true, destructiveHint: false },
  trace_export: { readOnlyHint: true, destructiveHint: false },
  trace_clear: { readOnlyHint: false, destructiveHint: true },
  replay_validate: { readOnlyHint: true, destructiveHint: false },
};

describe('the test-mode dispatch policy', () => {
  test('with upstream annotations exactly the reads run, and every effect is stubbed', () => {
    const real = PLAN_TOOLS.filter((tool) => testModeDispatch(tool, UPSTREAM_ANNOTATIONS[tool], false) === 'real');
    expect(real).toEqual(['open_page', 'get_cookies', 'trace_status', 'trace_export', 'replay_validate']);
    expect(testModeDispatch('evaluate', UPSTREAM_ANNOTATIONS.evaluate, false)).toBe('evaluate');
    for (const tool of ['navigate_to', 'click', 'type_text', 'select_option', 'scroll', 'toggle', 'clear', 'set_cookies', 'clear_cookies', 'trace_clear'] as const) {
      expect(testModeDispatch(tool, UPSTREAM_ANNOTATIONS[tool], false)).toBe('mutating');
    }
  });

  test('evaluate is stubbed even when a child calls it read-only; a secret stubs any tool', () => {
    expect(testModeDispatch('evaluate', { readOnlyHint: true, destructiveHint: false }, false)).toBe('evaluate');
    for (const tool of PLAN_TOOLS) expect(testModeDispatch(tool, UPSTREAM_ANNOTATIONS[tool], true)).toBe('secret');
  });

  test('a read is sent only with readOnlyHint true and no destructiveHint true (absent hints are unsafe)', () => {
    expect(testModeDispatch('get_cookies', undefined, false)).toBe('not_read_only');
    expect(testModeDispatch('get_cookies', {}, false)).toBe('not_read_only');
    expect(testModeDispatch('get_cookies', { readOnlyHint: 'true' }, false)).toBe('not_read_only');
    expect(testModeDispatch('get_cookies', { readOnlyHint: true, destructiveHint: true }, false)).toBe('not_read_only');
    expect(testModeDispatch('get_cookies', { readOnlyHint: true }, false)).toBe('real');
    // open_page: the documented exception needs an explicit destructiveHint false.
    expect(testModeDispatch('open_page', { readOnlyHint: false }, false)).toBe('not_read_only');
    expect(testModeDispatch('open_page', { destructiveHint: true }, false)).toBe('not_read_only');
  });

  test('stub reasons are a closed list', () => {
    expect(STUB_REASONS).toEqual(['mutating', 'evaluate', 'not_read_only', 'secret']);
  });
});

describe('findElement', () => {
  const model = {
    regions: [
      { id: 'r_main', elements: [{ id: 'e_1', role: 'group', children: [{ id: 'e_2', role: 'button', text: 'Buy now' }] }] },
      { id: 'r_form', elements: [{ id: 'e_3', role: 'section', shadow: { mode: 'open', elements: [{ id: 'e_4', role: 'text_input', label: 'Email', text: 'ignored' }] } }] },
    ],
  };

  test('finds nested and shadow elements with role and accessible name (label before text)', () => {
    expect(findElement(model, 'e_2')).toEqual({ role: 'button', name: 'Buy now' });
    expect(findElement(model, 'e_4')).toEqual({ role: 'text_input', name: 'Email' });
    expect(findElement(model, 'e_9')).toBeNull();
    expect(findElement(null, 'e_2')).toBeNull();
    expect(findElement({ regions: 'no' }, 'e_2')).toBeNull();
  });

  test('a hostile model costs a bounded walk and no stack (deep nesting, huge fan-out)', () => {
    let deep: Record<string, unknown> = { id: 'e_target', role: 'button' };
    for (let i = 0; i < 50_000; i++) deep = { id: `e_${i}`, role: 'group', children: [deep] };
    expect(findElement({ regions: [{ elements: [deep] }] }, 'e_target')).toEqual({ role: 'button', name: '' });
    const wide = { regions: [{ elements: [...new Array(MAX_ELEMENTS_VISITED).fill({ id: 'x' }), { id: 'e_late', role: 'link' }] }] };
    expect(findElement(wide, 'e_late')).toBeNull();
  });
});

describe('test runs against a logging fault child', () => {
  const dir = mkdtempSync(join(tmpdir(), 'test-run-'));
  let n = 0;
  const log = () => join(dir, `log-${++n}.jsonl`);
  const env = { PATH: process.env.PATH, SHOP_PASSWORD: 'hunter2-canary' };

  const mixedPlan = (): Plan => makePlan([
    { id: 'open', tool: 'open_page', arguments: { url: 'http://127.0.0.1:9/shop' } },
    { id: 'type-email', tool: 'type_text', arguments: { element_id: 'e_email', text: 'a@example.test' } },
    { id: 'type-password', tool: 'type_text', arguments: { element_id: 'e_pw', text: { $secret: 'SHOP_PASSWORD' } } },
    { id: 'buy', tool: 'click', arguments: { element_id: 'e_buy' } },
    { id: 'probe', tool: 'evaluate', arguments: { expression: 'document.title' } },
    { id: 'cookies', tool: 'get_cookies' },
    { id: 'status', tool: 'trace_status', expect: { json_pointer: '/enabled', equals: false } },
  ]);

  test('only reads reach the child; effects and secret-bearing steps are recorded, never sent', async () => {
    const file = log();
    const reportPath = join(dir, 'mixed.test-run.json');
    const actionsPath = join(dir, 'mixed.actions.jsonl');
    const report = await testRunPlan(mixedPlan(), { child: faultChild('happy', file), env, reportPath, actionsPath });
    expect(toolCalls(file)).toEqual(['tools/call:open_page', 'tools/call:get_cookies', 'tools/call:trace_status', 'tools/call:close_page']);
    expect(readFileSync(file, 'utf8')).not.toContain('hunter2-canary');
    expect(report.schema).toBe(TEST_RUN_SCHEMA);
    expect(report.steps.map((s) => [s.id, s.mode, s.status, s.expect])).toEqual([
      ['open', 'real', 'succeeded', 'passed'],
      ['type-email', 'stubbed', 'failed', 'not_evaluated'],
      ['type-password', 'stubbed', 'failed', 'not_evaluated'],
      ['buy', 'stubbed', 'failed', 'not_evaluated'],
      ['probe', 'stubbed', 'stubbed', 'not_evaluated'],
      ['cookies', 'real', 'succeeded', 'passed'],
      ['status', 'real', 'succeeded', 'passed'],
    ]);
    // The fault child's page model has no regions: every targeted element is missing.
    expect(report.steps[3]).toMatchObject({ failure_class: 'element_not_found', stub_reason: 'mutating', element: { found: false } });
    expect(report.stubbed_actions.map((a) => [a.step_id, a.reason, a.needs_secret])).toEqual([
      ['type-email', 'mutating', false], ['type-password', 'secret', true], ['buy', 'mutating', false], ['probe', 'evaluate', false],
    ]);
    expect(report.stubbed_actions[1]!.arguments).toEqual({ element_id: 'e_pw', text: { $secret: '…' } });
    expect(report.status).toBe('failed');
    expect(report.summary).toEqual({ total: 7, real: 3, stubbed: 4, succeeded: 3, failed: 3, skipped: 0, elements_missing: 3 });
    expect(report.process_outcome).toBe('exited:0');
    const written = readFileSync(reportPath, 'utf8');
    expect(JSON.parse(written)).toEqual(report);
    expect(readFileSync(actionsPath, 'utf8')).toBe(stubbedActionsJsonl(report));
    expect(readFileSync(actionsPath, 'utf8').trim().split('\n').map((l) => JSON.parse(l).step_id)).toEqual(['type-email', 'type-password', 'buy', 'probe']);
    for (const text of [written, readFileSync(actionsPath, 'utf8'), renderTestRunMarkdown(report, 'plans/shop.json')]) {
      expect(text).not.toContain('SHOP_PASSWORD');
      expect(text).not.toContain('hunter2-canary');
    }
  });

  test('a read the child does not advertise as read-only is stubbed, not refused (destructive get_cookies)', async () => {
    const file = log();
    const report = await testRunPlan(makePlan([
      { id: 'open', tool: 'open_page', arguments: { url: 'http://127.0.0.1:9/' } },
      { id: 'cookies', tool: 'get_cookies' },
    ]), { child: faultChild('destructive', file), env });
    expect(toolCalls(file)).toEqual(['tools/call:open_page', 'tools/call:close_page']);
    expect(report.steps[1]).toMatchObject({ mode: 'stubbed', status: 'stubbed', stub_reason: 'not_read_only' });
    expect(report.status).toBe('passed');
  });

  test('an open_page that needs a secret is stubbed; the reads after it fail without a session', async () => {
    const file = log();
    const report = await testRunPlan(makePlan([
      { id: 'open', tool: 'open_page', arguments: { url: { $secret: 'SHOP_PASSWORD' } } },
      { id: 'buy', tool: 'click', arguments: { element_id: 'e_buy' } },
      { id: 'cookies', tool: 'get_cookies' },
    ], { fail_fast: false }), { child: faultChild('happy', file), env });
    expect(toolCalls(file)).toEqual([]);
    expect(readFileSync(file, 'utf8')).not.toContain('hunter2-canary');
    expect(report.steps.map((s) => [s.mode, s.status, s.failure_class])).toEqual([
      ['stubbed', 'stubbed', undefined],
      // Its page was never loaded: reported, not counted as missing.
      ['stubbed', 'stubbed', undefined],
      ['real', 'failed', 'missing_session'],
    ]);
    expect(report.steps[1]!.element).toEqual({ found: false, after_stubbed_navigation: true });
  });

  // Every transport fault of the execution suite (faults.test.ts), now under test mode.
  // The step timeout bounds only the calls: the handshake gets FAULT_HANDSHAKE_TIMEOUT_MS through
  // RunOptions.handshakeTimeoutMs, because on a loaded 2-core machine a Node child can take over a
  // second to start (Node 24 under CI load did). Only the timeout faults wait the step timeout out;
  // the cases run side by side (each has its own log file) so those waits overlap instead of
  // holding a Jest worker idle one after another.
  const FAULT_STEP_TIMEOUT_MS = 2_000;
  const FAULT_HANDSHAKE_TIMEOUT_MS = 60_000;
  test.concurrent.each([
    ['timeout', 'step_timeout', 'timed_out'],
    ['descendant', 'step_timeout', 'timed_out'],
    ['malformed', 'malformed_response', 'timed_out'],
    ['oversized', 'oversized_response', 'timed_out'],
    ['early-exit', 'early_exit', 'exited:3'],
    ['signal', 'early_exit', 'signaled:15'],
    ['line-flood', 'protocol_mismatch', 'timed_out'],
    ['byte-flood', 'oversized_response', 'timed_out'],
    ['stop-reading', 'step_timeout', 'timed_out'],
    ['wrong-id', 'protocol_mismatch', 'timed_out'],
    ['rpc-error', 'json_rpc_error', 'timed_out'],
  ])('containment holds in test mode: a %s child fails the read, the group is gone', async (mode, failureClass, outcome) => {
    const file = log();
    const report = await testRunPlan(makePlan([
      { id: 'open', tool: 'open_page', arguments: { url: 'http://127.0.0.1:9/' } },
      { id: 'buy', tool: 'click', arguments: { element_id: 'e_buy' } },
    ], { step_timeout_ms: FAULT_STEP_TIMEOUT_MS, response_bytes: 65_536 }), { child: faultChild(mode, file), env, handshakeTimeoutMs: FAULT_HANDSHAKE_TIMEOUT_MS });
    expect(report.steps[0]).toMatchObject({ mode: 'real', status: 'failed', failure_class: failureClass });
    expect(report.steps[1]).toMatchObject({ status: 'skipped', failure_class: 'fail_fast' });
    expect(report.process_outcome).toMatch(outcome);
    expect(report.stubbed_actions).toEqual([]);
    // The counts agree with the tables: the stub never reached is skipped, not "1 stubbed" above "Stubbed actions (0)".
    expect(report.summary).toMatchObject({ real: 1, stubbed: 0, skipped: 1, failed: 1 });
    const markdown = renderTestRunMarkdown(report, 'plan.json');
    expect(markdown).toContain('0 stubbed · 1 real · 1 skipped');
    expect(markdown).toContain('**Stubbed actions (0)**');
    expect(report.status).toBe('failed');
    const pids = loggedPids(file);
    expect(pids.length).toBeGreaterThan(0);
    expect(await survivors(pids, pids[0]!)).toEqual([]);
  });

  test('a gate failure before the first call skips every step with its class', async () => {
    const report = await testRunPlan(makePlan([
      { id: 'open', tool: 'open_page', arguments: { url: 'http://127.0.0.1:9/' } },
    ]), { child: faultChild('bad-keyword', log()), env });
    expect(report.steps).toEqual([{ id: 'open', tool: 'open_page', mode: 'real', status: 'skipped', failure_class: 'tool_schema_drift', expect: 'not_evaluated' }]);
  });
});

describe('the loopback proof on the reference engine', () => {
  const engine = referenceEngineCommand(referenceEngineBundle());

  function shopPlan(origin: string): Plan {
    const ids = { email: shopElementId(origin, 'email'), buy: shopElementId(origin, 'buy'), next: shopElementId(origin, 'next') };
    const document = {
      schema: 'plasmate.agent-workflow.v1',
      name: 'buy something',
      steps: [
        { id: 'open', tool: 'open_page', arguments: { url: `${origin}/shop` }, expect: { json_pointer: '/title', equals: 'Test-mode shop' } },
        { id: 'type-email', tool: 'type_text', arguments: { element_id: ids.email, text: 'buyer@example.test' } },
        { id: 'buy', tool: 'click', arguments: { element_id: ids.buy } },
        { id: 'missing', tool: 'click', arguments: { element_id: 'e_000000000000' } },
        { id: 'follow', tool: 'click', arguments: { element_id: ids.next } },
        { id: 'leave', tool: 'navigate_to', arguments: { url: `${origin}/elsewhere` } },
      ],
    };
    const check = validatePlan(Buffer.from(JSON.stringify(document)), 'shop.json', null);
    expect(check.problems).toEqual([]);
    return check.plan!;
  }

  test('a test run sends only the GET of its read; the targets are found by role and name', async () => {
    const shop = await startShop();
    try {
      const report = await testRunPlan(shopPlan(shop.origin), { child: engine, env: { PATH: process.env.PATH }, allowPrivateNetwork: true });
      expect(shop.requests).toEqual(['GET /shop']);
      expect(report.stubbed_actions.map((a) => [a.step_id, a.element])).toEqual([
        ['type-email', { found: true, role: 'text_input', name: 'Email address' }],
        ['buy', { found: true, role: 'button', name: 'Buy now' }],
        ['missing', { found: false }],
        ['follow', { found: true, role: 'link', name: 'Next page' }],
        ['leave', undefined],
      ]);
      expect(report.steps.map((s) => s.status)).toEqual(['succeeded', 'stubbed', 'stubbed', 'failed', 'stubbed', 'stubbed']);
      expect(report.steps[3]!.failure_class).toBe('element_not_found');
      expect(report.process_outcome).toBe('exited:0');
      expect(renderTestRunMarkdown(report, 'shop.json')).toMatch(/^### ❌ Test run: `shop.json` — buy something\n\n.*\n\n\*\*Stubbed actions \(5\)\*\*/);
    } finally {
      await shop.close();
    }
  });

  test('the same plan executed for real produces the effect requests', async () => {
    const shop = await startShop();
    try {
      const plan = shopPlan(shop.origin);
      // Without the element that does not exist, so the run reaches the link and the navigation.
      const real: Plan = { ...plan, steps: plan.steps.filter((s) => s.id !== 'missing') };
      const report = await executePlan(real, new Set(real.steps.map((s) => s.id)), { child: engine, env: { PATH: process.env.PATH }, secrets: new Set(), allowPrivateNetwork: true });
      expect(report.status).toBe('succeeded');
      // The buy button submits the shop's form (POST /buy) as a browser would; test mode stubbed exactly that.
      expect(shop.requests).toEqual(['GET /shop', 'POST /buy', 'GET /next', 'GET /elsewhere']);
    } finally {
      await shop.close();
    }
  });
});
