/**
 * memory_mb through the built CLI: a plan with memory_mb runs on the reference engine
 * (the address-space ceiling it had killed the engine at its second step below 12 GiB), and a
 * page that exhausts the limit ends with the runner's own bounded line on stderr and in the
 * Markdown — never the child's stderr text — while the v1 report keeps exactly its fields.
 * @needs-bundle engine
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { runCliInProcess } from '../helpers/cli.js';
import { shopElementId } from '../helpers/shop.js';

const SHOP = readFileSync('fixtures/test-mode/shop.html', 'utf8');
const HUNGRY = readFileSync('fixtures/engine/memory-hungry.html', 'utf8');

let dir: string;
let server: http.Server;
let origin: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'memory-cli-'));
  server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(request.url === '/hungry' ? HUNGRY : SHOP);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

async function planFile(name: string, memoryMb: number, steps: unknown[]): Promise<string> {
  const path = join(dir, `${name}.json`);
  await writeFile(path, JSON.stringify({
    schema: 'plasmate.agent-workflow.v1', name,
    limits: { memory_mb: memoryMb, step_timeout_ms: 30_000, workflow_timeout_ms: 60_000 }, steps,
  }));
  return path;
}

const agentRun = (plan: string, report: string, extra: string[] = []) =>
  runCliInProcess(['agent-run', '--plan', plan, '--report', report, '--engine', 'reference', '--allow-private-network', ...extra], { timeoutMs: 60_000 });

test('memory_mb 256: open, type and evaluate succeed on the reference engine, and nothing extra is said', async () => {
  const plan = await planFile('flow', 256, [
    { id: 'open', tool: 'open_page', arguments: { url: `${origin}/shop` } },
    { id: 'type', tool: 'type_text', arguments: { element_id: shopElementId(origin, 'email'), text: 'a@example.test' } },
    { id: 'read', tool: 'evaluate', arguments: { expression: 'document.title' } },
  ]);
  const run = await agentRun(plan, join(dir, 'flow.report.json'), ['--confirm-step', 'type', '--confirm-step', 'read', '--allow-evaluate']);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/: succeeded flow \([0-9a-f]{12}\): 3 succeeded, 0 failed, 0 skipped; child exited:0;/);
}, 60_000);

test('a page that exhausts memory_mb 256: exit 1, the runner says so in one line and the Markdown, the report keeps its fields', async () => {
  const plan = await planFile('hungry', 256, [{ id: 'open', tool: 'open_page', arguments: { url: `${origin}/hungry` } }]);
  const report = join(dir, 'hungry.report.json');
  const markdown = join(dir, 'hungry.md');
  const run = await agentRun(plan, report, ['--markdown', markdown]);
  expect(run.code).toBe(1);
  const line = `${plan}: the child exceeded its memory limit (memory_mb 256) and was aborted (signaled:6)`;
  expect(run.stderr.split('\n')).toContain(line);
  // The child's own stderr ("FATAL ERROR: ... JavaScript heap out of memory") is never shown.
  expect(run.stderr).not.toMatch(/FATAL|heap out of memory|Allocation failed/);
  expect(run.stdout).toMatch(/: failed hungry \([0-9a-f]{12}\): 0 succeeded, 1 failed, 0 skipped; child signaled:6;/);
  expect(await readFile(markdown, 'utf8')).toContain('**Note:** the child exceeded its memory limit (memory_mb 256) and was aborted (signaled:6)');
  const written = JSON.parse(await readFile(report, 'utf8')) as Record<string, unknown>;
  expect(Object.keys(written).sort()).toEqual([
    'dry_run', 'plan_fingerprint', 'plan_schema', 'process_outcome', 'protocol_version', 'schema', 'secrets', 'status', 'steps',
    'summary', 'trace_requested', 'workflow',
  ]);
  expect(written.process_outcome).toBe('signaled:6');
}, 60_000);

test('the example plan with memory_mb 2048 starts the reference engine and passes the schema check', async () => {
  const run = await runCliInProcess(['agent-run', '--plan', 'fixtures/plans/sign-in-with-secret.json', '--check-schemas', '--engine', 'reference', '--secret', 'APP_PASSWORD'], { timeoutMs: 60_000 });
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/the child's advertised tools accept every step of sign in with a secret/);
}, 60_000);
