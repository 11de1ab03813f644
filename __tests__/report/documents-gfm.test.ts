/**
 * Every Markdown document the project emits, rendered by a real GFM renderer (micromark with its
 * GFM extension, raw HTML let through as GitHub's sanitizer would keep `<img>`) and inspected as a
 * DOM: each table has its header's cells in every row and nothing else, a `**Why**` list after a
 * table is a list (not another table row), and page text — an element's accessible name with
 * `|`, backticks, `<`, `[`, a line break and bidi controls — is exactly one inert cell (otherwise
 * a `|` in a name would end the cell and put the link "Approved by maintainer — confirm here" and an
 * image into the check summary). Also what a maintainer reads on a push.
 */
import { JSDOM } from 'jsdom';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import type { BenchmarkReport } from '../../src/benchmark/evidence.js';
import { renderBenchmarkMarkdown } from '../../src/benchmark/markdown.js';
import { evaluateGate, type GateResult } from '../../src/github/gate/gate.js';
import { checkTitle, closingMarkup, renderGateMarkdown, trimToBytes } from '../../src/github/gate/render.js';
import { code, diagnosticsMarkdown, renderChecksMarkdown, type PlanSummary } from '../../src/report/markdown.js';
import { cell, headerCells, table } from '../../src/report/table.js';
import { buildTestRunReport, renderTestRunMarkdown, type TestRunReport } from '../../src/report/test-run.js';
import type { RunDiagnostics } from '../../src/report/diagnostics.js';

const ZWSP = '\u200b';
/** The attack: a page names an element so that its cell closes and a link and an image follow. */
const HOSTILE_NAME = 'Pay | [Approved by maintainer — confirm here](https://evil.example/ok) | ![i](https://evil.example/i.png) `x` <img src=x> [a]\nsecond line \u202eevil\u202c';
/** How the name is shown: one line, bidi controls replaced, everything else as written. */
const SHOWN_NAME = HOSTILE_NAME.replace(/\n/g, ' ').replace(/[\u202a-\u202e\u2066-\u2069]/g, '\ufffd');
const OWN_ELEMENTS = new Set(['HTML', 'HEAD', 'BODY', 'H2', 'H3', 'H4', 'P', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD', 'CODE', 'STRONG', 'UL', 'LI', 'BLOCKQUOTE', 'HR', 'BR', 'DETAILS', 'SUMMARY', 'PRE']);

/**
 * One window's DOMParser parses every rendering (as report/escape-readable does): a whole HTML
 * document as a browser parses it, scripts off as in a JSDOM of its own, without a window per
 * rendering, which was most of this file's CPU.
 */
const parser = new new JSDOM().window.DOMParser();

function render(markdown: string): Document {
  return parser.parseFromString(micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: true }), 'text/html');
}
const shown = (node: Node | null | undefined) => (node?.textContent ?? '').replaceAll(ZWSP, '');

function expectInert(doc: Document): void {
  expect(doc.querySelectorAll('a, img')).toHaveLength(0);
  expect([...doc.querySelectorAll('*')].map((e) => e.tagName).filter((t) => !OWN_ELEMENTS.has(t))).toEqual([]);
}

/** Every table: its header, and each row's cells (checking each row has exactly the header's count). */
function tables(doc: Document): { header: string[]; rows: string[][] }[] {
  return [...doc.querySelectorAll('table')].map((t) => {
    const header = [...t.querySelectorAll('thead th')].map(shown);
    const rows = [...t.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map(shown));
    for (const row of rows) expect([header.join(' | '), row.length]).toEqual([header.join(' | '), header.length]);
    return { header, rows };
  });
}
/** The (one) table whose header starts with these titles. */
function tableWith(doc: Document, ...titles: string[]): { header: string[]; rows: string[][] } {
  const found = tables(doc).filter((t) => titles.every((title, i) => t.header[i] === title));
  expect([titles.join(' | '), found.length]).toEqual([titles.join(' | '), 1]);
  return found[0]!;
}

const testRun: TestRunReport = buildTestRunReport({
  plan: { name: 'pay', fingerprint: 'f'.repeat(64) },
  steps: [
    { id: 'open', tool: 'open_page', mode: 'real', status: 'failed', failure_class: 'tool_error_expectation', expect: 'not_evaluated' },
    { id: 'press', tool: 'click', mode: 'stubbed', status: 'stubbed', expect: 'not_evaluated', stub_reason: 'mutating', element: { found: true, role: 'button', name: HOSTILE_NAME } },
  ],
  stubbedActions: [{ step_id: 'press', tool: 'click', reason: 'mutating', arguments: { element_id: 'e_0b9c7d2e4f61' }, needs_secret: false, element: { found: true, role: 'button', name: HOSTILE_NAME } }],
});
const why: RunDiagnostics = { run: null, notes: [], steps: [{ index: 0, stepId: 'open', line: 4, column: 5, failureClass: 'tool_error_expectation', reason: 'HTTP error 404: the page | was [gone](x)' }] };

function expectTestRun(doc: Document): void {
  expectInert(doc);
  const stubbed = tableWith(doc, 'step', 'tool');
  expect(stubbed.header).toEqual(['step', 'tool', 'why stubbed', 'target', 'arguments']);
  expect(stubbed.rows).toEqual([['press', 'click', 'changes the page', `button ${SHOWN_NAME}`, '{"element_id":"e_0b9c7d2e4f61"}']]);
  const steps = tableWith(doc, '#', 'step', 'tool', 'mode');
  expect(steps.rows.map((r) => r.slice(0, 5))).toEqual([['1', 'open', 'open_page', 'real', 'failed (tool_error_expectation)'], ['2', 'press', 'click', 'stubbed', 'stubbed']]);
}

function expectWhyList(doc: Document): void {
  // The list, not a table row: its item is an <li>, and no cell anywhere holds "Why".
  expect([...doc.querySelectorAll('li')].map(shown)).toContain('4:5 step open tool_error_expectation: HTTP error 404: the page | was [gone](x)');
  expect([...doc.querySelectorAll('td')].map(shown).filter((t) => t.includes('Why'))).toEqual([]);
}

describe('a test run with a hostile accessible name', () => {
  test('alone (the CLI, --markdown): one cell per value, nothing links or shows an image', () => {
    expectTestRun(render(renderTestRunMarkdown(testRun, 'plans/pay.json')));
  });

  test('followed by its Why list, as the CLI writes it for one plan and for --report-dir: the list is a list', () => {
    const doc = render(`${renderTestRunMarkdown(testRun, 'plans/pay.json')}${diagnosticsMarkdown(why).map((line) => `${line}\n`).join('')}`);
    expectTestRun(doc);
    expectWhyList(doc);
  });

  test('in the check run and the job summary (render.ts): the same, and the Why list stays a list', () => {
    const plan = Buffer.from(JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name: 'pay', steps: [{ id: 'open', tool: 'open_page', arguments: { url: 'https://app.example.test/' } }, { id: 'press', tool: 'click', arguments: { element_id: 'e_0b9c7d2e4f61' } }] }));
    const result: GateResult = evaluateGate({
      sources: [{ file: 'plans/pay.json', bytes: plan }],
      labeling: { liveLabels: [], latestLabeler: new Map(), roles: new Map(), pullRequestAuthor: 'alice', commitLogins: new Set(), commitsComplete: true },
      policy: { approverRole: 'write', allowSelfApproval: false },
      optIns: { allowEvaluate: false, allowCookieWrites: false },
      requirePlanApproval: false,
      secrets: new Set(),
    });
    result.plans[0]!.testRun = { report: testRun, trigger: 'label', requestedBy: 'maintainer', recordPath: '/r/01.test-run.json', actionsPath: '/r/01.test-actions.jsonl' };
    const doc = render(renderGateMarkdown(result, { notes: [], approverRole: 'write', allowSelfApproval: false, removed: [], ignored: 0, testDiagnostics: new Map([['plans/pay.json', why]]) }));
    expectTestRun(doc);
    expectWhyList(doc);
    expect(tableWith(doc, 'plan', 'step').rows).toEqual([['plans/pay.json', 'press', result.plans[0]!.mutatingSteps[0]!.approvalLabel]]);
  });
});

describe('a push: no pull request, so approvals are not evaluated', () => {
  const plans = ['a', 'b'].map((name) => ({ file: `plans/${name}.json`, bytes: Buffer.from(JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name, steps: [{ id: 'open', tool: 'open_page', arguments: { url: 'https://app.example.test/' } }, { id: 'press', tool: 'click', arguments: { element_id: 'e_0b9c7d2e4f61' } }] })) }));
  const input = { policy: { approverRole: 'write' as const, allowSelfApproval: false }, optIns: { allowEvaluate: false, allowCookieWrites: false }, requirePlanApproval: false, secrets: new Set<string>() };

  test('the summary says approvals are checked on pull requests, with no approval column and no ⏸️', () => {
    const result = evaluateGate({ ...input, sources: plans, labeling: null });
    expect(result.conclusion).toBe('success');
    const markdown = renderGateMarkdown(result, { notes: [], approverRole: 'write', allowSelfApproval: false, removed: [], ignored: 0, withoutPullRequest: true });
    expect(markdown).not.toContain('⏸️');
    expect(markdown).not.toMatch(/needs? approval/);
    const doc = render(markdown);
    expectInert(doc);
    expect(shown(doc.querySelector('h2 + p'))).toBe('2 plans checked: 2 validated. Approvals are checked on pull requests: this run has none, so no step approval is evaluated or shown.');
    for (const t of tables(doc)) expect(t.header.filter((h) => h.includes('approval'))).toEqual([]);
    expect(tables(doc).filter((t) => t.header[0] === '#').map((t) => t.header)).toEqual([['#', 'step', 'tool', 'does', 'mutates', 'opt-in', 'result'], ['#', 'step', 'tool', 'does', 'mutates', 'opt-in', 'result']]);
  });

  test('on a pull request the approval columns are there, and the count reads as English', () => {
    const labeling = { liveLabels: [], latestLabeler: new Map(), roles: new Map(), pullRequestAuthor: 'alice', commitLogins: new Set<string>(), commitsComplete: true };
    const doc = render(renderGateMarkdown(evaluateGate({ ...input, sources: plans, labeling }), { notes: [], approverRole: 'write', allowSelfApproval: false, removed: [], ignored: 0 }));
    expect(tables(doc).filter((t) => t.header[0] === '#').map((t) => t.header)).toEqual([['#', 'step', 'tool', 'does', 'mutates', 'approval', 'opt-in', 'result', 'approval label'], ['#', 'step', 'tool', 'does', 'mutates', 'approval', 'opt-in', 'result', 'approval label']]);
    expect(shown(doc.querySelector('h2 + p'))).toBe('2 plans checked: 2 need approval.');
  });

  test('one plan needing approval: "1 needs approval"', () => {
    const summary: PlanSummary = { check: evaluateGate({ ...input, sources: [plans[0]!], labeling: null }).plans[0]!.check, approvals: null, report: null };
    expect(renderChecksMarkdown([summary], 'Plans')).toContain('1 plan checked: 1 needs approval.');
  });
});

test('the benchmark evidence: one row per task with hostile ids kept in their cells; the version reads 0.1.0', () => {
  const task = (id: string, passed: boolean) => ({
    id, category: 'navigation', expected_workflow_outcome: 'succeeded', observed_workflow_outcome: passed ? 'succeeded' : 'failed', task_contract_passed: passed,
    workflow_summary: { succeeded: 1, failed: 0, skipped: 0 }, process_outcome: 'exited:0', observational_wall_time_us: 1_500_000,
    assertions: [{ name: 'workflow_outcome_matches_contract', passed, detail: 'expected succeeded, observed failed | [x](y)' }],
  });
  const report = {
    suite: { name: 'suite', manifest_sha256: 'a'.repeat(64), fixture_corpus_sha256: 'b'.repeat(64) },
    environment: { plasmate_version: 'plasmate-agent-workflow-action 0.1.0', git_commit: null, git_dirty: false, rustc_version: 'node v20', build_profile: 'release', operating_system: 'linux', architecture: 'x86_64', executable_sha256: 'c'.repeat(64), runner: {} },
    summary: { task_contracts_passed: 1, tasks_total: 2, task_contracts_failed: 1, observed_succeeded: 1, observed_failed: 1, observed_crash: 0, observed_timeout: 0, workflow_steps_total: 2, workflow_steps_succeeded: 1, workflow_steps_failed: 1, workflow_steps_skipped: 0 },
    tasks: [task('nav | ![i](https://evil.example/i.png)', true), task('fail', false)],
    gate: { passed: false, violations: ['1 deterministic task contract failed'] },
  } as unknown as BenchmarkReport;
  const markdown = renderBenchmarkMarkdown(report);
  expect(markdown).toContain('Provenance: plasmate-agent-workflow-action 0.1.0 at');
  const doc = render(markdown);
  expectInert(doc);
  const rows = tableWith(doc, 'task', 'category').rows;
  expect(rows.map((r) => r[0])).toEqual(['nav | ![i](https://evil.example/i.png)', 'fail']);
  expect([...doc.querySelectorAll('li')].map(shown)).toContain('fail workflow_outcome_matches_contract: expected succeeded, observed failed | [x](y)');
});

test('a table takes only cells: a plain string (code()\'s output, a template literal) does not type-check (tsc --noEmit)', () => {
  // @ts-expect-error code() returns a string, not a Cell: a `|` in it would end the cell.
  const rows = table(headerCells('a'), [[code('x|y')]]);
  expect(rows).toHaveLength(4);
  const computed = String(1);
  // @ts-expect-error cell.markup takes only a literal written in the source, never a computed string.
  cell.markup(computed);
  expect(() => table(headerCells('a', 'b'), [[cell.text('only one')]])).toThrow('a table row has 1 cell for 2 columns');
  expect(render(table(headerCells('a', 'b'), [[cell.code('x|y'), cell.text('p|q')]]).join('\n')).querySelectorAll('td')).toHaveLength(2);
});

/**
 * For a reviewer: what each step does and what changed against the base branch, with
 * hostile plan text in every new cell and in the expression block — `|`, backticks, a fence, a
 * `</details>` closer, HTML, a link, a line break, bidi controls, a mention — and a secret that is
 * never named.
 */
describe('what each step does and what changed against the base, for a reviewer', () => {
  const HOSTILE_TEXT = 'a|b `c` ``` </details> <img src=x> [l](https://evil.example) \u202eevil\u202c @admin #1\nsecond';
  const SHOWN_TEXT = HOSTILE_TEXT.replace(/\n/g, ' ').replace(/[\u202a-\u202e]/g, '\ufffd');
  const EXPRESSION = '```\n</details>\n<script>alert(1)</script>\n<img src=x onerror=alert(2)>\n````` [x](https://evil.example) \u202eevil';
  const planOf = (steps: unknown[]) => Buffer.from(JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name: 'review', steps }, null, 2));
  const HEAD_PLAN = planOf([
    { id: 'open', tool: 'open_page', arguments: { url: 'https://shop.example/cart?x=|`y`' } },
    { id: 'nav', tool: 'navigate_to', arguments: { url: '/pay|<img src=x>' } },
    { id: 'type', tool: 'type_text', arguments: { element_id: 'e_0123456789ab', text: HOSTILE_TEXT } },
    { id: 'pw', tool: 'type_text', arguments: { element_id: 'e_0123456789ac', text: { $secret: 'SHOP_PASSWORD' } } },
    { id: 'pick', tool: 'select_option', arguments: { element_id: 'e_0123456789ad', value: HOSTILE_TEXT } },
    { id: 'cookies', tool: 'set_cookies', arguments: { cookies: [{ name: 'sid|x', value: 'v', url: 'https://shop.example/' }, { name: HOSTILE_TEXT, value: 'w', url: 'https://shop.example/' }] } },
    { id: 'eval', tool: 'evaluate', arguments: { expression: EXPRESSION } },
  ]);
  const BASE_PLAN = planOf([
    { id: 'open', tool: 'open_page', arguments: { url: 'https://old.example/cart' } },
    { id: 'type', tool: 'type_text', arguments: { element_id: 'e_0123456789ab', text: 'SAVE10' } },
    { id: 'pw', tool: 'type_text', arguments: { element_id: 'e_0123456789ac', text: { $secret: 'OLD_PASSWORD' } } },
    { id: 'gone', tool: 'click', arguments: { element_id: 'e_0123456789ae' } },
  ]);
  const labeling = { liveLabels: [], latestLabeler: new Map(), roles: new Map(), pullRequestAuthor: 'alice', commitLogins: new Set<string>(), commitsComplete: true };
  function gate(): GateResult {
    return evaluateGate({
      sources: [{ file: 'plans/review.json', bytes: HEAD_PLAN }], labeling,
      policy: { approverRole: 'write', allowSelfApproval: false }, optIns: { allowEvaluate: true, allowCookieWrites: true }, requirePlanApproval: false, secrets: new Set(['SHOP_PASSWORD']),
    });
  }
  const ctx = { notes: [], approverRole: 'write' as const, allowSelfApproval: false, removed: [], ignored: 0 };

  test('the step table says what each step does, one inert cell each; the expression is one collapsed code block', () => {
    const result = gate();
    // A test run looked the typed-into element up: its role and (hostile) accessible name are shown with its id.
    result.plans[0]!.testRun = {
      report: buildTestRunReport({ plan: { name: 'review', fingerprint: 'f'.repeat(64) }, steps: [{ id: 'type', tool: 'type_text', mode: 'stubbed', status: 'stubbed', expect: 'not_evaluated', stub_reason: 'mutating', element: { found: true, role: 'textbox', name: HOSTILE_NAME } }], stubbedActions: [] }),
      trigger: 'label', requestedBy: 'maint', recordPath: '/r/t.json', actionsPath: '/r/t.jsonl',
    };
    const markdown = renderGateMarkdown(result, { ...ctx, bases: new Map([['plans/review.json', { file: 'plans/review.json', bytes: BASE_PLAN }]]) });
    expect(markdown).not.toMatch(/SHOP_PASSWORD|OLD_PASSWORD/);
    const doc = render(markdown);
    expectInert(doc);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    const steps = tableWith(doc, '#', 'step', 'tool', 'does');
    expect(steps.rows.map((r) => r[3])).toEqual([
      'opens https://shop.example path /cart?x=|`y`',
      // Resolved against the page before it, as the browser does; percent-encoded by the URL parser, so never markup.
      'navigates to https://shop.example path /pay|%3Cimg%20src=x%3E',
      // The accessible name is bounded (80 characters), with a visible "…".
      `types ${SHOWN_TEXT} into e_0123456789ab (textbox ${Array.from(SHOWN_NAME).slice(0, 79).join('')}…)`,
      'types a secret {"$secret":"…"} into e_0123456789ac',
      `selects ${SHOWN_TEXT} in e_0123456789ad`,
      `sets cookies sid|x, ${SHOWN_TEXT}`,
      'runs JavaScript: expression of step 7 below',
    ]);
    const details = [...doc.querySelectorAll('details')];
    expect(details).toHaveLength(1);
    expect(shown(details[0]!.querySelector('summary'))).toBe(`Step 7 (evaluate): the expression it runs, ${Array.from(EXPRESSION).length} characters`);
    // The whole expression, as written (bidi control replaced), in one code block inside the collapsed block.
    expect(details[0]!.querySelectorAll('pre code')).toHaveLength(1);
    expect(details[0]!.querySelector('pre code')!.textContent).toBe(`${EXPRESSION.replace(/\u202e/g, '\ufffd')}\n`);
  });

  test('the changes against the base: added, removed and changed steps by id, old → new, new origins, a secret never named', () => {
    const markdown = renderGateMarkdown(gate(), { ...ctx, bases: new Map([['plans/review.json', { file: 'plans/old-review.json', bytes: BASE_PLAN }]]) });
    expect(markdown).not.toMatch(/SHOP_PASSWORD|OLD_PASSWORD/);
    const doc = render(markdown);
    expectInert(doc);
    const paragraph = [...doc.querySelectorAll('p')].map(shown).find((t) => t.startsWith('Renamed from'));
    expect(paragraph).toBe('Renamed from plans/old-review.json. 4 steps added, 1 step removed, 3 steps changed. Newly opened origins: https://shop.example.');
    const changes = tableWith(doc, 'step', 'change', 'before', 'after');
    expect(changes.rows).toEqual([
      ['nav', 'added', '—', 'navigate_to'],
      ['pick', 'added', '—', 'select_option'],
      ['cookies', 'added', '—', 'set_cookies'],
      ['eval', 'added', '—', 'evaluate'],
      ['gone', 'removed', 'click', '—'],
      ['open', 'arguments/url', 'https://old.example/cart', 'https://shop.example/cart?x=|`y`'],
      ['type', 'arguments/text', 'SAVE10', SHOWN_TEXT],
      ['pw', 'arguments/text', '{"$secret":"…"}', '{"$secret":"…"} (another secret)'],
    ]);
  });

  test('a new plan, and a base that is no plan: said so, never a problem of the gate', () => {
    const added = render(renderGateMarkdown(gate(), { ...ctx, bases: new Map([['plans/review.json', null]]) }));
    expect([...added.querySelectorAll('p')].map(shown)).toContain('New plan: the base branch has no version of it; all 7 steps are added. It opens https://shop.example.');
    const result = gate();
    const broken = render(renderGateMarkdown(result, { ...ctx, bases: new Map([['plans/review.json', { file: 'plans/review.json', bytes: Buffer.from('{"schema": "plasmate.agent-workflow.v1", "steps": [') }]]) }));
    expectInert(broken);
    expect([...broken.querySelectorAll('p')].map(shown).find((t) => t.startsWith('The base version'))).toMatch(/^The base version is shown as unreadable: not a valid plan \(plans\/review\.json:1:\d+ [a-z.]+\)\. Review the whole plan\.$/);
    expect(result.plans[0]!.check.problems.map((p) => p.rule)).toEqual(['policy.approval.missing', 'policy.approval.missing', 'policy.approval.missing', 'policy.approval.missing', 'policy.approval.missing', 'policy.approval.missing']);
  });

  test('the verdict opens the summary; a summary trimmed inside the expression block closes the fence and the block before its note', () => {
    const result = gate();
    expect(checkTitle(result)).toBe('Blocked: 6 steps of 1 plan await approval — apply the labels below');
    // A long expression (cut at its bound, with its note) and a plan after it, so the cut lands inside the block.
    const long = evaluateGate({
      sources: [
        { file: 'plans/a.json', bytes: planOf([{ id: 'open', tool: 'open_page', arguments: { url: 'https://shop.example/' } }, { id: 'eval', tool: 'evaluate', arguments: { expression: `\`\`\`\`\n</details>\n<script>\n${'x;\n'.repeat(1500)}` } }]) },
        { file: 'plans/b.json', bytes: HEAD_PLAN },
      ],
      labeling, policy: { approverRole: 'write', allowSelfApproval: false }, optIns: { allowEvaluate: true, allowCookieWrites: true }, requirePlanApproval: false, secrets: new Set(['SHOP_PASSWORD']),
    });
    const markdown = renderGateMarkdown(long, ctx);
    expect(render(markdown).querySelectorAll('details')).toHaveLength(2);
    expect(markdown).toContain('Cut at 2000 characters (the "…" above); the plan file has the whole expression.');
    const inside = markdown.indexOf('<script>');
    const fullReport = 'The full summary is summary.md.';
    const noteBytes = Buffer.byteLength(trimToBytes('x'.repeat(4096), 1, fullReport));
    // The cut lands on the line break before <script>: inside the fenced block, inside <details>.
    const closing = closingMarkup(markdown.slice(0, inside - 1));
    expect(closing).toBe('\n`````\n\n</details>\n');
    const trimmed = trimToBytes(markdown, Buffer.byteLength(markdown.slice(0, inside)) + noteBytes + Buffer.byteLength(closing), fullReport);
    expect(trimmed).not.toContain('<script>');
    expect(trimmed.length).toBeLessThan(markdown.length);
    const doc = render(trimmed);
    expectInert(doc);
    // The trim note is a paragraph of its own, outside the code block and the collapsed block.
    const note = [...doc.querySelectorAll('p')].find((p) => shown(p).includes('Trimmed:'));
    expect(note?.closest('details, pre')).toBeNull();
  });
});
