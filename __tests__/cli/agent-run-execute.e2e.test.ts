/**
 * `agent-run` executing for real through the built CLI: the bundled reference engine against a
 * loopback page server, a named Plasmate stand-in, the side-effect-free schema check, secrets that
 * reach only the child, and cancellation that still writes the report and leaves no process.
 * @needs-bundle cli
 * @needs-child-process fake children
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFixtureServer, type FixtureServer } from '../../src/benchmark/fixture-server.js';
import { emailElementId } from '../../src/benchmark/scenarios.js';
import { hangingStandIn, processesMatching } from '../helpers/processes.js';
import { runCliInProcess } from '../helpers/cli.js';

const CLI = join(process.cwd(), 'dist/cli/index.js');
const CANARY = 'canary-secret-7d3a9b';
let dir: string;
let pages: FixtureServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agent-run-'));
  pages = await startFixtureServer();
});
afterAll(async () => {
  await pages.close();
});

async function planFile(name: string, steps: unknown[], extra: Record<string, unknown> = {}): Promise<string> {
  const path = join(dir, `${name}.json`);
  await writeFile(path, JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name, steps, ...extra }, null, 2));
  return path;
}

const navigateSteps = () => [
  { id: 'open', tool: 'open_page', arguments: { url: `${pages.origin}/start` }, expect: { json_pointer: '/title', equals: 'Workflow start' } },
  { id: 'go', tool: 'navigate_to', arguments: { url: `${pages.origin}/destination` }, expect: { json_pointer: '/title', equals: 'Workflow destination' } },
];

test('without --allow-private-network the engine refuses loopback pages: a failed report, exit 1', async () => {
  const plan = await planFile('navigate-private', navigateSteps());
  const report = join(dir, 'private.report.json');
  const run = await runCliInProcess(['agent-run', '--plan', plan, '--report', report, '--engine', 'reference', '--confirm-step', 'go'], { timeoutMs: 60_000 });
  expect(run.code).toBe(1);
  const written = JSON.parse(await readFile(report, 'utf8'));
  expect(written.steps).toEqual([
    { id: 'open', tool: 'open_page', status: 'failed', approved: false, failure_class: 'tool_error_expectation' },
    { id: 'go', tool: 'navigate_to', status: 'skipped', approved: true, failure_class: 'fail_fast' },
  ]);
}, 60_000);

// One real run serves two claims (they were two runs of the engine, ~1.6 CPU-s each): a plan that
// navigates on the bundled reference engine succeeds with its report written, and a secret value
// typed into the page reaches the child only.
test('executes on the bundled reference engine: report written, exit 0; a secret value goes only to the child, not to stdout, stderr, the report or the Markdown', async () => {
  const plan = await planFile('secret', [
    { id: 'open', tool: 'open_page', arguments: { url: `${pages.origin}/form` } },
    { id: 'type', tool: 'type_text', arguments: { element_id: emailElementId(pages.origin), text: { $secret: 'FORM_TOKEN' } } },
    { id: 'read', tool: 'evaluate', arguments: { expression: "document.getElementById('email').value" }, expect: { json_pointer: '/result', equals: CANARY } },
    navigateSteps()[1]!,
  ]);
  const report = join(dir, 'secret.report.json');
  const markdown = join(dir, 'secret.md');
  const run = await runCliInProcess(
    ['agent-run', '--plan', plan, '--report', report, '--markdown', markdown, '--engine', 'reference', '--confirm-step', 'type', '--confirm-step', 'read', '--confirm-step', 'go',
      '--secret', 'FORM_TOKEN', '--allow-evaluate', '--allow-private-network'],
    { env: { PATH: process.env.PATH, FORM_TOKEN: CANARY }, timeoutMs: 60_000 },
  );
  // The typed value really reached the page (the evaluate step compared it), yet nothing shows it.
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/: succeeded secret \([0-9a-f]{12}\): 4 succeeded, 0 failed, 0 skipped; child exited:0; report written to /);
  for (const text of [run.stdout, run.stderr, await readFile(report, 'utf8'), await readFile(markdown, 'utf8')]) {
    expect(text).not.toContain(CANARY);
    expect(text).not.toContain('FORM_TOKEN');
  }
  const written = JSON.parse(await readFile(report, 'utf8'));
  expect(written).toMatchObject({ dry_run: false, status: 'succeeded', process_outcome: 'exited:0', secrets: { total: 1, present: 1, missing: 0 } });
}, 60_000);

test('a missing secret: nothing is spawned, every step skipped missing_secret', async () => {
  const plan = await planFile('missing-secret', [
    { id: 'open', tool: 'open_page', arguments: { url: `${pages.origin}/form`, note: { $secret: 'ABSENT_SECRET' } } },
  ]);
  const report = join(dir, 'missing.report.json');
  const run = await runCliInProcess(['agent-run', '--plan', plan, '--report', report, '--engine', 'reference', '--secret', 'ABSENT_SECRET'], { env: { PATH: process.env.PATH } });
  expect(run.code).toBe(1);
  const written = JSON.parse(await readFile(report, 'utf8'));
  expect(written.steps[0]).toMatchObject({ status: 'skipped', failure_class: 'missing_secret' });
  expect(written.secrets).toEqual({ total: 1, present: 0, missing: 1 });
  expect('process_outcome' in written).toBe(false);
});

test('--check-schemas negotiates and gates without calling any tool, before approvals exist', async () => {
  const plan = await planFile('schemas', navigateSteps());
  const run = await runCliInProcess(['agent-run', '--plan', plan, '--check-schemas', '--engine', 'reference'], { timeoutMs: 30_000 });
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/the child's advertised tools accept every step of schemas \([0-9a-f]{12}\); no tool was called/);
});

test('--plasmate PATH runs that binary as `<path> mcp --transport stdio`', async () => {
  const plan = await planFile('fake', navigateSteps());
  const report = join(dir, 'fake.report.json');
  const run = await runCliInProcess(['agent-run', '--plan', plan, '--report', report, '--plasmate', 'fixtures/children/fake-plasmate.mjs', '--confirm-step', 'go'], { timeoutMs: 30_000 });
  // The stand-in answers, but not with the fixture pages' titles.
  expect(run.code).toBe(1);
  expect(JSON.parse(await readFile(report, 'utf8'))).toMatchObject({ status: 'failed', process_outcome: 'exited:0' });
});

test('SIGTERM cancels the run: the report is still written and no process of the child group survives', async () => {
  const plan = await planFile('hang', navigateSteps(), { limits: { step_timeout_ms: 60000, workflow_timeout_ms: 600000 } });
  const report = join(dir, 'hang.report.json');
  const standIn = await hangingStandIn(await mkdtemp(join(tmpdir(), 'agent-run-hang-')));
  const cli = spawn(process.execPath, [CLI, 'agent-run', '--plan', plan, '--report', report, '--plasmate', standIn.path, '--confirm-step', 'go'], { stdio: 'ignore' });
  const exited = new Promise<number | null>((resolve) => cli.on('exit', (code) => resolve(code)));
  // Wait until the child is stuck in its first tool call (it says so in its process title).
  for (let i = 0; i < 400 && (await processesMatching(standIn.name, 'in-tool-call')).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
  expect(await processesMatching(standIn.name, 'in-tool-call')).toHaveLength(1);
  const started = Date.now();
  cli.kill('SIGTERM');
  // 128 + SIGTERM's number, as a shell reports a command a signal ended.
  expect(await exited).toBe(143);
  expect(Date.now() - started).toBeLessThan(5_000);
  const written = JSON.parse(await readFile(report, 'utf8'));
  expect(written.steps[0]).toMatchObject({ status: 'failed', failure_class: 'workflow_timeout' });
  expect(written.status).toBe('failed');
  expect(await processesMatching(standIn.name)).toEqual([]);
}, 30_000);
