/**
 * `agent-run` over many plans with real children. A many-plan run with --jobs 2
 * must write byte for byte the reports one-at-a-time runs write, under the names the action gives
 * them; a failing plan fails the exit code without costing the others their reports; SIGINT/SIGTERM
 * leave no process of any child group; a glob matching nothing is an error. The scheduler is the
 * subject here, so the comparisons run on the echo stand-in (each reference-engine child costs
 * ~1.6 CPU-s to start); one test runs two plans at once on the bundled reference engine against a
 * loopback page server, so the real engine is still run concurrently by a many-plan run.
 * @needs-bundle cli
 * @needs-child-process fake children, node
 */
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startFixtureServer, type FixtureServer } from '../../src/benchmark/fixture-server.js';
import { runCliInProcess } from '../helpers/cli.js';
import { shEchoChild } from '../helpers/sh-echo.js';

const CLI = join(process.cwd(), 'dist/cli/index.js');
const FAKE_PLASMATE = join(process.cwd(), 'fixtures/children/fake-plasmate.mjs');
/** Answers every call at once; its pages' titles are `Title of <url>`, so an expect can pass or fail on it. */
let pages: FixtureServer;

beforeAll(async () => {
  pages = await startFixtureServer();
});
afterAll(async () => {
  await pages.close();
});

/** A fresh working directory holding `plans/<name>.json` for each plan given. */
async function workspace(plans: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'agent-run-many-'));
  await mkdir(join(dir, 'plans'));
  for (const [name, plan] of Object.entries(plans)) {
    await writeFile(join(dir, 'plans', `${name}.json`), typeof plan === 'string' ? plan : JSON.stringify(plan, null, 2));
  }
  return dir;
}

const plan = (name: string, steps: unknown[], extra: Record<string, unknown> = {}) => ({ schema: 'plasmate.agent-workflow.v1', name, steps, ...extra });

/** Open the start page and navigate on; each step expects its page's title (on the engine given). */
const navigate = (name: string, destinationTitle?: string, engine: 'echo' | 'reference' = 'reference') => {
  const title = (path: string, reference: string) => (engine === 'echo' ? `Title of ${pages.origin}${path}` : reference);
  return plan(name, [
    { id: 'open', tool: 'open_page', arguments: { url: `${pages.origin}/start` }, expect: { json_pointer: '/title', equals: title('/start', 'Workflow start') } },
    { id: 'go', tool: 'navigate_to', arguments: { url: `${pages.origin}/destination` }, expect: { json_pointer: '/title', equals: destinationTitle ?? title('/destination', 'Workflow destination') } },
  ]);
};

/** A plan that needs no approval (one read), for dry runs. */
const reader = (name: string) => plan(name, [{ id: 'open', tool: 'open_page', arguments: { url: `${pages.origin}/start` } }]);

/** The stderr lines a plan's run wrote that do not start with a plan path (the clamping note aside). */
function unprefixed(stderr: string, files: readonly string[]): string[] {
  return stderr.split('\n').filter((line) => line !== '' && !line.startsWith('note: ') && !files.some((f) => line.startsWith(`${f}:`)));
}

test('two plans at once on the reference engine: each child serves its own plan; a failing expectation fails the exit code only', async () => {
  // The one real-engine run of this file: the engine itself, two at a time, against real pages.
  const dir = await workspace({ a: navigate('a'), f: navigate('f', 'Not the destination') });
  const run = await runCliInProcess(['agent-run', '--report-dir', 'out', '--jobs', '2', '--engine', 'reference', '--allow-private-network', '--confirm-step', 'go', 'plans/*.json'], { cwd: dir, timeoutMs: 240_000 });
  expect(run.code).toBe(1);
  expect(unprefixed(run.stderr, ['plans/a.json', 'plans/f.json'])).toEqual([]);
  expect(run.stdout.trim().split('\n').at(-1)).toBe(`1 of 2 plans succeeded (jobs ${Math.min(2, availableParallelism())}); reports in out`);
  expect((await readdir(join(dir, 'out'))).sort()).toEqual(['01-plans_a.json.report.json', '02-plans_f.json.report.json']);
  const passed = JSON.parse(await readFile(join(dir, 'out', '01-plans_a.json.report.json'), 'utf8'));
  expect(passed).toMatchObject({ status: 'succeeded', steps: [{ status: 'succeeded' }, { status: 'succeeded' }] });
  const failed = JSON.parse(await readFile(join(dir, 'out', '02-plans_f.json.report.json'), 'utf8'));
  expect(failed).toMatchObject({ status: 'failed', steps: [{ status: 'succeeded' }, { status: 'failed', failure_class: 'expectation_mismatch' }] });
}, 240_000);

test('five plans with --jobs 2: the same reports and lines as one-at-a-time runs; a failing plan fails the exit code', async () => {
  // The shell echo stand-in (the Node echo child's replies, helpers/sh-echo.ts): the subject is the
  // scheduler (names, lines, reports, exit code); the test above runs the real engine.
  // Five plans for two jobs: a queue behind both, a failing plan and an invalid one among them.
  const dir = await workspace({
    a: navigate('a', undefined, 'echo'), b: navigate('b', undefined, 'echo'), c: navigate('c', undefined, 'echo'),
    f: navigate('f', 'Not the destination', 'echo'),
    g: '{ "schema": ',
  });
  const files = ['a', 'b', 'c', 'f', 'g'].map((n) => `plans/${n}.json`);
  const common = ['--plasmate', await shEchoChild(), '--allow-private-network', '--confirm-step', 'go'];
  const many = await runCliInProcess(['agent-run', '--report-dir', 'out', '--jobs', '2', '--markdown', 'all.md', ...common, 'plans/*.json'], { cwd: dir, timeoutMs: 240_000 });
  expect(many.code).toBe(1);
  // The reports of the plans that ran, named as the action names them (index in the sorted list, flattened path).
  const names = (await readdir(join(dir, 'out'))).sort();
  expect(names).toEqual(['01-plans_a.json.report.json', '02-plans_b.json.report.json', '03-plans_c.json.report.json', '04-plans_f.json.report.json']);
  expect(unprefixed(many.stderr, files)).toEqual([]);
  const manyLines = many.stdout.split('\n').filter((l) => l !== '');
  expect(manyLines.at(-1)).toBe(`3 of 5 plans succeeded (jobs ${Math.min(2, availableParallelism())}); reports in out`);

  await mkdir(join(dir, 'single'));
  for (const [index, file] of files.entries()) {
    const report = `single/${index}.json`;
    const one = await runCliInProcess(['agent-run', '--plan', file, '--report', report, ...common], { cwd: dir, timeoutMs: 120_000 });
    const status = (text: string) => text.split('\n').filter((l) => l.startsWith(`${file}:`)).map((l) => l.replace(/report written to \S+$/, 'report written to R'));
    // The same status and stderr lines, whatever ran beside it.
    expect(status(manyLines.join('\n'))).toEqual(status(one.stdout));
    expect(status(many.stderr)).toEqual(status(one.stderr));
    if (file === 'plans/g.json') {
      expect(one.code).toBe(1);
      continue;
    }
    expect(one.code).toBe(file === 'plans/f.json' ? 1 : 0);
    expect(await readFile(join(dir, 'out', names[index]!), 'utf8')).toBe(await readFile(join(dir, report), 'utf8'));
  }
  const failed = JSON.parse(await readFile(join(dir, 'out', '04-plans_f.json.report.json'), 'utf8'));
  expect(failed).toMatchObject({ status: 'failed', steps: [{ status: 'succeeded' }, { status: 'failed', failure_class: 'expectation_mismatch' }] });

  // One Markdown document: one top heading, every plan's section in plan order.
  const markdown = await readFile(join(dir, 'all.md'), 'utf8');
  expect(markdown.match(/^# /gm)).toHaveLength(1);
  // Each plan is a section under the one heading, not a document of its own.
  expect(markdown.match(/^## /gm)).toBeNull();
  expect(markdown.match(/^### /gm)).toHaveLength(files.length);
  expect(markdown).toMatch(/^# Plasmate agent workflow runs\n\n3 of 5 plans succeeded\.\n/);
  const at = files.map((f) => markdown.indexOf(`\`${f}\``));
  expect(at.every((i) => i > 0)).toBe(true);
  expect([...at].sort((x, y) => x - y)).toEqual(at);
}, 240_000);

test('--test-mode over many plans writes the same test-run records and stubbed actions as single test runs', async () => {
  const steps = [
    { id: 'open', tool: 'open_page', arguments: { url: 'http://127.0.0.1:9/start' } },
    { id: 'go', tool: 'navigate_to', arguments: { url: 'http://127.0.0.1:9/elsewhere' } },
  ];
  const failing = { ...steps[0]!, expect: { json_pointer: '/title', equals: 'Not this title' } };
  const dir = await workspace({ one: plan('one', steps), two: plan('two', steps), three: plan('three', [failing, steps[1]!]) });
  const common = ['--test-mode', '--plasmate', FAKE_PLASMATE];
  const many = await runCliInProcess(['agent-run', '--report-dir', 'out', '--jobs', '2', '--markdown', '-', ...common, 'plans/one.json', 'plans/t*.json'], { cwd: dir, timeoutMs: 60_000 });
  expect(many.code).toBe(1);
  // With the Markdown on stdout, stdout carries the one document alone; the status lines go to stderr.
  expect(many.stdout).toMatch(/^# Plasmate agent workflow runs\n\n2 of 3 plans passed\.\n/);
  expect(many.stdout.match(/Test run: `plans\/(one|three|two)\.json`/g)).toEqual(['Test run: `plans/one.json`', 'Test run: `plans/three.json`', 'Test run: `plans/two.json`']);
  expect(many.stderr.split('\n').filter((l) => l !== '').at(-1)).toBe(`2 of 3 plans passed (jobs ${Math.min(2, availableParallelism())}); reports in out`);
  const order = ['plans/one.json', 'plans/three.json', 'plans/two.json'];
  for (const [index, file] of order.entries()) {
    const one = await runCliInProcess(['agent-run', '--plan', file, '--report', `${index}.json`, '--actions', `${index}.jsonl`, ...common], { cwd: dir, timeoutMs: 60_000 });
    expect(one.code).toBe(file === 'plans/three.json' ? 1 : 0);
    const base = `0${index + 1}-${file.replace('/', '_')}`;
    expect(await readFile(join(dir, 'out', `${base}.test-run.json`), 'utf8')).toBe(await readFile(join(dir, `${index}.json`), 'utf8'));
    expect(await readFile(join(dir, 'out', `${base}.test-actions.jsonl`), 'utf8')).toBe(await readFile(join(dir, `${index}.jsonl`), 'utf8'));
  }
}, 120_000);

test('--check-schemas over many plans needs no --report-dir and writes nothing', async () => {
  const dir = await workspace({ a: navigate('a'), b: navigate('b') });
  const run = await runCliInProcess(['agent-run', '--check-schemas', '--plasmate', FAKE_PLASMATE, 'plans/*.json'], { cwd: dir, timeoutMs: 60_000 });
  expect(run.code).toBe(0);
  const lines = run.stdout.trim().split('\n');
  expect(lines.filter((l) => /^plans\/[ab]\.json: the child's advertised tools accept every step of [ab] /.test(l))).toHaveLength(2);
  expect(lines.at(-1)).toBe('2 of 2 plans succeeded (jobs 1)');
  expect((await readdir(dir)).sort()).toEqual(['plans']);
});

test('a glob that matches nothing is a clear usage error and nothing is written', async () => {
  const dir = await workspace({ a: reader('a') });
  const run = await runCliInProcess(['agent-run', '--report-dir', 'out', '--dry-run', 'plans/*.json', 'nothing/*.json'], { cwd: dir });
  expect(run.code).toBe(2);
  expect(run.stderr).toBe('error: no file matches "nothing/*.json"\n');
  expect(run.stdout).toBe('');
  await expect(readdir(join(dir, 'out'))).rejects.toMatchObject({ code: 'ENOENT' });
});

test('operands are read as check reads them: a plan outside the working directory is refused, the others still run', async () => {
  const dir = await workspace({ a: reader('a') });
  const outside = await mkdtemp(join(tmpdir(), 'agent-run-outside-'));
  await writeFile(join(outside, 'x.json'), JSON.stringify(reader('x')));
  const escape = join('..', outside.split('/').pop()!, 'x.json');
  const run = await runCliInProcess(['agent-run', '--report-dir', 'out', '--dry-run', 'plans/a.json', escape], { cwd: dir });
  expect(run.code).toBe(1);
  expect(run.stderr).toContain(`${escape}:1:1 plan.file.unreadable`);
  expect(await readdir(join(dir, 'out'))).toEqual(['01-plans_a.json.report.json']);
  expect(run.stdout.trim().split('\n').at(-1)).toBe('1 of 2 plans succeeded (jobs 1); reports in out');
});

test('usage: --jobs is a positive number, more than the cores is lowered with a note, --report and --plan do not mix with operands', async () => {
  const dir = await workspace({ a: reader('a'), b: reader('b') });
  const usage = async (...args: string[]) => {
    const run = await runCliInProcess(['agent-run', ...args], { cwd: dir });
    expect(run.code).toBe(2);
    return run.stderr.split('\n')[0];
  };
  expect(await usage('--report-dir', 'out', '--jobs', '0', 'plans/*.json')).toBe('error: --jobs must be a positive whole number (got "0")');
  expect(await usage('--report-dir', 'out', '--jobs', 'two', 'plans/*.json')).toBe('error: --jobs must be a positive whole number (got "two")');
  expect(await usage('--report', 'r.json', 'plans/*.json')).toBe('error: --report names one report: with several plans give --report-dir DIR');
  expect(await usage('--plan', 'plans/a.json', '--report-dir', 'out', 'plans/b.json')).toBe('error: give the plans either as --plan FILE or as FILE|GLOB... operands, not both');
  expect(await usage('plans/*.json')).toBe('error: --report-dir is required with several plans');
  expect(await usage('--plan', 'plans/a.json', '--report', 'r.json', '--jobs', '2')).toBe('error: --report-dir and --jobs run many plans: give the plans as FILE|GLOB... operands');
  const cores = availableParallelism();
  const clamped = await runCliInProcess(['agent-run', '--report-dir', 'out', '--dry-run', '--jobs', String(cores + 1), 'plans/*.json'], { cwd: dir });
  expect(clamped.code).toBe(0);
  expect(clamped.stderr).toBe(`note: --jobs ${cores + 1} is more than the ${cores} core${cores === 1 ? '' : 's'} available; running ${cores} at a time\n`);
  expect(clamped.stdout.trim().split('\n').at(-1)).toBe(`2 of 2 plans succeeded (jobs ${Math.min(cores, 2)}); reports in out`);
});

/** Whether a process is gone (a zombie awaiting its reaper counts as gone: it runs nothing). */
async function gone(pid: number): Promise<boolean> {
  try {
    return /\) Z /.test(await readFile(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

test.each(['SIGTERM', 'SIGINT'] as const)('%s cancels every running plan: no child or descendant survives, no further plan starts', async (signal) => {
  const dir = await workspace({});
  // A stand-in Plasmate that starts a descendant in its group, then never answers the tool call; it logs both pids.
  const log = join(dir, 'children.jsonl');
  const standIn = join(dir, 'hang-with-descendant.mjs');
  await writeFile(standIn, `#!/usr/bin/env node\nprocess.argv = [process.argv[0], process.argv[1], 'descendant', ${JSON.stringify(log)}];\nawait import(${JSON.stringify(pathToFileURL(join(process.cwd(), 'fixtures/children/fault-child.mjs')).href)});\n`);
  await chmod(standIn, 0o755);
  const limits = { step_timeout_ms: 60_000, workflow_timeout_ms: 600_000 };
  for (const name of ['p1', 'p2', 'p3', 'p4']) {
    await writeFile(join(dir, 'plans', `${name}.json`), JSON.stringify(plan(name, [{ id: 'open', tool: 'open_page', arguments: { url: 'http://127.0.0.1:9/' } }], { limits })));
  }
  // The built bundle, not runCliInProcess: a signal delivered to a real CLI process is the subject.
  const cli = spawn(process.execPath, [CLI, 'agent-run', '--report-dir', 'out', '--jobs', '2', '--plasmate', standIn, 'plans/*.json'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  cli.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  cli.stdout.resume();
  const exited = new Promise<number | null>((resolve) => cli.on('exit', (code) => resolve(code)));
  const entries = async () => (await readFile(log, 'utf8').catch(() => '')).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as { event: string; pid?: number });
  const jobs = Math.min(2, availableParallelism());
  for (let i = 0; i < 600 && (await entries()).filter((e) => e.event === 'descendant').length < jobs; i++) await new Promise((r) => setTimeout(r, 50));
  // The bound holds: a moment later still only `jobs` children were started.
  await new Promise((r) => setTimeout(r, 500));
  const pids = (await entries()).filter((e) => e.pid !== undefined).map((e) => e.pid!);
  expect((await entries()).filter((e) => e.event === 'start')).toHaveLength(jobs);
  expect(pids).toHaveLength(2 * jobs);
  for (const pid of pids) expect(await gone(pid)).toBe(false);
  const started = Date.now();
  cli.kill(signal);
  // 128 + the signal's number: 130 for SIGINT, 143 for SIGTERM.
  expect(await exited).toBe(signal === 'SIGINT' ? 130 : 143);
  expect(Date.now() - started).toBeLessThan(10_000);
  // SIGKILL is delivered at once, but a loaded machine may take a moment to tear a process down; a survivor stays.
  for (const pid of pids) {
    for (let i = 0; i < 40 && !(await gone(pid)); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await gone(pid)).toBe(true);
  }
  // The started plans' reports say they were cancelled; the others never started.
  const reports = (await readdir(join(dir, 'out'))).sort();
  expect(reports).toHaveLength(jobs);
  for (const name of reports) {
    expect(JSON.parse(await readFile(join(dir, 'out', name), 'utf8')).steps[0]).toMatchObject({ status: 'failed', failure_class: 'workflow_timeout' });
  }
  for (const file of ['plans/p1.json', 'plans/p2.json', 'plans/p3.json', 'plans/p4.json'].slice(jobs)) expect(stderr).toContain(`${file}: not run: cancelled\n`);
}, 60_000);
