/**
 * Every `--json` document of the CLI carries its schema id and gives each problem or failure as an
 * object (file, line, column, rule, message, and the step's index when it is a step's): `check`,
 * `labels` and `agent-run` (one plan or many; dry-run, and a real run through a child). With a
 * document on stdout, stdout carries nothing else; the root cause leads stderr, and the steps
 * fail_fast skipped after it are one count. A dry-run and `check` word "needs approval" alike.
 * @needs-child-process fake children
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliInProcess } from '../helpers/cli.js';
import { NODE_ECHO } from '../helpers/sh-echo.js';
import { CHECK_RESULT_SCHEMA, LABELS_RESULT_SCHEMA, RUN_RESULT_SCHEMA } from '../../src/cli/json-documents.js';

const URL = 'http://127.0.0.1:9/start';
const OPEN = { id: 'open', tool: 'open_page', arguments: { url: URL } };
/** The echo stand-in titles every page `Title of <url>`; this expectation fails on purpose. */
const WRONG_TITLE = { id: 'look', tool: 'navigate_to', arguments: { url: URL }, expect: { json_pointer: '/title', equals: 'Not the title' } };
const READ = (id: string) => ({ id, tool: 'trace_status', arguments: {} });
const CLICK = { id: 'press', tool: 'click', arguments: { element_id: 'e_0123456789ab' } };
const PROBLEM_KEYS = ['file', 'line', 'column', 'rule', 'message'];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cli-json-'));
});

async function plan(name: string, steps: unknown[]): Promise<string> {
  await writeFile(join(dir, `${name}.json`), JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name, steps }, null, 2));
  return `${name}.json`;
}

const cli = (args: string[]) => runCliInProcess(args, { cwd: dir, timeoutMs: 60_000 });

function expectProblemShape(problem: Record<string, unknown>): void {
  expect(Object.keys(problem).filter((k) => k !== 'step')).toEqual(PROBLEM_KEYS);
  expect(typeof problem.line).toBe('number');
  expect(typeof problem.column).toBe('number');
  if ('step' in problem) expect(Number.isInteger(problem.step)).toBe(true);
}

test('labels --json: a schema id, and an invalid plan\'s problems as objects with their step', async () => {
  await plan('labels-good', [OPEN, CLICK]);
  await writeFile(join(dir, 'labels-bad.json'), JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name: 'bad', steps: [OPEN, { id: 'x', tool: 'no_such_tool' }] }, null, 2));
  const run = await cli(['labels', '--json', 'labels-good.json', 'labels-bad.json']);
  expect(run.code).toBe(1);
  const doc = JSON.parse(run.stdout);
  expect(doc.schema).toBe(LABELS_RESULT_SCHEMA);
  expect(doc.plans.map((p: { file: string }) => p.file)).toEqual(['labels-good.json']);
  expect(doc.invalid).toHaveLength(1);
  const [problem] = doc.invalid[0].problems;
  expectProblemShape(problem);
  expect(problem).toMatchObject({ file: 'labels-bad.json', step: 1 });
});

test('check --json: the same problem objects, the step index on a step\'s problem; "no step needs approval" when none does', async () => {
  await plan('check-read-only', [OPEN]);
  await writeFile(join(dir, 'check-bad.json'), JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name: 'bad', steps: [OPEN, { id: 'x', tool: 'no_such_tool' }] }, null, 2));
  const run = await cli(['check', '--json', 'check-read-only.json', 'check-bad.json']);
  const doc = JSON.parse(run.stdout);
  expect(doc.schema).toBe(CHECK_RESULT_SCHEMA);
  for (const p of doc.plans[1].problems) expectProblemShape(p);
  expect(doc.plans[1].problems[0].step).toBe(1);
  expect(run.stderr).toMatch(/^ok +check-read-only\.json +check-read-only +[0-9a-f]{12} +1 step; no step needs approval$/m);
});

describe('agent-run --json', () => {
  test('a dry-run whose only problems are missing approvals: "needs approval" in the document and on stderr, as check words it', async () => {
    const file = await plan('unapproved', [OPEN, CLICK, { ...CLICK, id: 'press-again' }]);
    const run = await cli(['agent-run', '--json', '--dry-run', '--plan', file, '--report', 'unapproved.report.json']);
    expect(run.code).toBe(1);
    const doc = JSON.parse(run.stdout);
    expect(doc).toMatchObject({ schema: RUN_RESULT_SCHEMA, total: 1, passed: 0, failed: 1 });
    const [entry] = doc.plans;
    expect(entry).toMatchObject({ file, mode: 'dry-run', outcome: 'needs approval', name: 'unapproved', report: null, summary: null, child: null, failures: [] });
    expect(entry.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(entry.problems.map((p: { rule: string; step: number }) => [p.rule, p.step])).toEqual([['policy.approval.missing', 1], ['policy.approval.missing', 2]]);
    for (const p of entry.problems) expectProblemShape(p);
    // The hint comes from the step index, not from the message's words.
    expect(entry.problems[0].message).toMatch(/; use --confirm-step press$/);
    expect(run.stderr).toContain(`${file}: needs approval: 2 steps need approval (the --confirm-step for each is on its line above); nothing was run and no report written`);
    expect(run.stderr).not.toContain('invalid');
    const check = await cli(['check', file]);
    expect(check.stdout).toMatch(/3 steps; 2 steps need approval$/m);
  });

  test('a run that fails at its second step: the failure first, one count for the skipped, the same failure as an object', async () => {
    const file = await plan('fails-early', [OPEN, WRONG_TITLE, READ('one'), READ('two'), READ('three')]);
    const run = await cli(['agent-run', '--json', '--plan', file, '--report', 'fails-early.report.json', '--plasmate', NODE_ECHO, '--allow-private-network', '--confirm-step', 'look']);
    expect(run.code).toBe(1);
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^fails-early\.json:\d+:\d+ expectation_mismatch step "look": at "\/title" expected "Not the title" but got "Title of /);
    expect(lines[1]).toBe('fails-early.json: 3 later steps skipped (fail_fast)');
    expect(run.stderr).not.toMatch(/fail_fast step/);
    const doc = JSON.parse(run.stdout);
    expect(doc).toMatchObject({ schema: RUN_RESULT_SCHEMA, total: 1, passed: 0 });
    const [entry] = doc.plans;
    expect(entry).toMatchObject({ mode: 'run', outcome: 'failed', report: 'fails-early.report.json', summary: { total: 5, succeeded: 1, failed: 1, skipped: 3 }, problems: [] });
    expect(entry.child).toEqual(expect.any(String));
    expect(entry.failures).toHaveLength(1);
    expectProblemShape(entry.failures[0]);
    expect(entry.failures[0]).toMatchObject({ rule: 'expectation_mismatch', step: 1, file });
  });

  test('many plans: one document, the plans in the order given, stdout nothing else', async () => {
    const good = await plan('many-good', [OPEN]);
    const bad = await plan('many-bad', [OPEN, WRONG_TITLE]);
    const run = await cli(['agent-run', '--json', '--report-dir', 'reports', '--plasmate', NODE_ECHO, '--allow-private-network', '--confirm-step', 'look', good, bad]);
    expect(run.code).toBe(1);
    const doc = JSON.parse(run.stdout);
    expect(doc).toMatchObject({ schema: RUN_RESULT_SCHEMA, total: 2, passed: 1, failed: 1 });
    expect(doc.plans.map((p: { file: string; outcome: string }) => [p.file, p.outcome])).toEqual([[good, 'succeeded'], [bad, 'failed']]);
    expect(run.stderr).toMatch(/1 of 2 plans succeeded/);
  });

  test('--json with --markdown - is a usage error: both would print on stdout', async () => {
    const file = await plan('conflict', [OPEN]);
    const run = await cli(['agent-run', '--json', '--markdown', '-', '--dry-run', '--plan', file, '--report', 'x.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--json and --markdown - both print on stdout');
  });
});
