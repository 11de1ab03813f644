/**
 * Diagnostics in the built action (dist/index.js against the fake GitHub, every request checked
 * against GitHub's OpenAPI): the reason of a failed step in the log, the check run's summary and
 * the job summary — bounded, inert, and with no secret value or name anywhere the action writes —
 * a run skipped for missing secrets counted (never named), and the out-of-memory line the CLI prints.
 * @needs-bundle engine
 * @needs-child-process fake children
 */
import { chmod, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_REASON_CHARS } from '../../src/workflow/diagnostics.js';
import { FakeGitHub } from './helpers/fake-github.js';
import { labelFor, openPullRequest, planLabelFor, PR, runGate, testLabelFor, useFakeGitHub } from './helpers/scenario.js';

const FAULT_CHILD = join(process.cwd(), 'fixtures/children/fault-child.mjs');
const SECRET_NAME = 'DIAG_ACTION_TOKEN';
const SECRET_VALUE = 'v4lue-the-action-must-hide';
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

let gh: FakeGitHub;
let dir: string;
useFakeGitHub((started) => (gh = started));
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'action-diagnostics-'));
});

function planBytes(name: string, steps: unknown[], limits: Record<string, unknown> = {}): Buffer {
  return Buffer.from(JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name, limits, steps }, null, 2));
}

function approve(plan: Buffer, mutating: string[]): void {
  for (const step of mutating) gh.applyLabel(PR, labelFor(plan, step), { login: 'maint' });
  gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
}

/** Everything the action wrote where CI shows it: log, job summary, API requests (check run, labels), outputs, report directory. */
async function everythingShown(run: Awaited<ReturnType<typeof runGate>>): Promise<string> {
  const reports = join(run.dir, 'reports');
  const files = await Promise.all((await readdir(reports)).map((f) => readFile(join(reports, f), 'utf8')));
  return [run.stdout, run.stderr, run.summary, JSON.stringify(gh.requests), JSON.stringify(run.outputs), ...files].join('\n');
}

test('a hostile tool error echoing a secret: the reason in the log, the check run and the job summary; bounded, inert, no value or name', async () => {
  const child = join(dir, 'hostile-plasmate.mjs');
  await writeFile(child, `#!/usr/bin/env node\nprocess.argv = [process.argv[0], process.argv[1], 'hostile-error', '-', '2'];\nawait import(${JSON.stringify(FAULT_CHILD)});\n`);
  await chmod(child, 0o755);
  const plan = planBytes('hostile', [
    { id: 'open', tool: 'open_page', arguments: { url: 'https://example.test/' } },
    { id: 'type', tool: 'type_text', arguments: { element_id: SECRET_NAME, text: { $secret: SECRET_NAME } } },
  ]);
  openPullRequest(gh, { 'plans/hostile.json': plan });
  approve(plan, ['type']);
  const run = await runGate(gh, {
    inputs: { mode: 'execute', engine: 'plasmate', 'plasmate-path': child, secrets: SECRET_NAME },
    env: { [SECRET_NAME]: SECRET_VALUE },
  });
  expect(run.outputs).toMatchObject({ conclusion: 'failure', 'executed-plans': '1', 'failed-executions': '1' });
  const logged = run.stdout.split('\n').filter((l) => l.startsWith('why: '));
  expect(logged).toHaveLength(1);
  const match = /^why: plans\/hostile\.json:13:5 tool_error_expectation step "type": (.*)$/.exec(logged[0]!);
  expect(match).not.toBeNull();
  const reason = match![1]!;
  expect(reason.startsWith('the tool returned an error: ?[31mFAILED?[0m *** *** ?evil? <img src=x onerror=alert(1)>')).toBe(true);
  expect(Array.from(reason)).toHaveLength(MAX_REASON_CHARS);
  const item = `- \`13:5\` step \`type\` \`tool_error_expectation\`: \`\`${reason}\`\``;
  expect(run.summary).toContain(item);
  expect(gh.checkRuns[0]!.output.summary).toContain(item);
  // gate-summary.json carries the same reason beside the plan (never in the v1 report).
  expect(run.gate.plans[0]!.why).toEqual({ run: null, steps: [{ id: 'type', line: 13, column: 5, failure_class: 'tool_error_expectation', reason }], notes: [] });
  const shown = await everythingShown(run);
  // The value appears only in the runner's mask command; the name nowhere.
  expect(shown.split('\n').filter((l) => l.includes(SECRET_VALUE))).toEqual([`::add-mask::${SECRET_VALUE}`]);
  expect(shown).not.toContain(SECRET_NAME);
  expect(run.summary + gh.checkRuns[0]!.output.summary).not.toMatch(UNSAFE);
}, 60_000);

test('a run skipped for missing secrets: how many and where they come from, in the log and the summaries; never a name', async () => {
  const plan = planBytes('missing', [
    { id: 'open', tool: 'open_page', arguments: { url: 'https://example.test/' } },
    { id: 'one', tool: 'type_text', arguments: { element_id: 'e_1', text: { $secret: 'DIAG_GONE_ONE' } } },
    { id: 'two', tool: 'type_text', arguments: { element_id: 'e_2', text: { $secret: 'DIAG_GONE_TWO' } } },
  ]);
  openPullRequest(gh, { 'plans/missing.json': plan });
  approve(plan, ['one', 'two']);
  const run = await runGate(gh, { inputs: { mode: 'execute', engine: 'reference', secrets: 'DIAG_GONE_ONE, DIAG_GONE_TWO' } });
  expect(run.outputs).toMatchObject({ conclusion: 'failure', 'executed-plans': '1', 'failed-executions': '1' });
  const reason = "nothing was run: 2 of 2 secrets the plan references are missing; secrets come from the job's environment (env: from secrets), for names allowed by the action input secrets";
  expect(run.stdout.split('\n')).toContain(`why: plans/missing.json:1:1 missing_secret: ${reason}`);
  expect(run.summary).toContain(`- \`missing_secret\`: \`${reason}\``);
  expect(gh.checkRuns[0]!.output.summary).toContain(`- \`missing_secret\`: \`${reason}\``);
  expect(run.gate.plans[0]!.why).toEqual({ run: { failure_class: 'missing_secret', reason }, steps: [], notes: [] });
  expect(await everythingShown(run)).not.toContain('DIAG_GONE');
}, 60_000);

test('a child that exceeds memory_mb: the action prints the out-of-memory line the CLI prints, and the summary carries it', async () => {
  const hungry = readFileSync('fixtures/engine/memory-hungry.html', 'utf8');
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(hungry);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const plan = planBytes('hungry', [{ id: 'open', tool: 'open_page', arguments: { url: `${origin}/hungry` } }], { memory_mb: 256, step_timeout_ms: 30_000, workflow_timeout_ms: 60_000 });
    openPullRequest(gh, { 'plans/hungry.json': plan });
    approve(plan, []);
    const run = await runGate(gh, { inputs: { mode: 'execute', engine: 'reference', 'allow-private-network': 'true' } });
    expect(run.outputs).toMatchObject({ 'executed-plans': '1', 'failed-executions': '1' });
    const line = 'the child exceeded its memory limit (memory_mb 256) and was aborted (signaled:6)';
    expect(run.stdout.split('\n')).toContain(`why: plans/hungry.json: ${line}`);
    expect(run.summary).toContain(`- ${line}`);
    expect(run.stdout).not.toMatch(/FATAL|heap out of memory|Allocation failed/);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}, 90_000);

test('a test run whose real step was refused: the reason names the allow-private-network input, in the log and the check run', async () => {
  const server = http.createServer((_request, response) => response.end('<title>never served</title>'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const plan = planBytes('refused', [{ id: 'open', tool: 'open_page', arguments: { url: `${origin}/` } }]);
    openPullRequest(gh, { 'plans/refused.json': plan });
    gh.applyLabel(PR, testLabelFor(plan), { login: 'maint' });
    const run = await runGate(gh, { inputs: { engine: 'reference' } });
    expect(run.outputs).toMatchObject({ 'test-runs': '1', 'failed-test-runs': '1' });
    const hint = 'address blocked: set the action input allow-private-network: true for servers the job started itself';
    const logged = run.stdout.split('\n').filter((l) => l.startsWith('why: '));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.startsWith(`why: plans/refused.json:6:5 tool_error_expectation step "open": ${hint} (the tool said: `)).toBe(true);
    expect(gh.checkRuns[0]!.output.summary).toContain(`\`tool_error_expectation\`: \`${hint} (the tool said: `);
    expect(run.gate.plans[0]!.why).toBeNull();
    expect(run.gate.plans[0]!.test_run!.why!.steps.map((d) => [d.id, d.failure_class, d.reason.slice(0, hint.length)])).toEqual([['open', 'tool_error_expectation', hint]]);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}, 60_000);

test('an opt-in problem in the action names the input that grants it', async () => {
  const plan = planBytes('evaluates', [
    { id: 'open', tool: 'open_page', arguments: { url: 'https://example.test/' } },
    { id: 'read', tool: 'evaluate', arguments: { expression: 'document.title' } },
  ]);
  openPullRequest(gh, { 'plans/evaluates.json': plan });
  approve(plan, ['read']);
  const run = await runGate(gh, {});
  const message = 'step "read" uses evaluate, which needs the evaluate opt-in: grant it with --allow-evaluate (CLI) or the action input allow-evaluate: true';
  expect(run.gate.plans[0]!.problems).toContainEqual(expect.objectContaining({ rule: 'policy.opt_in.evaluate', message }));
  expect(gh.checkRuns[0]!.output.summary).toContain('allow-evaluate: true');
}, 60_000);
