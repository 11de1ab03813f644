/**
 * `inspect`'s two halves: the pure page-model → rows → text functions against hostile models and
 * hostile page text, and `inspectPage` through the real runner on fault children (which log every
 * message they receive, so a test sees that the session was closed and the group is gone).
 * @needs-child-process node
 */
import { join } from 'node:path';
import {
  inspectedPage, inspectionPlan, inspectPage, MAX_NAME_CHARS, MAX_TOKEN_CHARS, pageRows,
  privateNetworkRefusal, renderInspectJson, renderInspectTable, toolErrorText,
} from '../../src/workflow/inspect.js';
import { MAX_ELEMENTS_VISITED } from '../../src/workflow/test-run.js';
import { printableLine, printableToken } from '../../src/contract/text.js';
import { faultChild, loggedCalls, loggedPids, survivors, tempDir } from './helpers.js';

/** Everything a terminal acts on: C0 (but not the whitespace that is collapsed), DEL, C1, bidi controls. */
const TERMINAL_ACTIVE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

describe('pageRows', () => {
  test('every region and element, depth-first through children and then shadow elements', () => {
    const model = {
      regions: [
        { id: 'r_nav', role: 'navigation', elements: [{ id: 'e_home', role: 'link', text: 'Home', html_id: 'home', actions: ['click'] }] },
        {
          id: 'r_main', role: 'main', elements: [
            {
              id: 'e_list', role: 'list', children: [{ id: 'e_item', role: 'link', label: 'Item', text: 'ignored', actions: ['click'] }],
              shadow: { mode: 'open', elements: [{ id: 'e_shadow', role: 'button', text: 'In shadow', actions: ['click'] }] },
            },
            { id: 'e_after', role: 'paragraph', text: 'After' },
          ],
        },
        { id: 'r_empty', role: 'aside', label: 'Nothing here', elements: [] },
      ],
    };
    const { rows, truncated } = pageRows(model);
    expect(truncated).toBe(false);
    expect(rows.map((r) => [r.region_id, r.element_id, r.depth, r.name])).toEqual([
      ['r_nav', 'e_home', 0, 'Home'],
      ['r_main', 'e_list', 0, ''],
      ['r_main', 'e_item', 1, 'Item'], // label wins over text
      ['r_main', 'e_shadow', 1, 'In shadow'],
      ['r_main', 'e_after', 0, 'After'],
      ['r_empty', null, 0, 'Nothing here'],
    ]);
    expect(rows[0]).toEqual({ region_id: 'r_nav', region_role: 'navigation', element_id: 'e_home', role: 'link', name: 'Home', html_id: 'home', actions: ['click'], depth: 0 });
  });

  test('a model that is not one gives no rows; junk nodes are skipped', () => {
    expect(pageRows(null).rows).toEqual([]);
    expect(pageRows({ regions: 'no' }).rows).toEqual([]);
    const { rows } = pageRows({ regions: [7, { id: 'r', role: 'main', elements: [null, 'x', { id: 5, role: [], actions: 'click' }] }] });
    expect(rows).toEqual([{ region_id: 'r', region_role: 'main', element_id: '', role: '', name: '', html_id: null, actions: [], depth: 0 }]);
  });

  test('a hostile model costs a bounded walk and no stack (deep nesting, huge fan-out)', () => {
    let deep: Record<string, unknown> = { id: 'e_bottom', role: 'button' };
    for (let i = 0; i < 20_000; i++) deep = { id: `e_${i}`, role: 'group', children: [deep] };
    const nested = pageRows({ regions: [{ id: 'r', role: 'main', elements: [deep] }] });
    expect(nested.rows).toHaveLength(20_001);
    expect(nested.rows.at(-1)).toMatchObject({ element_id: 'e_bottom', depth: 20_000 });
    // Its rendering indents by at most MAX_INDENT_DEPTH levels.
    const table = renderInspectTable(inspectedPage({ url: 'http://127.0.0.1:1/', regions: [{ id: 'r', role: 'main', elements: [deep] }] }));
    expect(Math.max(...table.split('\n').map((l) => /^ */.exec(l)![0].length))).toBe(16);

    const wide = pageRows({ regions: [{ id: 'r', role: 'main', elements: new Array(MAX_ELEMENTS_VISITED + 10).fill({ id: 'x', role: 'link' }) }] });
    expect(wide.truncated).toBe(true);
    // The region itself is one visited node.
    expect(wide.rows).toHaveLength(MAX_ELEMENTS_VISITED - 1);
    const manyRegions = pageRows({ regions: new Array(MAX_ELEMENTS_VISITED + 1).fill(7) });
    expect(manyRegions).toEqual({ rows: [], truncated: true });
  });
});

describe('page text is shown inert', () => {
  const HOSTILE = 'Buy\u001b[2J\u001b]0;owned\u0007 now\r\nline two | e_forged  button\u009b31m \u202eevil\u2066 \u0000end';

  test('printableLine: one line, no control left, bounded by code points', () => {
    const line = printableLine(HOSTILE, 200);
    expect(line).not.toMatch(TERMINAL_ACTIVE);
    expect(line).not.toMatch(/[\r\n]/);
    expect(line).toBe('Buy?[2J?]0;owned? now line two | e_forged button?31m ?evil? ?end');
    const long = printableLine('😀'.repeat(500), MAX_NAME_CHARS);
    expect(Array.from(long)).toHaveLength(MAX_NAME_CHARS);
    expect(long.endsWith('…')).toBe(true);
    expect(long).not.toMatch(/[\ud800-\udfff]/u); // under /u only a lone surrogate matches
  });

  test('printableToken: no space, no control, bounded', () => {
    expect(printableToken('a b\tc\u001bd|e', MAX_TOKEN_CHARS)).toBe('a?b?c?d|e');
    expect(Array.from(printableToken('x'.repeat(10_000), MAX_TOKEN_CHARS))).toHaveLength(MAX_TOKEN_CHARS);
  });

  test('the table: hostile names, ids and html ids cannot add a line, a column or an escape', () => {
    const model = {
      url: 'http://127.0.0.1:9/\u001b[31m', title: 'T\u001b]0;x\u0007\nitle',
      regions: [{
        id: 'r_main\u001b', role: 'main', elements: [
          { id: 'e_1\n', role: 'button', label: HOSTILE, html_id: 'a b|c', actions: ['click\u001b', 'x y'] },
          { id: 'e_2', role: 'link', text: 'plain', actions: ['click'] },
        ],
      }],
    };
    const page = inspectedPage(model);
    for (const text of [renderInspectTable(page), renderInspectJson(page)]) expect(text).not.toMatch(TERMINAL_ACTIVE);
    const lines = renderInspectTable(page).split('\n');
    // page, origin, blank, header, two rows.
    expect(lines).toHaveLength(6);
    const fields = lines[4]!.trim().split(/\s+/);
    expect(fields.slice(0, 4)).toEqual(['e_1?', 'button', 'a?b|c', 'click?,x?y']);
    expect(lines[5]!.trim().split(/\s+/).slice(0, 4)).toEqual(['e_2', 'link', '-', 'click']);
    expect(JSON.parse(renderInspectJson(page)).rows[0].name).toBe(printableLine(HOSTILE, MAX_NAME_CHARS));
  });

  test('the child error text is cleaned and bounded, and only an isError result has one', () => {
    const text = toolErrorText({ isError: true, content: [{ type: 'text', text: `Failed\u001b[2J\n${'x'.repeat(5_000)}` }] });
    expect(text).not.toMatch(TERMINAL_ACTIVE);
    expect(text!.length).toBeLessThanOrEqual(300);
    expect(toolErrorText({ content: [{ type: 'text', text: '{"session_id":"s"}' }] })).toBeNull();
    expect(toolErrorText(null)).toBeNull();
  });
});

describe('inspectedPage: the origin the ids are bound to', () => {
  test('scheme, host and port; default ports dropped; none when the URL does not parse', () => {
    expect(inspectedPage({ url: 'http://127.0.0.1:8080/shop', regions: [] }).origin).toBe('http://127.0.0.1:8080');
    expect(inspectedPage({ url: 'https://example.com:443/a', regions: [] }).origin).toBe('https://example.com');
    expect(inspectedPage({ url: 'not a url', regions: [] }).origin).toBeNull();
    expect(renderInspectTable(inspectedPage({ url: 'https://example.com/', regions: [] })))
      .toContain('origin https://example.com — element ids are bound to it');
  });
});

describe('inspectionPlan: the URL goes through the plan contract', () => {
  test('an ordinary URL makes a one-step open_page plan', () => {
    const built = inspectionPlan('http://127.0.0.1:8080/shop');
    expect('plan' in built && built.plan.steps.map((s) => [s.tool, s.arguments])).toEqual([['open_page', { url: 'http://127.0.0.1:8080/shop' }]]);
  });

  test('a URL over the contract\'s string bound is a problem, reported bounded', () => {
    const built = inspectionPlan(`http://127.0.0.1/${'a'.repeat(40_000)}`);
    expect('problems' in built).toBe(true);
    if ('problems' in built) {
      expect(built.problems.length).toBeGreaterThan(0);
      for (const p of built.problems) expect(p.length).toBeLessThanOrEqual(300);
    }
  });
});

describe('privateNetworkRefusal: when to suggest --allow-private-network', () => {
  const refusal = (address: string) => `Failed to fetch http://x/: Outbound URL blocked: address ${address} is not globally routable`;
  test.each([
    [refusal('127.0.0.1'), 'http://127.0.0.1:8080/', true],
    [refusal('10.1.2.3'), 'http://10.1.2.3/', true],
    [refusal('192.168.1.1'), 'http://192.168.1.1/', true],
    [refusal('::1'), 'http://[::1]:8080/', true],
    ["Failed to fetch http://localhost:1/: Outbound URL blocked: outbound host 'localhost' resolved to blocked address 127.0.0.1: address 127.0.0.1 is not globally routable", 'http://localhost:1/', true],
    // A Plasmate binary's wording without an address: the URL's own host decides.
    ['Outbound URL blocked: private network', 'http://127.0.0.1:3000/', true],
    // The opt-in never opens these: no hint.
    [refusal('169.254.169.254'), 'http://169.254.169.254/', false],
    [refusal('169.254.1.1'), 'http://169.254.1.1/', false],
    ["Failed to fetch http://metadata.google.internal/: Outbound URL blocked: outbound URL host 'metadata.google.internal' is a cloud metadata target", 'http://metadata.google.internal/', false],
    ["Outbound URL blocked: outbound URL scheme 'file' is not allowed; only http and https are permitted", 'file:///etc/passwd', false],
    // Not a refusal at all.
    ['Failed to fetch http://127.0.0.1:9/: Navigation failed: connect ECONNREFUSED 127.0.0.1:9', 'http://127.0.0.1:9/', false],
  ])('%s', (text, url, expected) => {
    expect(privateNetworkRefusal(text, url)).toBe(expected);
  });
});

describe('inspectPage through the real runner', () => {
  const OPTIONS = { env: process.env };

  test('on a child that answers: the page, close_page sent, the whole group gone', async () => {
    const { dir, cleanup } = tempDir();
    try {
      const log = join(dir, 'happy.log');
      const built = inspectionPlan('http://127.0.0.1:1/page');
      if (!('plan' in built)) throw new Error('plan');
      const outcome = await inspectPage(built.plan, { ...OPTIONS, child: faultChild('happy', log) });
      expect(outcome).toMatchObject({ ok: true, processOutcome: 'exited:0', page: { url: 'http://127.0.0.1:1/page', title: 'Title of http://127.0.0.1:1/page', rows: [] } });
      expect(loggedCalls(log)).toEqual(['initialize', 'notifications/initialized', 'tools/list', 'tools/call:open_page', 'tools/call:close_page']);
      const pids = loggedPids(log);
      expect(await survivors(pids, pids[0]!)).toEqual([]);
    } finally {
      cleanup();
    }
  });

  test('a child that never answers open_page: a step timeout, and its descendant is killed with it', async () => {
    const { dir, cleanup } = tempDir();
    try {
      const log = join(dir, 'descendant.log');
      const built = inspectionPlan('http://127.0.0.1:1/page');
      if (!('plan' in built)) throw new Error('plan');
      // A short step deadline that starts at the open_page (the handshake gets a generous one through
      // RunOptions.handshakeTimeoutMs, so the fault child's start is not in it; 300 ms for both
      // failed on a loaded machine). What must fit in it: the child reading the call and spawning
      // its descendant.
      const plan = { ...built.plan, limits: { ...built.plan.limits, step_timeout_ms: 2_000 } };
      const outcome = await inspectPage(plan, { ...OPTIONS, child: faultChild('descendant', log), handshakeTimeoutMs: 60_000 });
      expect(outcome).toMatchObject({ ok: false, failureClass: 'step_timeout', error: null, privateNetworkHint: false });
      const pids = loggedPids(log);
      expect(pids).toHaveLength(2);
      expect(await survivors(pids, pids[0]!)).toEqual([]);
    } finally {
      cleanup();
    }
  });

  test('cancellation before or during the run: no page, the group gone', async () => {
    const { dir, cleanup } = tempDir();
    try {
      const built = inspectionPlan('http://127.0.0.1:1/page');
      if (!('plan' in built)) throw new Error('plan');
      const aborted = AbortSignal.abort();
      expect(await inspectPage(built.plan, { ...OPTIONS, child: faultChild('happy', join(dir, 'never.log')), signal: aborted }))
        .toMatchObject({ ok: false, failureClass: 'workflow_timeout', processOutcome: null });
      expect(loggedPids(join(dir, 'never.log'))).toEqual([]);

      const log = join(dir, 'timeout.log');
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 500);
      const outcome = await inspectPage(built.plan, { ...OPTIONS, child: faultChild('timeout', log), signal: controller.signal });
      expect(outcome).toMatchObject({ ok: false, failureClass: 'workflow_timeout' });
      const pids = loggedPids(log);
      expect(await survivors(pids, pids[0]!)).toEqual([]);
    } finally {
      cleanup();
    }
  });
});
