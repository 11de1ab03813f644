/**
 * The reasons themselves (src/workflow/diagnostics.ts), on the evidence the runner hands over:
 * which refusals get the private-network grant (never link-local or metadata), how each surface
 * names a grant, redaction of secret values in child text only (plan text is never matched
 * against a value: that would be a guessing oracle), names everywhere, the bound, and the README's
 * table of failure classes staying exactly FAILURE_CLASSES.
 */
import { readFileSync } from 'node:fs';
import { TransportFailure } from '../../src/mcp/transport.js';
import { validatePlan } from '../../src/plan/validate.js';
import { buildReport } from '../../src/report/build.js';
import { diagnosticsMarkdown } from '../../src/report/markdown.js';
import { Diagnostics, elementMissingHint, MAX_REASON_CHARS, type Surface } from '../../src/workflow/diagnostics.js';
import { FAILURE_CLASSES } from '../../src/contract/failure-class.js';
import type { Plan } from '../../src/contract/plan.js';

const VALUE = 's3cret-value';

function plan(steps: unknown[]): Plan {
  const bytes = Buffer.from(JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name: 'unit', steps }, null, 2));
  const check = validatePlan(bytes, 'unit.json', null);
  if (check.plan === null) throw new Error(JSON.stringify(check.problems));
  return check.plan;
}

const toolError = (text: string) => ({ content: [{ type: 'text', text }], isError: true });
const payload = (value: unknown) => ({ content: [{ type: 'text', text: JSON.stringify(value) }] });

function reasonFor(p: Plan, failure: Parameters<Diagnostics['onStepFailure']>[0], surface: Surface = 'cli', allowPrivateNetwork = false): string {
  const diagnostics = new Diagnostics(p, { surface, allowPrivateNetwork, secretValues: [VALUE] });
  diagnostics.onStepFailure(failure);
  return diagnostics.steps[0]!.reason;
}

const opened = (url: string) => plan([{ id: 'open', tool: 'open_page', arguments: { url } }]);

describe('the private-network grant', () => {
  const refusal = (address: string) => toolError(`Failed to fetch http://${address}/: Outbound URL blocked: address ${address} is not globally routable`);

  test('a loopback or private refusal names the flag on the CLI and the input in the action', () => {
    expect(reasonFor(opened('http://127.0.0.1:8080/'), { index: 0, failureClass: 'tool_error_expectation', result: refusal('127.0.0.1') }))
      .toMatch(/^address blocked: use --allow-private-network for servers the job started itself \(the tool said: Failed to fetch/);
    expect(reasonFor(opened('http://10.1.2.3/'), { index: 0, failureClass: 'tool_error_expectation', result: refusal('10.1.2.3') }, 'action'))
      .toMatch(/^address blocked: set the action input allow-private-network: true for servers the job started itself/);
  });

  test('link-local and metadata refusals get no grant (the opt-in does not open them), nor does a run that has it', () => {
    const linkLocal = toolError('Failed to fetch http://169.254.169.254/: Outbound URL blocked: address 169.254.169.254 is link-local, which the private-network opt-in does not open');
    expect(reasonFor(opened('http://169.254.169.254/'), { index: 0, failureClass: 'tool_error_expectation', result: linkLocal }))
      .toMatch(/^the tool returned an error: Failed to fetch/);
    expect(reasonFor(opened('http://127.0.0.1:8080/'), { index: 0, failureClass: 'tool_error_expectation', result: refusal('127.0.0.1') }, 'cli', true))
      .toMatch(/^the tool returned an error: /);
  });
});

describe('redaction, inertness and the bound', () => {
  const p = plan([
    { id: 'open', tool: 'open_page', arguments: { url: 'https://example.test/' }, expect: { json_pointer: '/v', equals: VALUE } },
    { id: 'type', tool: 'type_text', arguments: { element_id: 'e_1', text: { $secret: 'UNIT_TOKEN' } } },
  ]);

  test('a secret value and name in child text are hidden (also inside a word), before the cut; controls and bidi are replaced', () => {
    const text = `\u001b[2J${'x'.repeat(200)}${VALUE} xUNIT_TOKENx \u202e ${'y'.repeat(5000)}`;
    const reason = reasonFor(p, { index: 1, failureClass: 'tool_error_expectation', result: toolError(text) });
    expect(Array.from(reason)).toHaveLength(MAX_REASON_CHARS);
    expect(reason).not.toContain('s3cret');
    expect(reason).not.toContain('UNIT_TOKEN');
    expect(reason).not.toMatch(/[\u001b\u202e]/);
    expect(reason.startsWith('the tool returned an error: ?[2J')).toBe(true);
  });

  test('the expected value is plan text: never matched against a value (an oracle); the actual value is child text: redacted', () => {
    const reason = reasonFor(p, { index: 0, failureClass: 'expectation_mismatch', result: payload({ v: `${VALUE}!` }) });
    expect(reason).toBe(`at "/v" expected "${VALUE}" but got "***!"`);
  });

  test('a JSON-RPC error: its code and its message, cleaned and cut', () => {
    const error = new TransportFailure('json_rpc_error', { code: -32000, message: `boom\n${VALUE}${'z'.repeat(5000)}` });
    const reason = reasonFor(p, { index: 1, failureClass: 'json_rpc_error', error });
    expect(reason.startsWith('the child answered with JSON-RPC error -32000: boom ***zzz')).toBe(true);
    expect(Array.from(reason)).toHaveLength(MAX_REASON_CHARS);
  });

  test('a skipped run for missing secrets: the count and, in the action, the input — no name', () => {
    const diagnostics = new Diagnostics(p, { surface: 'action', allowPrivateNetwork: false, secretValues: [] });
    const report = buildReport({ plan: p, approvedStepIds: new Set(), dryRun: false, outcomes: p.steps.map(() => ({ status: 'skipped', failureClass: 'missing_secret' })), secrets: { total: 1, present: 0, missing: 1 } });
    expect(diagnostics.runReason(report)).toEqual({
      failureClass: 'missing_secret',
      reason: "nothing was run: 1 of 1 secret the plan references is missing; secrets come from the job's environment (env: from secrets), for names allowed by the action input secrets",
    });
  });

  test('the Markdown shows a reason with backticks and pipes as one code span it cannot close', () => {
    const lines = diagnosticsMarkdown({ steps: [{ index: 0, stepId: 'open', line: 5, column: 5, failureClass: 'tool_error_expectation', reason: 'a `` b | c' }], run: null, notes: ['out of <memory>'] });
    expect(lines).toEqual(['**Why**', '', '- `5:5` step `open` `tool_error_expectation`: ```a `` b | c```', '- out of \\<memory\\>', '']);
  });
});

test('the README table of failure classes lists exactly FAILURE_CLASSES, each with a meaning and a fix', () => {
  const readme = readFileSync('README.md', 'utf8');
  const section = /^## Failure classes\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1];
  expect(section).toBeDefined();
  const rows = section!.split('\n').filter((l) => /^\| `[a-z_]+` \|/.test(l)).map((l) => l.split(' | '));
  expect(rows.map((r) => /`([a-z_]+)`/.exec(r[0]!)![1]).sort()).toEqual([...FAILURE_CLASSES].sort());
  for (const row of rows) {
    expect(row).toHaveLength(3);
    expect(row[1]!.trim().length).toBeGreaterThan(10);
    expect(row[2]!.replace(/\|$/, '').trim().length).toBeGreaterThan(10);
  }
});

test('a run-level reason only when every step was skipped with one run-level class (a test-run record too)', () => {
  const p = plan([{ id: 'open', tool: 'open_page', arguments: { url: 'https://example.test/' } }, { id: 'two', tool: 'scroll', arguments: {} }]);
  const diagnostics = new Diagnostics(p, { surface: 'cli', allowPrivateNetwork: false, secretValues: [] });
  const skipped = (cls: string) => ({ steps: [{ status: 'skipped', failure_class: cls }, { status: 'skipped', failure_class: cls }] });
  expect(diagnostics.runReason(skipped('tool_schema_drift'))).toEqual({
    failureClass: 'tool_schema_drift', reason: "nothing was run: the child's tools/list did not advertise a tool or schema the plan needs",
  });
  expect(diagnostics.runReason(skipped('fail_fast'))).toBeNull();
  expect(diagnostics.runReason(skipped('element_not_found'))).toBeNull();
  expect(diagnostics.runReason({ steps: [{ status: 'failed', failure_class: 'step_timeout' }, { status: 'skipped', failure_class: 'fail_fast' }] })).toBeNull();
});

describe('an element the page does not have', () => {
  const moved = plan([
    { id: 'open', tool: 'open_page', arguments: { url: 'https://shop.example/cart?token=abc' } },
    { id: 'away', tool: 'navigate_to', arguments: { url: 'https://pay.example/checkout?session=s3cret#top' } },
    { id: 'pay', tool: 'click', arguments: { element_id: 'e_0123456789ab' } },
  ]);

  test('after navigate_to to another origin: element ids are bound to the origin, inspect the new page (origin and path only)', () => {
    const reason = reasonFor(moved, { index: 2, failureClass: 'tool_error_expectation', result: toolError('Element not found: e_0123456789ab') });
    expect(reason).toBe('the tool returned an error: Element not found: e_0123456789ab; element ids are bound to the origin — run inspect on https://pay.example/checkout ' +
      "(the page is on https://pay.example, the plan's open_page on https://shop.example)");
  });

  test('on the same origin, or for another error, the reason is the tool\'s alone', () => {
    const same = plan([
      { id: 'open', tool: 'open_page', arguments: { url: 'https://shop.example/' } },
      { id: 'next', tool: 'navigate_to', arguments: { url: 'https://shop.example/next' } },
      { id: 'buy', tool: 'click', arguments: { element_id: 'e_0123456789ab' } },
    ]);
    expect(reasonFor(same, { index: 2, failureClass: 'tool_error_expectation', result: toolError('Element not found: e_0123456789ab') }))
      .toBe('the tool returned an error: Element not found: e_0123456789ab');
    expect(reasonFor(moved, { index: 2, failureClass: 'tool_error_expectation', result: toolError('Element is not a <select>') }))
      .toBe('the tool returned an error: Element is not a <select>');
  });

  test('elementMissingHint: a page URL from the child is shown cleaned and without query, fragment or userinfo', () => {
    expect(elementMissingHint(moved, 'https://user:pw@pay.example/a\u0007b?x=1#f')).toBe(
      "element ids are bound to the origin — run inspect on https://pay.example/a%07b (the page is on https://pay.example, the plan's open_page on https://shop.example)");
    expect(elementMissingHint(moved, 'https://shop.example/other')).toBe('run inspect on https://shop.example/other to list its element ids');
    expect(elementMissingHint(moved, null)).toBe("run inspect on the page's URL to list its element ids");
    expect(elementMissingHint(moved, 'javascript:alert(1)')).toBe("run inspect on the page's URL to list its element ids");
  });
});
