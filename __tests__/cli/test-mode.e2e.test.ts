/**
 * `agent-run --test-mode` through the built CLI, on both child paths: the bundled reference
 * engine, and a named Plasmate binary (a stand-in that relays every call it receives to the
 * page server). A loopback server records every request: a test run produces only the requests
 * of its reads, the same plan executed for real produces the effects too.
 * @needs-bundle engine
 * @needs-child-process fake children
 */
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliInProcess } from '../helpers/cli.js';
import { startShop } from '../helpers/shop-server.js';

const RELAY_PLASMATE = join(process.cwd(), 'fixtures/children/relay-plasmate.mjs');
const CANARY = 'canary-secret-5e1f0c';
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'test-mode-'));
});

async function planFile(name: string, origin: string): Promise<string> {
  const path = join(dir, `${name}.json`);
  await writeFile(path, JSON.stringify({
    schema: 'plasmate.agent-workflow.v1',
    name,
    steps: [
      { id: 'open', tool: 'open_page', arguments: { url: `${origin}/shop` } },
      { id: 'type-password', tool: 'type_text', arguments: { element_id: 'e_pw', text: { $secret: 'SHOP_PASSWORD' } } },
      { id: 'buy', tool: 'click', arguments: { element_id: 'e_buy' } },
      { id: 'cookies', tool: 'get_cookies' },
      { id: 'leave', tool: 'navigate_to', arguments: { url: `${origin}/elsewhere` } },
    ],
  }, null, 2));
  return path;
}

const env = () => ({ ...process.env, SHOP_PASSWORD: CANARY });

test('on a named Plasmate binary only the reads reach the child, and so the server; the real run sends the effects', async () => {
  const server = await startShop();
  try {
    const plan = await planFile('relay', server.origin);
    const report = join(dir, 'relay.test-run.json');
    const actions = join(dir, 'relay.actions.jsonl');
    const markdown = join(dir, 'relay.md');
    const run = await runCliInProcess(['agent-run', '--test-mode', '--plan', plan, '--report', report, '--actions', actions, '--markdown', markdown,
      '--plasmate', RELAY_PLASMATE, '--allow-private-network'], { env: env(), timeoutMs: 30_000 });
    expect(server.requests).toEqual(['GET /shop', 'POST /tool/get_cookies']);
    // The relay's page model has no elements: both element targets are missing, so exit 1.
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/: test run failed relay \([0-9a-f]{12}\): 2 real, 3 stubbed, 2 targets missing; child exited:0; record written to /);
    const record = JSON.parse(await readFile(report, 'utf8'));
    expect(record.schema).toBe('plasmate.agent-workflow-test-run.v1');
    expect(record.stubbed_actions.map((a: { step_id: string }) => a.step_id)).toEqual(['type-password', 'buy', 'leave']);
    expect((await readFile(actions, 'utf8')).trim().split('\n')).toHaveLength(3);
    const md = await readFile(markdown, 'utf8');
    expect(md.indexOf('Stubbed actions')).toBeLessThan(md.indexOf('**Steps**'));
    for (const text of [run.stdout, run.stderr, await readFile(report, 'utf8'), await readFile(actions, 'utf8'), md]) {
      expect(text).not.toContain(CANARY);
      expect(text).not.toContain('SHOP_PASSWORD');
    }

    server.requests.length = 0;
    const real = await runCliInProcess(['agent-run', '--plan', plan, '--report', join(dir, 'relay.report.json'), '--plasmate', RELAY_PLASMATE,
      '--allow-private-network', '--secret', 'SHOP_PASSWORD', '--confirm-step', 'type-password', '--confirm-step', 'buy', '--confirm-step', 'leave'], { env: env(), timeoutMs: 30_000 });
    expect(real.code).toBe(0);
    expect(server.requests).toEqual(['GET /shop', 'POST /tool/type_text', 'POST /tool/click', 'POST /tool/get_cookies', 'GET /elsewhere']);
  } finally {
    await server.close();
  }
});

test('on the reference engine a test run loads the page once and never writes the v1 report', async () => {
  const server = await startShop();
  try {
    const plan = await planFile('reference', server.origin);
    const report = join(dir, 'reference.test-run.json');
    const run = await runCliInProcess(['agent-run', '--test-mode', '--plan', plan, '--report', report, '--engine', 'reference', '--allow-private-network'], { env: env(), timeoutMs: 30_000 });
    expect(server.requests).toEqual(['GET /shop']);
    expect(run.code).toBe(1);
    const record = JSON.parse(await readFile(report, 'utf8'));
    expect(record.schema).toBe('plasmate.agent-workflow-test-run.v1');
    expect(record.steps.map((s: { mode: string }) => s.mode)).toEqual(['real', 'stubbed', 'stubbed', 'real', 'stubbed']);
    expect(record).not.toHaveProperty('plan_fingerprint');
  } finally {
    await server.close();
  }
});

test('usage: test mode takes no approvals, excludes the other runs, and needs --report', async () => {
  const plan = await planFile('usage', 'http://127.0.0.1:9');
  const cases = [
    ['--test-mode', '--plan', plan, '--report', join(dir, 'x.json'), '--confirm-step', 'buy'],
    ['--test-mode', '--dry-run', '--plan', plan, '--report', join(dir, 'x.json')],
    ['--test-mode', '--check-schemas', '--plan', plan],
    ['--test-mode', '--plan', plan],
    ['--plan', plan, '--report', join(dir, 'x.json'), '--dry-run', '--actions', join(dir, 'a.jsonl')],
  ];
  for (const args of cases) {
    const run = await runCliInProcess(['agent-run', ...args]);
    expect(run.code).toBe(2);
  }
  await expect(stat(join(dir, 'x.json'))).rejects.toThrow();
});

test('a test run needs no allow-list (it resolves no secret), but a reserved runner name is still refused', async () => {
  const path = join(dir, 'reserved.json');
  await writeFile(path, JSON.stringify({
    schema: 'plasmate.agent-workflow.v1',
    name: 'reserved',
    steps: [
      { id: 'open', tool: 'open_page', arguments: { url: 'http://127.0.0.1:9/' } },
      { id: 'type', tool: 'type_text', arguments: { element_id: 'e_1', text: { $secret: 'GITHUB_TOKEN' } } },
    ],
  }, null, 2));
  const report = join(dir, 'reserved.test-run.json');
  const run = await runCliInProcess(['agent-run', '--test-mode', '--plan', path, '--report', report, '--engine', 'reference']);
  expect(run.code).toBe(1);
  expect(run.stderr).toMatch(/reserved\.json:\d+:\d+ policy\.secret\.reserved /);
  expect(run.stderr).not.toContain('GITHUB_TOKEN');
  await expect(stat(report)).rejects.toThrow();
});
