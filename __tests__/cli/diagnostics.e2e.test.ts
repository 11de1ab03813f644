/**
 * Diagnostics that say why, through the built CLI: each failed step's reason on stderr as
 * `file:line:col class step "id": reason` and in the Markdown, bounded, redacted and inert —
 * against real fault children (a hostile 5,000-character tool error echoing a secret value and
 * its name), the real reference engine and a loopback page server — while the v1 report stays
 * byte-identical to a run without diagnostics. The expectation diagnostics run on the echo
 * stand-in (their subject is the reason's wording, not the page); the real engine's own refusal is
 * the subject of the "address blocked" test, which keeps it.
 * @needs-bundle engine
 * @needs-child-process fake children, node
 */
import { chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFixtureServer, type FixtureServer } from '../../src/benchmark/fixture-server.js';
import { serializeReport } from '../../src/report/build.js';
import { validatePlan } from '../../src/plan/validate.js';
import { executePlan } from '../../src/workflow/execute.js';
import { MAX_REASON_CHARS } from '../../src/workflow/diagnostics.js';
import { runCliInProcess } from '../helpers/cli.js';
import { NODE_ECHO as ECHO_PLASMATE } from '../helpers/sh-echo.js';

const FAULT_CHILD = join(process.cwd(), 'fixtures/children/fault-child.mjs');
/** Answers every call at once; a page's title is `Title of <url>`. */
const SECRET_NAME = 'DIAG_TOKEN';
const SECRET_VALUE = 'v4lue-of-the-diag-secret';
/** `file:line:col class step "id": reason` */
const REASON_LINE = /^(.+):(\d+):(\d+) ([a-z_]+) step "([^"]+)": (.*)$/;
/** Characters a terminal or a reader would act on (ESC, C1, bidi controls). */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

let dir: string;
let pages: FixtureServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'diagnostics-'));
  pages = await startFixtureServer();
});
afterAll(async () => {
  await pages.close();
});

/** A stand-in "Plasmate binary" (invoked as `<path> mcp --transport stdio`) running the fault child in `mode`. */
async function standIn(mode: string, faultStep = 1): Promise<string> {
  const path = join(dir, `${mode}-${faultStep}.mjs`);
  await writeFile(path, `#!/usr/bin/env node\nprocess.argv = [process.argv[0], process.argv[1], ${JSON.stringify(mode)}, '-', '${faultStep}'];\nawait import(${JSON.stringify(FAULT_CHILD)});\n`);
  await chmod(path, 0o755);
  return path;
}

async function planFile(name: string, steps: unknown[], extra: Record<string, unknown> = {}): Promise<string> {
  const path = join(dir, `${name}.json`);
  await writeFile(path, JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name, steps, ...extra }, null, 2));
  return path;
}

function reasonLines(stderr: string): RegExpExecArray[] {
  return stderr.split('\n').map((line) => REASON_LINE.exec(line)).filter((m): m is RegExpExecArray => m !== null);
}

const hostileSteps = [
  { id: 'open', tool: 'open_page', arguments: { url: 'https://example.test/' } },
  { id: 'type', tool: 'type_text', arguments: { element_id: SECRET_NAME, text: { $secret: SECRET_NAME } } },
];

test('a hostile 5,000-character tool error: one bounded, redacted, inert reason on stderr and in the Markdown; the report unchanged', async () => {
  const plan = await planFile('hostile', hostileSteps);
  const report = join(dir, 'hostile.report.json');
  const child = await standIn('hostile-error', 2);
  const run = await runCliInProcess(
    ['agent-run', '--plan', plan, '--report', report, '--plasmate', child, '--secret', SECRET_NAME, '--confirm-step', 'type', '--markdown', '-'],
    { env: { PATH: process.env.PATH, [SECRET_NAME]: SECRET_VALUE }, timeoutMs: 30_000 },
  );
  expect(run.code).toBe(1);
  const [line, ...more] = reasonLines(run.stderr);
  expect(more).toEqual([]);
  expect(line!.slice(1, 6)).toEqual([plan, '12', '5', 'tool_error_expectation', 'type']);
  const reason = line![6]!;
  expect(reason.startsWith('the tool returned an error: ?[31mFAILED?[0m *** *** ?evil? <img src=x onerror=alert(1)> **bold** | cell |')).toBe(true);
  expect(Array.from(reason)).toHaveLength(MAX_REASON_CHARS);
  expect(reason.endsWith('…')).toBe(true);
  // Nowhere: not the value, not the name, not a control character.
  for (const text of [run.stdout, run.stderr]) {
    expect(text).not.toContain(SECRET_VALUE);
    expect(text).not.toContain(SECRET_NAME);
    expect(text).not.toMatch(UNSAFE);
  }
  // The Markdown (stdout) carries the same reason, whole, as one inline code span (so `<img>`, `**`, `|` and `@` are text).
  const item = run.stdout.split('\n').find((l) => l.startsWith('- `12:5` step `type` `tool_error_expectation`: '));
  expect(item).toBe(`- \`12:5\` step \`type\` \`tool_error_expectation\`: \`\`${reason}\`\``);
  expect(run.stdout).toContain('**Why**');

  // The v1 report is byte-identical to the same run without any diagnostics, and carries none of it.
  const written = await readFile(report, 'utf8');
  const check = validatePlan(await readFile(plan), plan, { confirmSteps: ['type'], allowEvaluate: false, allowCookieWrites: false }, new Set([SECRET_NAME]));
  const plain = await executePlan(check.plan!, new Set(['type']), {
    child: { program: process.execPath, args: [FAULT_CHILD, 'hostile-error', '-', '2'] },
    env: { PATH: process.env.PATH, [SECRET_NAME]: SECRET_VALUE },
    secrets: new Set([SECRET_NAME]),
  });
  expect(written).toBe(serializeReport(plain));
  expect(written).not.toContain('FAILED');
  expect(Object.keys(JSON.parse(written))).toEqual(['schema', 'plan_schema', 'protocol_version', 'workflow', 'plan_fingerprint', 'dry_run', 'trace_requested', 'status', 'summary', 'secrets', 'steps', 'process_outcome']);
}, 60_000);

/** What the echo stand-in's navigate_to result has where "/no/such/member" stops resolving (its top level). */
const KEYS_SAID = 'the result has the keys "session_id", "title", "url", "cache_restored", "regions"';

test('expectation_mismatch and expectation_path_missing: the actual value beside the expected one, the missing path', async () => {
  const destination = `Title of ${pages.origin}/destination`;
  const plan = await planFile('expectations', [
    { id: 'open', tool: 'open_page', arguments: { url: `${pages.origin}/start` }, expect: { json_pointer: '/title', equals: `Title of ${pages.origin}/start` } },
    { id: 'where', tool: 'navigate_to', arguments: { url: `${pages.origin}/destination` }, expect: { json_pointer: '/no/such/member' } },
    { id: 'title', tool: 'navigate_to', arguments: { url: `${pages.origin}/destination` }, expect: { json_pointer: '/title', equals: 'Some other title' } },
  ], { limits: { fail_fast: false } });
  const markdown = join(dir, 'expectations.md');
  const run = await runCliInProcess(
    ['agent-run', '--plan', plan, '--report', join(dir, 'expectations.report.json'), '--plasmate', ECHO_PLASMATE, '--allow-private-network',
      '--confirm-step', 'where', '--confirm-step', 'title', '--markdown', markdown],
    { timeoutMs: 60_000 },
  );
  expect(run.code).toBe(1);
  expect(reasonLines(run.stderr).map((m) => [m[4], m[5], m[6]])).toEqual([
    ['expectation_path_missing', 'where', `the result has no value at expect.json_pointer "/no/such/member"; ${KEYS_SAID}`],
    ['expectation_mismatch', 'title', `at "/title" expected "Some other title" but got "${destination}"`],
  ]);
  const md = await readFile(markdown, 'utf8');
  expect(md).toContain(`step \`title\` \`expectation_mismatch\`: \`at "/title" expected "Some other title" but got "${destination}"\``);
  expect(md).toContain(`step \`where\` \`expectation_path_missing\`: \`the result has no value at expect.json_pointer "/no/such/member"; ${KEYS_SAID}\``);
}, 60_000);

test('a loopback page without --allow-private-network: "address blocked" names the flag, on stderr and in the Markdown (also in test mode)', async () => {
  const plan = await planFile('blocked', [{ id: 'open', tool: 'open_page', arguments: { url: `${pages.origin}/start` } }]);
  const hint = 'address blocked: use --allow-private-network for servers the job started itself';
  const run = await runCliInProcess(['agent-run', '--plan', plan, '--report', join(dir, 'blocked.report.json'), '--engine', 'reference', '--markdown', '-'], { timeoutMs: 60_000 });
  expect(run.code).toBe(1);
  const [line] = reasonLines(run.stderr);
  expect(line![4]).toBe('tool_error_expectation');
  expect(line![6]!.startsWith(`${hint} (the tool said: `)).toBe(true);
  expect(run.stdout).toContain(`\`tool_error_expectation\`: \`${hint}`);

  const test = await runCliInProcess(['agent-run', '--plan', plan, '--test-mode', '--report', join(dir, 'blocked.test-run.json'), '--engine', 'reference', '--markdown', '-'], { timeoutMs: 60_000 });
  expect(test.code).toBe(1);
  expect(reasonLines(test.stderr).map((m) => m[6]!.slice(0, hint.length))).toEqual([hint]);
  expect(test.stdout).toContain(`\`tool_error_expectation\`: \`${hint}`);
}, 90_000);

/** The step timeout of the timeout case: it bounds initialize too, so it must outlast the stand-in's start under load (300 ms did not). */
const TIMEOUT_CASE_MS = 3_000;

test.each([
  ['rpc-error', {}, 'json_rpc_error', 'the child answered with JSON-RPC error -32602: Unknown tool: open_page'],
  ['timeout', { step_timeout_ms: TIMEOUT_CASE_MS }, 'step_timeout', `no response within the step's deadline (limits.step_timeout_ms ${TIMEOUT_CASE_MS} ms)`],
  ['oversized', {}, 'oversized_response', "the child's response line exceeded limits.response_bytes (524288 bytes)"],
  ['malformed', {}, 'malformed_response', "the child's response line was not JSON"],
  ['early-exit', {}, 'early_exit', 'the child exited before it answered'],
])('%s: the class and a fixed sentence with the bound hit, on stderr and in the Markdown', async (mode, limits, cls, reason) => {
  const plan = await planFile(`fault-${mode}`, [{ id: 'open', tool: 'open_page', arguments: { url: 'https://example.test/' } }], { limits });
  const run = await runCliInProcess(['agent-run', '--plan', plan, '--report', join(dir, `${mode}.report.json`), '--plasmate', await standIn(mode), '--markdown', '-'], { timeoutMs: 30_000 });
  expect(run.code).toBe(1);
  expect(reasonLines(run.stderr).map((m) => [m[2], m[3], m[4], m[5], m[6]])).toEqual([['5', '5', cls, 'open', reason]]);
  expect(run.stdout).toContain(`- \`5:5\` step \`open\` \`${cls}\`: \`${reason}\``);
}, 30_000);

test('a run skipped for missing secrets says how many and where they come from, never which', async () => {
  const plan = await planFile('missing-secrets', [
    { id: 'open', tool: 'open_page', arguments: { url: 'https://example.test/' } },
    { id: 'one', tool: 'type_text', arguments: { element_id: 'e_1', text: { $secret: 'DIAG_MISSING_ONE' } } },
    { id: 'two', tool: 'type_text', arguments: { element_id: 'e_2', text: { $secret: 'DIAG_MISSING_TWO' } } },
  ]);
  const run = await runCliInProcess(
    ['agent-run', '--plan', plan, '--report', join(dir, 'missing.report.json'), '--plasmate', await standIn('happy'),
      '--secret', 'DIAG_MISSING_ONE', '--secret', 'DIAG_MISSING_TWO', '--confirm-step', 'one', '--confirm-step', 'two', '--markdown', '-'],
    { env: { PATH: process.env.PATH }, timeoutMs: 30_000 },
  );
  expect(run.code).toBe(1);
  const reason = 'nothing was run: 2 of 2 secrets the plan references are missing; secrets come from the runner environment, for names allowed by --secret NAME or PLASMATE_SECRETS';
  expect(run.stderr.split('\n')).toContain(`${plan}:1:1 missing_secret: ${reason}`);
  expect(run.stdout).toContain(`- \`missing_secret\`: \`${reason}\``);
  expect(run.stdout + run.stderr).not.toMatch(/DIAG_MISSING/);
}, 30_000);

test('an opt-in problem names the flag (and the action input) that grants it', async () => {
  const run = await runCliInProcess(['agent-run', '--plan', 'fixtures/plans/type-and-observe.json', '--report', join(dir, 'optin.json'), '--dry-run',
    '--confirm-step', 'type-email', '--confirm-step', 'read-email']);
  expect(run.code).toBe(1);
  expect(run.stderr).toContain('policy.opt_in.evaluate step "read-email" uses evaluate, which needs the evaluate opt-in: grant it with --allow-evaluate (CLI) or the action input allow-evaluate: true');
});

test('a child that dies at initialize: one run-level line with the class and its sentence, in execution and in test mode', async () => {
  const plan = await planFile('dies', [{ id: 'open', tool: 'open_page', arguments: { url: 'https://example.test/' } }]);
  const dies = join(dir, 'dies-plasmate.mjs');
  // Reads the initialize request, then exits without answering.
  await writeFile(dies, '#!/usr/bin/env node\nprocess.stdin.once(\'data\', () => process.exit(3));\n');
  await chmod(dies, 0o755);
  const line = `${plan}:1:1 early_exit: nothing was run: the child exited before it answered`;
  for (const mode of [[], ['--test-mode']]) {
    const run = await runCliInProcess(['agent-run', '--plan', plan, '--report', join(dir, `dies${mode.length}.json`), '--plasmate', dies, ...mode], { timeoutMs: 30_000 });
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n')).toContain(line);
  }
}, 60_000);
